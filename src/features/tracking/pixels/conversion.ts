/**
 * Which pixel event each tracking event becomes (ACCEPTANCE F15, F19, Q87): register → a registration, deposit and
 * firstDeposit → a purchase with content_ids ['99'], value and currency, login → a Login custom event, anything
 * else → a custom event with the tracking event's name.
 */
import { DEPOSIT_CONTENT_ID, type TrackingEventName } from '../../../shared/constants';

export type Conversion =
  | { kind: 'registration' }
  | { kind: 'purchase'; value: number; currency: string; contentIds: string[] }
  | { kind: 'login' }
  | { kind: 'custom'; name: TrackingEventName };

export function conversionFor(eventName: TrackingEventName, eventValue: Record<string, unknown>): Conversion {
  switch (eventName) {
    case 'register':
      return { kind: 'registration' };
    case 'deposit':
    case 'firstDeposit':
      return {
        kind: 'purchase',
        value: typeof eventValue.value === 'number' ? eventValue.value : 0,
        currency: typeof eventValue.currency === 'string' ? eventValue.currency : '',
        contentIds: [String(DEPOSIT_CONTENT_ID)],
      };
    case 'login':
      return { kind: 'login' };
    default:
      return { kind: 'custom', name: eventName };
  }
}

/** The purchase parameters every vendor receives. */
export function purchaseParams(conversion: Extract<Conversion, { kind: 'purchase' }>): Record<string, unknown> {
  return { value: conversion.value, currency: conversion.currency, content_ids: conversion.contentIds, content_type: 'product' };
}
