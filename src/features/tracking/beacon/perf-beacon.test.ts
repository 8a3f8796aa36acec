// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERF_BEACON_IDLE_MS } from '../../../shared/constants';
import { startPerfBeacon } from './perf-beacon';
import { VISITED_KEY } from './rules';

/** What the page itself sent with sendBeacon: the URL and the parsed body. */
let sentFromPage: { url: string; body: unknown }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  localStorage.clear();
  sentFromPage = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => sentFromPage.push({ url, body: JSON.parse(body) as unknown }) > 0,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

function start(sendViaWorker: (merchant: string, value: string) => Promise<boolean>) {
  const viaWorker: string[] = [];
  startPerfBeacon({
    merchant: () => Promise.resolve('DEMO'),
    sendViaWorker: (merchant, value) => {
      viaWorker.push(`${merchant} ${value}`);
      return sendViaWorker(merchant, value);
    },
    apiBase: 'https://api.example/',
  });
  return viaWorker;
}

const leave = () => dispatchEvent(new Event('pagehide'));

describe('the performance beacon on the page (F35, Q91)', () => {
  it('is sent by the page with sendBeacon when the page goes away before the idle deadline', async () => {
    const viaWorker = start(() => Promise.resolve(true));
    await vi.advanceTimersByTimeAsync(PERF_BEACON_IDLE_MS - 1);
    leave();
    expect(viaWorker).toEqual([]);
    expect(sentFromPage).toEqual([
      { url: 'https://api.example/wps/system/collect', body: { merchant: 'DEMO', value: 'perf;fcp=;lcp=;fs=;visit=first' } },
    ]);
    expect(localStorage.getItem(VISITED_KEY)).toBe('1');
  });

  it('goes through the worker after the idle deadline, and the page sends nothing more once it was delivered', async () => {
    const viaWorker = start(() => Promise.resolve(true));
    await vi.advanceTimersByTimeAsync(PERF_BEACON_IDLE_MS);
    expect(viaWorker).toEqual(['DEMO perf;fcp=;lcp=;fs=;visit=first']);
    leave();
    expect(sentFromPage).toEqual([]);
  });

  it('is sent by the page at pagehide when the worker had not delivered it yet', async () => {
    localStorage.setItem(VISITED_KEY, '1');
    const viaWorker = start(() => new Promise<boolean>(() => undefined));
    await vi.advanceTimersByTimeAsync(PERF_BEACON_IDLE_MS);
    expect(viaWorker).toHaveLength(1);
    leave();
    expect(sentFromPage.map((sent) => sent.body)).toEqual([{ merchant: 'DEMO', value: 'perf;fcp=;lcp=;fs=;visit=return' }]);
  });
});
