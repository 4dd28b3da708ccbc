import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { formatPercent } from './format-percent';
import { formatDayMonth } from './format-date';

describe('formatMoney', () => {
  it('writes Italian amounts with dot grouping, comma decimals and the symbol after', () => {
    expect(formatMoney(1234.56, '€', 'it-IT')).toBe('1.234,56 €');
  });
  it('writes British amounts with the symbol first', () => {
    expect(formatMoney(1234.56, '€', 'en-GB')).toBe('€1,234.56');
    expect(formatMoney(-3, '£', 'en-GB')).toBe('-£3.00');
  });
});

describe('formatPercent', () => {
  it('signs and rounds to one decimal', () => {
    expect(formatPercent(4.25, 'en-GB')).toBe('+4.3%');
    expect(formatPercent(-2, 'it-IT')).toBe('-2,0%');
    expect(formatPercent(0, 'en-GB')).toBe('0.0%');
  });
});

describe('formatDayMonth', () => {
  it('pads day and month', () => {
    expect(formatDayMonth(new Date(2026, 0, 5))).toBe('05/01');
  });
});
