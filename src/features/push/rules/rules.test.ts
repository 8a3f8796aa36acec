/** Push rules: the merchant's configuration (C77), the once-a-day modal (F38, Q92), when to bind (F39, F42–F44, Q93),
 * the 5xx retry (F46). */
import { describe, expect, it, vi } from 'vitest';
import { PUSH_TOKEN_REFRESH_MS } from '../../../shared/constants';
import { pushConfigFrom } from './config';
import { daysBetween, localDate, shouldPrompt } from './prompt';
import { needsBind, parseBinding, tokenExpired, type PushBinding } from './binding';
import { retryServerErrors } from './retry';

const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).getTime();

describe("the merchant's push configuration", () => {
  const sms = { vapidKey: 'V', apiKey: 'K', projectId: 'P', appId: 'A', messagingSenderId: '1' };

  it('takes the sms settings and the merchant code as the topic; authDomain may be missing', () => {
    expect(pushConfigFrom(sms, 'DEMO')).toEqual({
      vapidKey: 'V',
      topic: 'DEMO',
      firebase: { apiKey: 'K', authDomain: '', projectId: 'P', appId: 'A', messagingSenderId: '1' },
    });
  });

  it('is null without a merchant code, settings, or any required part', () => {
    expect(pushConfigFrom(sms, undefined)).toBeNull();
    expect(pushConfigFrom(undefined, 'DEMO')).toBeNull();
    for (const part of Object.keys(sms)) expect(pushConfigFrom({ ...sms, [part]: '' }, 'DEMO')).toBeNull();
  });
});

describe('the permission modal, at most once a day', () => {
  it('uses the local calendar date', () => {
    expect(localDate(at(2026, 3, 9, 0))).toBe('2026-03-09');
    expect(localDate(at(2026, 12, 31, 23))).toBe('2026-12-31');
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-03-09', '2026-03-09')).toBe(0);
  });

  it('shows with permission default and push configured, when never closed', () => {
    expect(shouldPrompt({ permission: 'default', configured: true, closedOn: null, now: at(2026, 3, 9) })).toBe(true);
  });

  it('not again the same day, again the next day (even one minute after midnight)', () => {
    const input = { permission: 'default' as const, configured: true, closedOn: '2026-03-09' };
    expect(shouldPrompt({ ...input, now: at(2026, 3, 9, 23) })).toBe(false);
    expect(shouldPrompt({ ...input, now: new Date(2026, 2, 10, 0, 1).getTime() })).toBe(true);
  });

  it('never when the browser has decided, push is unsupported or not configured', () => {
    for (const permission of ['granted', 'denied', 'unsupported'] as const)
      expect(shouldPrompt({ permission, configured: true, closedOn: null, now: at(2026, 3, 9) })).toBe(false);
    expect(shouldPrompt({ permission: 'default', configured: false, closedOn: null, now: at(2026, 3, 9) })).toBe(false);
  });

  it('treats a malformed stored date as none', () => {
    expect(shouldPrompt({ permission: 'default', configured: true, closedOn: 'yesterday', now: at(2026, 3, 9) })).toBe(true);
  });
});

describe('binding the token', () => {
  const bound: PushBinding = { token: 'TKN', createdAt: 0, memberId: null, topic: 'DEMO', active: true };

  it('binds a first token, a new or rotated token, a new topic and after a login', () => {
    expect(needsBind({ binding: null, token: 'TKN', memberId: null, topic: 'DEMO' })).toBe(true);
    expect(needsBind({ binding: bound, token: 'TKN', memberId: null, topic: 'DEMO' })).toBe(false);
    expect(needsBind({ binding: bound, token: 'TKN2', memberId: null, topic: 'DEMO' })).toBe(true);
    expect(needsBind({ binding: bound, token: 'TKN', memberId: null, topic: 'VNL' })).toBe(true);
    expect(needsBind({ binding: bound, token: 'TKN', memberId: 'm1', topic: 'DEMO' })).toBe(true);
    expect(needsBind({ binding: { ...bound, memberId: 'm1' }, token: 'TKN', memberId: 'm1', topic: 'DEMO' })).toBe(false);
  });

  it('after a logout (unsubscribeAll) a guest stays unbound until a login or a grant', () => {
    const off = { ...bound, active: false };
    expect(needsBind({ binding: off, token: 'TKN', memberId: null, topic: 'DEMO' })).toBe(false);
    expect(needsBind({ binding: off, token: 'TKN', memberId: 'm1', topic: 'DEMO' })).toBe(true);
    expect(needsBind({ binding: off, token: 'TKN', memberId: null, topic: 'DEMO', granted: true })).toBe(true);
  });

  it('a token is replaced 7 days after it was made, not before', () => {
    expect(tokenExpired(null, PUSH_TOKEN_REFRESH_MS)).toBe(false);
    expect(tokenExpired({ createdAt: 1_000 }, 1_000 + 6 * 86_400_000)).toBe(false);
    expect(tokenExpired({ createdAt: 1_000 }, 1_000 + PUSH_TOKEN_REFRESH_MS - 1)).toBe(false);
    expect(tokenExpired({ createdAt: 1_000 }, 1_000 + PUSH_TOKEN_REFRESH_MS)).toBe(true);
  });

  it('parses what was stored, and nothing malformed', () => {
    expect(parseBinding(JSON.stringify(bound))).toEqual(bound);
    expect(parseBinding('{"token":""}')).toBeNull();
    expect(parseBinding('not json')).toBeNull();
    expect(parseBinding(null)).toBeNull();
  });
});

describe('installation calls: a 5xx is retried once', () => {
  const answers = (...statuses: number[]) => {
    const send = vi.fn<() => Promise<Response>>();
    for (const status of statuses) send.mockResolvedValueOnce(new Response(null, { status }));
    return send;
  };

  it('503 once → 2 requests, then success', async () => {
    const send = answers(503, 200);
    expect((await retryServerErrors(send)).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('503 twice → exactly 2 requests, and the second answer stands', async () => {
    const send = answers(503, 503, 200);
    expect((await retryServerErrors(send)).status).toBe(503);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('no retry on success or a 4xx', async () => {
    for (const status of [200, 400, 401]) {
      const send = answers(status, 200);
      expect((await retryServerErrors(send)).status).toBe(status);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });
});
