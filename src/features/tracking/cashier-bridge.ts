/**
 * The tracking API for the deposit and withdraw events (ACCEPTANCE F17, F18, F23, F28, Q89): no deposit screen is in
 * scope, so an embedded cashier of the site's own origin posts {type:'wps:track', eventName, value} to the page.
 * Only the money events are taken; firstDeposit keeps its once-per-customer rule.
 */
import type { TrackingEventName } from '../../shared/constants';
import { recordFirstDeposit, track } from './record';
import type { TrackInput } from './rules/event-value';

export const CASHIER_MESSAGE_TYPE = 'wps:track';
export const CASHIER_EVENTS: readonly TrackingEventName[] = ['depositSubmit', 'deposit', 'firstDeposit', 'redeposit', 'withdraw'];

export interface CashierMessage {
  eventName: TrackingEventName;
  input: TrackInput;
}

/** The message as a tracking call, or null when it is not one the cashier may send. */
export function parseCashierMessage(data: unknown): CashierMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.type !== CASHIER_MESSAGE_TYPE || typeof record.eventName !== 'string') return null;
  const eventName = record.eventName as TrackingEventName;
  if (!CASHIER_EVENTS.includes(eventName)) return null;
  const value = typeof record.value === 'object' && record.value !== null ? (record.value as Record<string, unknown>) : {};
  const input: TrackInput = {};
  if (typeof value.amount === 'number' || typeof value.amount === 'string') input.amount = value.amount;
  if (typeof value.currency === 'string') input.currency = value.currency;
  if (typeof value.customerId === 'string' || typeof value.customerId === 'number') input.customerId = value.customerId;
  if (typeof value.customerName === 'string') input.customerName = value.customerName;
  return { eventName, input };
}

export function dispatchCashierMessage(message: CashierMessage, customerId: string | undefined): Promise<unknown> {
  if (message.eventName !== 'firstDeposit') return track(message.eventName, message.input);
  const customer = message.input.customerId ?? customerId;
  // Without a customer there is no "once per customer" to keep.
  return customer === undefined ? Promise.resolve(false) : recordFirstDeposit({ ...message.input, customerId: customer });
}

export function listenToCashier(customerId: () => string | undefined): void {
  addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== location.origin) return;
    const message = parseCashierMessage(event.data);
    if (message)
      void dispatchCashierMessage(message, customerId()).catch((error: unknown) =>
        console.error('Could not record a tracking event', error),
      );
  });
}
