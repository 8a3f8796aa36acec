// @vitest-environment jsdom
/** Once-rules and the wire event (spec §4 Tracking; ACCEPTANCE F16, F20–F23, F28, Q89), against fake IndexedDB. */
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../data/db';
import {
  recordA2hsFirstOpen,
  recordFirstDeposit,
  recordFirstDepositArrival,
  recordFirstOpen,
  recordViewContent,
  track,
} from './record-on-demand';
import { dispatchCashierMessage, parseCashierMessage } from './cashier-bridge';
import { setTrackingRuntime, type TrackingRuntime } from './record';
import { enqueue, enqueueOnce } from '../../data/outbox';

/** What the API worker's recordEvent does with the page's event (workers/api/services.ts). */
const store: TrackingRuntime['store'] = async (event, onceKey) => {
  if (onceKey) return enqueueOnce(getDb(), onceKey, event);
  await enqueue(getDb(), event);
  return true;
};

async function names(): Promise<string[]> {
  return (await getDb().outbox.toArray()).map((row) => row.event.eventName).sort();
}

beforeEach(async () => {
  setTrackingRuntime({ channels: () => [], store, recorded: () => undefined });
  const db = getDb();
  await Promise.all([db.outbox.clear(), db.outboxMeta.clear(), db.preferences.clear()]);
  localStorage.clear();
  sessionStorage.clear();
});

describe('once-rules', () => {
  it('F20 firstOpen once per device, even from two tabs at once', async () => {
    const results = await Promise.all([recordFirstOpen(), recordFirstOpen()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await recordFirstOpen()).toBe(false);
    expect(await names()).toEqual(['firstOpen']);
  });

  it('F21 a2hsFirstOpen once, only for a home-screen launch', async () => {
    expect(await recordA2hsFirstOpen(false)).toBe(false);
    expect(await recordA2hsFirstOpen(true)).toBe(true);
    expect(await recordA2hsFirstOpen(true)).toBe(false);
    expect(await names()).toEqual(['a2hsFirstOpen']);
  });

  it('F22 viewContent once per browser session', async () => {
    expect(await recordViewContent()).toBe(true);
    expect(await recordViewContent()).toBe(false);
    sessionStorage.clear(); // a new tab
    expect(await recordViewContent()).toBe(true);
    expect(await names()).toEqual(['viewContent', 'viewContent']);
  });

  it('F23 firstDeposit once per customer', async () => {
    expect(await recordFirstDeposit({ customerId: 'DEMO-member1', amount: 10, currency: 'PHP' })).toBe(true);
    expect(await recordFirstDeposit({ customerId: 'DEMO-member1', amount: 20, currency: 'PHP' })).toBe(false);
    expect(await recordFirstDeposit({ customerId: 'DEMO-vip1' })).toBe(true);
    const rows = await getDb().outbox.toArray();
    expect(rows.map((row) => row.event.eventValue.customerId).sort()).toEqual(['DEMO-member1', 'DEMO-vip1']);
  });

  it('Q89 firstDepositArrival once per customer, when the count is 1 or more', async () => {
    expect(await recordFirstDepositArrival({ id: 'c1' }, 0)).toBe(false);
    expect(await recordFirstDepositArrival({ id: 'c1' }, 1)).toBe(true);
    expect(await recordFirstDepositArrival({ id: 'c1' }, 2)).toBe(false);
    expect(await names()).toEqual(['firstDepositArrival']);
  });
});

describe('the recorded event', () => {
  it('F16 is {domain, affiliateCode, eventName, eventValue} with the context and an eventId', async () => {
    localStorage.setItem('reg_info', JSON.stringify({ affiliateCode: 'a1', originalDomain: 'a1.demo.test' }));
    localStorage.setItem('s2s_info', JSON.stringify({ idfa: 'H' }));
    localStorage.setItem('tid', 'T1');
    sessionStorage.setItem('tracking.entry', JSON.stringify({ from: 'tg', clickIds: { fbclid: 'F' } }));
    document.cookie = '_fbc=fb.1.1.F';
    document.cookie = '_fbp=fb.1.1.99';
    const recorded: string[] = [];
    setTrackingRuntime({ channels: () => ['facebook'], store, recorded: (name) => void recorded.push(name) });
    await track('deposit', { amount: 100, currency: 'USDT' });
    const [row] = await getDb().outbox.toArray();
    expect(Object.keys(row?.event ?? {}).sort()).toEqual(['affiliateCode', 'domain', 'eventName', 'eventValue']);
    expect(row?.event).toMatchObject({ domain: 'a1.demo.test', affiliateCode: 'a1', eventName: 'deposit' });
    expect(row?.event.eventValue).toMatchObject({
      amount: 100,
      currency: 'USD',
      af_currency: 'USD',
      content_id: 99,
      channels: ['facebook', 'tg'],
      tid: 'T1',
      fbclid: 'F',
      pwaType: 'H5',
      fbc: 'fb.1.1.F',
      fbp: 'fb.1.1.99',
      idfa: 'H',
    });
    expect(row?.event.eventValue.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(recorded).toEqual(['deposit']);
  });

  it('F29 refuses names outside the 16', async () => {
    await expect(track('purchase' as never)).rejects.toThrow(TypeError);
  });
});

describe('the cashier bridge (Q89)', () => {
  it('F28 takes only the money events, with their amount and currency', () => {
    expect(parseCashierMessage({ type: 'wps:track', eventName: 'deposit', value: { amount: 1, currency: 'TLB' } })).toEqual({
      eventName: 'deposit',
      input: { amount: 1, currency: 'TLB' },
    });
    expect(parseCashierMessage({ type: 'wps:track', eventName: 'firstOpen' })).toBeNull();
    expect(parseCashierMessage({ type: 'other', eventName: 'deposit' })).toBeNull();
    expect(parseCashierMessage('deposit')).toBeNull();
  });

  it('F23 keeps firstDeposit once per signed-in customer', async () => {
    const message = { eventName: 'firstDeposit' as const, input: { amount: 5 } };
    await dispatchCashierMessage(message, 'DEMO-member1');
    await dispatchCashierMessage(message, 'DEMO-member1');
    await dispatchCashierMessage(message, undefined);
    await dispatchCashierMessage({ eventName: 'withdraw', input: { amount: 3 } }, 'DEMO-member1');
    expect(await names()).toEqual(['firstDeposit', 'withdraw']);
  });
});
