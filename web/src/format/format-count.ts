import { numberFormat } from './intl-formats';

/** A count as the reader writes numbers: 12,345 (en-GB), 12.345 (it-IT; 1234 unseparated there). */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
