/**
 * The recorder as the feature's entry offers it: each call loads ./record (the outbox, Dexie writes, event values)
 * on first use, so a screen that can record an event does not carry the recorder on its first paint.
 */
import type * as RecordModule from './record';

type Recorder = typeof RecordModule;

const recorder = (): Promise<Recorder> => import('./record');

export const track: Recorder['track'] = async (...args) => (await recorder()).track(...args);
export const trackOnce: Recorder['trackOnce'] = async (...args) => (await recorder()).trackOnce(...args);
export const recordFirstOpen: Recorder['recordFirstOpen'] = async () => (await recorder()).recordFirstOpen();
export const recordA2hsFirstOpen: Recorder['recordA2hsFirstOpen'] = async (...args) =>
  (await recorder()).recordA2hsFirstOpen(...args);
export const recordViewContent: Recorder['recordViewContent'] = async (...args) => (await recorder()).recordViewContent(...args);
export const recordFirstDeposit: Recorder['recordFirstDeposit'] = async (...args) =>
  (await recorder()).recordFirstDeposit(...args);
export const recordFirstDepositArrival: Recorder['recordFirstDepositArrival'] = async (...args) =>
  (await recorder()).recordFirstDepositArrival(...args);
