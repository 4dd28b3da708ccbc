import { numberFormat } from './intl-formats';

// Two decimals in the locale's format, with the item's own currency symbol
// placed where the locale puts it (it-IT: 1.234,56 €, en-GB: €1,234.56).
export function formatMoney(amount: number, currencySymbol: string, locale: string): string {
  const digits = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    // Italian leaves four-digit numbers ungrouped by default; the dashboard groups every amount.
    useGrouping: 'always',
  }).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  return locale.startsWith('it')
    ? `${sign}${digits} ${currencySymbol}`
    : `${sign}${currencySymbol}${digits}`;
}
