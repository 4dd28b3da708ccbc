import { numberFormat } from './intl-formats';

// One decimal and an explicit sign (higher is positive).
export function formatPercent(value: number, locale: string): string {
  return (
    numberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(value) + '%'
  );
}
