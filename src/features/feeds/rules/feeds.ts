/** Home's sports matches (ACCEPTANCE D8) and winners ticker (D10, Q51): pure rules over the stored lists. */
import type { CountryInfo, GameMatch, GameOrder } from '../../../shared/contract';
import { dateTimeFormat, numberFormat } from '../../../shared/intl-formats';
import { formatAmount } from '../../../shared/money';

/** A match that started this long ago is still listed (it may be in play). */
export const MATCH_IN_PLAY_MS = 2 * 60 * 60 * 1000;
export const MATCHES_SHOWN = 6;
export const WINNERS_SHOWN = 20;

/** Matches not yet over, soonest first, at most `limit`; malformed rows are dropped. */
export function upcomingMatches(matches: readonly GameMatch[] | undefined, now: number, limit = MATCHES_SHOWN): GameMatch[] {
  return (matches ?? [])
    .filter((match) => match && Number.isFinite(match.startTime) && match.home && match.away)
    .filter((match) => match.startTime >= now - MATCH_IN_PLAY_MS)
    .sort((a, b) => a.startTime - b.startTime)
    .slice(0, limit);
}

/** The 1X2 labels for a match's odds (home, draw, away), two decimals; other lengths are numbered. */
export function oddsLabels(odds: readonly number[] | undefined): { label: string; value: string }[] {
  const list = (odds ?? []).filter((odd) => Number.isFinite(odd));
  const names = list.length === 3 ? ['1', 'X', '2'] : list.map((_, index) => String(index + 1));
  return list.map((odd, index) => ({ label: names[index] ?? String(index + 1), value: odd.toFixed(2) }));
}

/** Recent winners, newest first, at most `limit`; rows without a user or a finite amount are dropped. */
export function winnerRows(orders: readonly GameOrder[] | undefined, limit = WINNERS_SHOWN): GameOrder[] {
  return (orders ?? [])
    .filter((order) => order && typeof order.maskedUser === 'string' && order.maskedUser && Number.isFinite(order.amount))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))
    .slice(0, limit);
}

/**
 * A win's amount: the merchant's currency symbol before or after the number (country info) when the order is in
 * that currency, else the locale's format of the order's currency code, else the bare number.
 */
export function formatWin(
  order: Pick<GameOrder, 'amount' | 'currency'>,
  country: Pick<CountryInfo, 'currency' | 'currencySymbol' | 'currencyPosition'> | undefined,
  locale?: string,
): string {
  if (country?.currencySymbol && (!order.currency || order.currency === country.currency)) {
    return formatAmount(order.amount, country, locale);
  }
  if (order.currency) {
    try {
      return numberFormat(locale, { style: 'currency', currency: order.currency }).format(order.amount);
    } catch {
      return `${formatAmount(order.amount, undefined, locale)} ${order.currency}`;
    }
  }
  return formatAmount(order.amount, undefined, locale);
}

/** A match's kick-off in the member's locale: weekday and time. */
export function formatKickOff(startTime: number, locale?: string): string {
  try {
    return dateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(startTime);
  } catch {
    return new Date(startTime).toISOString().slice(0, 16).replace('T', ' ');
  }
}
