/**
 * The page records tracking events into the outbox through the runtime (the API worker stores each one before anything
 * is sent), then the runtime pokes the worker to flush and tells the ad pixels. Once-rules (spec §4 Tracking;
 * ACCEPTANCE F20–F23, Q89): firstOpen and a2hsFirstOpen once per device (a stored flag written in the same transaction
 * as the event, so two tabs cannot both record it), viewContent once per browser session (a tab, across reloads),
 * firstDeposit and firstDepositArrival once per customer.
 */
import { TRACKING_EVENT_NAMES, type TrackingEventName } from '../../shared/constants';
import { buildEventValue, type TrackInput, type TrackingContext } from './rules/event-value';
import { currentTrackingContext, whenTrackingRuntime } from './runtime';

export { currentTrackingContext, setTrackingRuntime, type TrackingRuntime } from './runtime';

export const FIRST_OPEN_KEY = 'tracking.firstOpen';
export const A2HS_FIRST_OPEN_KEY = 'tracking.a2hsFirstOpen';
export const VIEW_CONTENT_SESSION_KEY = 'tracking.viewContent';
export const firstDepositKey = (customerId: string) => `tracking.firstDeposit.${customerId}`;
export const firstDepositArrivalKey = (customerId: string) => `tracking.firstDepositArrival.${customerId}`;

const EVENT_NAMES: readonly string[] = TRACKING_EVENT_NAMES;

function wireEvent(eventName: TrackingEventName, input: TrackInput, context: TrackingContext = currentTrackingContext()) {
  if (!EVENT_NAMES.includes(eventName)) throw new TypeError(`Unknown tracking event name: ${String(eventName)}`);
  return {
    domain: context.domain,
    affiliateCode: context.affiliateCode,
    eventName,
    eventValue: buildEventValue(eventName, input, context) as { [key: string]: unknown },
  };
}

/** Records one event; resolves once it is in the outbox. */
export async function track(eventName: TrackingEventName, input: TrackInput = {}): Promise<void> {
  const event = wireEvent(eventName, input);
  const runtime = await whenTrackingRuntime();
  await runtime.store(event);
  runtime.recorded(eventName, event.eventValue);
}

/** Records the event unless the flag is set, setting it in the same transaction. True when recorded. */
export async function trackOnce(flagKey: string, eventName: TrackingEventName, input: TrackInput = {}): Promise<boolean> {
  const event = wireEvent(eventName, input);
  const runtime = await whenTrackingRuntime();
  const recorded = await runtime.store(event, flagKey);
  if (recorded) runtime.recorded(eventName, event.eventValue);
  return recorded;
}

export function recordFirstOpen(): Promise<boolean> {
  return trackOnce(FIRST_OPEN_KEY, 'firstOpen');
}

/** a2hsFirstOpen: the first launch from the home screen, once per device; never in a browser tab. */
export function recordA2hsFirstOpen(homeScreenLaunch: boolean): Promise<boolean> {
  return homeScreenLaunch ? trackOnce(A2HS_FIRST_OPEN_KEY, 'a2hsFirstOpen') : Promise.resolve(false);
}

/** viewContent: once per browser session (sessionStorage is per tab and survives reloads). */
export async function recordViewContent(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage,
): Promise<boolean> {
  if (storage.getItem(VIEW_CONTENT_SESSION_KEY)) return false;
  storage.setItem(VIEW_CONTENT_SESSION_KEY, '1');
  try {
    await track('viewContent');
    return true;
  } catch (error) {
    storage.removeItem(VIEW_CONTENT_SESSION_KEY);
    throw error;
  }
}

/** firstDeposit: once per customer (the customer of the input, else the signed-in member). */
export function recordFirstDeposit(input: TrackInput & { customerId: string | number }): Promise<boolean> {
  return trackOnce(firstDepositKey(String(input.customerId)), 'firstDeposit', input);
}

/** firstDepositArrival (Q89): once per customer, when totalDepositSuccessCount first becomes 1 or more. */
export function recordFirstDepositArrival(
  customer: { id: string; name?: string },
  totalDepositSuccessCount: number,
): Promise<boolean> {
  if (!(totalDepositSuccessCount >= 1)) return Promise.resolve(false);
  return trackOnce(firstDepositArrivalKey(customer.id), 'firstDepositArrival', {
    customerId: customer.id,
    customerName: customer.name,
  });
}
