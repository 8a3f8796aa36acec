/** The page's events reach the worker's outbox once, even across a worker restarted mid-call. */
import { describe, expect, it } from 'vitest';
import type { NewTrackingEvent } from '../../data/outbox/enqueue';
import { storeEvent } from './store-event';
import { ErrorCode } from '../../shared/contract/error-codes';
import { failure, type ApiResult } from '../../shared/errors/result';

const event: NewTrackingEvent = { domain: 'www.demo.test', affiliateCode: '', eventName: 'viewContent', eventValue: {} };

function worker(answers: ApiResult<boolean>[]) {
  const calls: { event: NewTrackingEvent; onceKey?: string }[] = [];
  return {
    calls,
    recordEvent: async (sent: NewTrackingEvent, onceKey?: string) => {
      calls.push({ event: sent, onceKey });
      return answers.shift() ?? { ok: true, value: true };
    },
  };
}

describe('storeEvent', () => {
  it('gives the event its id before it leaves the page', async () => {
    const api = worker([{ ok: true, value: true }]);
    expect(await storeEvent(api, event, 'tracking.firstOpen')).toBe(true);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.event.eventValue.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.calls[0]?.onceKey).toBe('tracking.firstOpen');
  });

  it('asks the replacing worker once more, with the same id, when the worker was unavailable', async () => {
    const api = worker([failure({ code: ErrorCode.WORKER_UNAVAILABLE, message: 'the API worker failed', path: 'recordEvent' })]);
    expect(await storeEvent(api, event)).toBe(true);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]?.event.eventValue.eventId).toBe(api.calls[0]?.event.eventValue.eventId);
  });

  it('fails without a second call when the worker answered with an error', async () => {
    const api = worker([failure({ code: 'storage.error', message: 'QuotaExceededError', path: 'recordEvent' })]);
    await expect(storeEvent(api, event)).rejects.toThrow('QuotaExceededError');
    expect(api.calls).toHaveLength(1);
  });

  it('keeps an id the caller gave', async () => {
    const api = worker([]);
    await storeEvent(api, { ...event, eventValue: { eventId: 'given-id' } });
    expect(api.calls[0]?.event.eventValue.eventId).toBe('given-id');
  });
});
