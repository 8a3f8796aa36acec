import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it('two decimals with grouping, the symbol before or after as the country says', () => {
    expect(formatAmount(12345.5, { currencySymbol: '₱', currencyPosition: 'before' }, 'en')).toBe('₱12,345.50');
    expect(formatAmount(12345.5, { currencySymbol: '₫', currencyPosition: 'after' }, 'vi')).toBe('12.345,50 ₫');
    expect(formatAmount(7, undefined, 'en')).toBe('7.00');
  });

  it('an unknown locale falls back instead of throwing', () => {
    expect(formatAmount(1.5, { currencySymbol: '$', currencyPosition: 'before' }, 'not a locale!')).toBe('$1.50');
  });
});
