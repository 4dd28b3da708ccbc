import { numberFormat } from './intl-formats';

/** A count as the reader writes numbers: 1,234 (en-GB), 1.234 (it-IT). */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
