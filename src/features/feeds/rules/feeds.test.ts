/** Home's matches (D8) and winners ticker (D10): ordering, odds labels and amounts. */
import { describe, expect, it } from 'vitest';
import type { GameMatch, GameOrder } from '../../../shared/contract';
import { MATCH_IN_PLAY_MS, formatWin, oddsLabels, upcomingMatches, winnerRows } from './feeds';

const NOW = 1_800_000_000_000;
const match = (matchId: string, startTime: number): GameMatch => ({
  matchId,
  league: 'Asian Premier',
  home: 'Manila Eagles',
  away: 'Cebu Sharks',
  startTime,
  odds: [1.5, 3.25, 2.1],
});

describe('matches', () => {
  it('lists matches not over yet, soonest first, at most the limit', () => {
    const rows = upcomingMatches(
      [
        match('later', NOW + 3_600_000),
        match('old', NOW - MATCH_IN_PLAY_MS - 1),
        match('live', NOW - 60_000),
        match('soon', NOW + 1),
      ],
      NOW,
      2,
    );
    expect(rows.map((row) => row.matchId)).toEqual(['live', 'soon']);
    expect(upcomingMatches(undefined, NOW)).toEqual([]);
  });

  it('labels three odds 1 X 2 with two decimals', () => {
    expect(oddsLabels([1.5, 3.25, 2.1])).toEqual([
      { label: '1', value: '1.50' },
      { label: 'X', value: '3.25' },
      { label: '2', value: '2.10' },
    ]);
    expect(oddsLabels([1.9, 1.9]).map((odd) => odd.label)).toEqual(['1', '2']);
  });
});

describe('winners', () => {
  const order = (maskedUser: string, time: number, amount = 10): GameOrder => ({
    maskedUser,
    game: 'Mahjong Ways',
    amount,
    currency: 'PHP',
    time,
  });

  it('are newest first, without malformed rows', () => {
    const rows = winnerRows([order('a***1', 1), order('b***2', 3), order('', 2), order('c***3', 2, Number.NaN)], 5);
    expect(rows.map((row) => row.maskedUser)).toEqual(['b***2', 'a***1']);
  });

  it('show the merchant currency symbol before or after, else the currency code', () => {
    const php = { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' as const };
    const vnd = { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' as const };
    expect(formatWin({ amount: 1234.5, currency: 'PHP' }, php, 'en')).toBe('₱1,234.50');
    expect(formatWin({ amount: 1234.5, currency: 'VND' }, vnd, 'en')).toBe('1,234.50 ₫');
    expect(formatWin({ amount: 5, currency: 'USD' }, php, 'en')).toBe('$5.00');
    expect(formatWin({ amount: 5, currency: '' }, undefined, 'en')).toBe('5.00');
  });
});
