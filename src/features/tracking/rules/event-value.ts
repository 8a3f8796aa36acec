/**
 * The tracking event payload (spec §3 Tracking event payload, §9; ACCEPTANCE F16–F19, Q84, Q88): customerId,
 * customerName, revenue, amount, value, currency, af_revenue and af_currency; currency TLB becomes PHP, any other is
 * cut to its first three letters; deposit events carry content id 99. Every event also carries its context: channels,
 * tid, the click ids, pwaType, fbc, fbp and the s2s fields.
 */
import type { TrackingEventName } from '../../../shared/constants';
import { DEPOSIT_CONTENT_ID } from '../../../shared/constants';
import type { S2sInfo } from './attribution';
import type { ClickIdParam } from './entry-params';

/** What a caller says about an event (a cashier's deposit, a registration's customer). */
export interface TrackInput {
  customerId?: string | number;
  customerName?: string;
  amount?: number | string;
  currency?: string;
  /** Anything else the caller wants in eventValue (a game's vendor and code, ...). */
  extra?: Record<string, unknown>;
}

export interface TrackingContext {
  domain: string;
  affiliateCode: string;
  tid: string;
  pwaType: 'H5' | 'PWA';
  /** Active pixel channels plus the traffic source (Q88). */
  channels: string[];
  clickIds: Partial<Record<ClickIdParam, string>>;
  fbc: string;
  fbp: string;
  s2s?: S2sInfo;
  /** The signed-in member, used when the caller names no customer. */
  customer?: { id: string; name: string };
}

/** The events that are a deposit and so carry content id 99 (F19). */
export const DEPOSIT_EVENTS: ReadonlySet<TrackingEventName> = new Set<TrackingEventName>([
  'depositSubmit',
  'deposit',
  'firstDeposit',
  'redeposit',
  'firstDepositArrival',
]);

/** F18: TLB → PHP, otherwise the first three letters (upper case). */
export function trackingCurrency(currency: string): string {
  const code = currency.trim().toUpperCase();
  return code === 'TLB' ? 'PHP' : code.slice(0, 3);
}

function amountOf(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : undefined;
}

/** The money and customer part of eventValue (F17–F19). */
export function eventPayload(
  eventName: TrackingEventName,
  input: TrackInput,
  customer?: TrackingContext['customer'],
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const customerId = input.customerId ?? customer?.id;
  const customerName = input.customerName ?? customer?.name;
  if (customerId !== undefined && customerId !== '') payload.customerId = String(customerId);
  if (customerName) payload.customerName = customerName;
  const amount = amountOf(input.amount);
  if (amount !== undefined) {
    payload.revenue = amount;
    payload.amount = amount;
    payload.value = amount;
    payload.af_revenue = amount;
  }
  if (input.currency) {
    payload.currency = trackingCurrency(input.currency);
    payload.af_currency = payload.currency;
  }
  if (DEPOSIT_EVENTS.has(eventName)) payload.content_id = DEPOSIT_CONTENT_ID;
  return payload;
}

/** The whole eventValue but its eventId (the outbox adds that). The caller's extra keys never hide a context key. */
export function buildEventValue(
  eventName: TrackingEventName,
  input: TrackInput,
  context: TrackingContext,
): Record<string, unknown> {
  return {
    ...input.extra,
    ...eventPayload(eventName, input, context.customer),
    channels: [...context.channels],
    tid: context.tid,
    ...context.clickIds,
    pwaType: context.pwaType,
    fbc: context.fbc,
    fbp: context.fbp,
    ...context.s2s,
  };
}

/** The channels of Q88: the active pixel channels, then the traffic source. */
export function trackingChannels(pixelChannels: readonly string[], from: string | undefined): string[] {
  return from ? [...pixelChannels, from] : [...pixelChannels];
}
