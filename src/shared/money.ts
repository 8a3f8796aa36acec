/** Amounts as members read them: two decimals in the locale's digits, the merchant's currency symbol before or after the number (country info). */
import type { CountryInfo } from './contract';
import { numberFormat } from './intl-formats';

export type CurrencyStyle = Pick<CountryInfo, 'currencySymbol' | 'currencyPosition'>;

export function formatAmount(amount: number, currency: CurrencyStyle | undefined, locale?: string): string {
  let number: string;
  try {
    number = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  } catch {
    number = amount.toFixed(2);
  }
  if (!currency?.currencySymbol) return number;
  return currency.currencyPosition === 'after' ? `${number} ${currency.currencySymbol}` : `${currency.currencySymbol}${number}`;
}
