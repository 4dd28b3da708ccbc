import { describe, expect, it } from 'vitest';
import {
  DecimalEvidence,
  isStoreCurrency,
  plainAmount,
  readNumber,
  resolveAmbiguous,
  splitCurrency,
} from './amounts';

describe('readNumber', () => {
  it.each([
    ['1234', 1234, null],
    ['1234.56', 1234.56, '.'],
    ['1234,56', 1234.56, ','],
    ['1.234,56', 1234.56, ','],
    ['1,234.56', 1234.56, '.'],
    ['1.234.567', 1234567, ','],
    ['1,234,567', 1234567, '.'],
    ['1.234.567,8', 1234567.8, ','],
    ['12,5', 12.5, ','],
    ['0.99', 0.99, '.'],
    ['19.990000', 19.99, '.'],
    ['1 234,56', 1234.56, ','],
    ['1\u00a0234.5', 1234.5, '.'],
    ['0,999', 0.999, ','],
    ['1234.567', 1234.567, '.'],
  ])('reads %j as %d, showing the decimal mark %j', (text, value, shows) => {
    const reading = readNumber(text);
    expect(reading).toMatchObject({ kind: 'exact', value, shows });
  });

  it.each([
    ['1.099', '.', 1099],
    ['1,149', ',', 1149],
    ['12.500', '.', 12500],
    ['999,000', ',', 999000],
  ])('calls %j ambiguous: thousands or decimals', (text, separator, asThousands) => {
    expect(readNumber(text)).toEqual({ kind: 'ambiguous', separator, asThousands });
  });

  it.each(['', 'abc', '1.2.3,4,5', '1,23.4', '12,34,56', '1.23.456', '1e5', '12 34', '.5', '5.'])(
    'refuses %j',
    (text) => {
      expect(readNumber(text).kind).toBe('invalid');
    },
  );

  it('tells a negative amount from an unreadable one', () => {
    expect(readNumber('-5')).toEqual({ kind: 'negative' });
    expect(readNumber('\u221212,50')).toEqual({ kind: 'negative' });
    expect(readNumber('-0')).toMatchObject({ kind: 'exact', value: 0 });
  });
});

describe('plainAmount (the fast path)', () => {
  it('reads only what is certain and to the cent, leaving the rest to readNumber', () => {
    expect(plainAmount('499')).toBe(499);
    expect(plainAmount('499,90')).toBe(499.9);
    expect(plainAmount('0.99')).toBe(0.99);
    expect(plainAmount('19.990000')).toBe(19.99);
    expect(plainAmount('1234.5')).toBe(1234.5);
    for (const text of ['1.099', '12,500', '0.995', '1234.567', '€ 5', '1.234,56', '-5', ' 5'])
      expect(plainAmount(text), text).toBeUndefined();
  });
});

describe('splitCurrency', () => {
  it('splits a symbol or code before or after the number', () => {
    expect(splitCurrency('€ 1.234,56')).toEqual({ currency: '€', number: '1.234,56' });
    expect(splitCurrency('1.049,00 EUR')).toEqual({ currency: 'EUR', number: '1.049,00' });
    expect(splitCurrency('£249.00')).toEqual({ currency: '£', number: '249.00' });
    expect(splitCurrency('12.50eur')).toEqual({ currency: 'eur', number: '12.50' });
    expect(splitCurrency(' 499 ')).toEqual({ currency: null, number: '499' });
    expect(splitCurrency('EUR')).toEqual({ currency: null, number: 'EUR' });
  });

  it("accepts the store's code in any case and its symbol", () => {
    expect(isStoreCurrency('eur', 'EUR', '€')).toBe(true);
    expect(isStoreCurrency('€', 'EUR', '€')).toBe(true);
    expect(isStoreCurrency('£', 'EUR', '€')).toBe(false);
    expect(isStoreCurrency('lei', 'RON', 'lei')).toBe(true);
  });
});

describe('the decimal mark of a file', () => {
  const evidenceOf = (...cells: string[]) => {
    const evidence = new DecimalEvidence();
    for (const cell of cells) evidence.see(cell);
    return evidence;
  };
  const ambiguous = (text: string) => {
    const reading = readNumber(text);
    if (reading.kind !== 'ambiguous') throw new Error(`${text} is not ambiguous`);
    return reading;
  };

  it('reads "1.099" as 1099 when another amount shows the decimal comma', () => {
    const evidence = evidenceOf('899', '1.099', '12,50');
    expect(evidence.decimalMark).toBe(',');
    expect(resolveAmbiguous(ambiguous('1.099'), evidence)).toEqual({ kind: 'value', value: 1099 });
  });

  it('reads "1,149" as 1149 when another amount shows the decimal point', () => {
    const evidence = evidenceOf('"1,149"', '0.99', '€ 5');
    expect(resolveAmbiguous(ambiguous('1,149'), evidence)).toEqual({ kind: 'value', value: 1149 });
  });

  it('never reads a thousands separator as decimals: without evidence the value is unclear', () => {
    const evidence = evidenceOf('1.099', '899', '1.249');
    expect(evidence.decimalMark).toBeNull();
    expect(resolveAmbiguous(ambiguous('1.099'), evidence)).toEqual({
      kind: 'unclear',
      mixed: false,
    });
  });

  it('leaves the value unclear when the file shows the same mark as decimal, or both marks', () => {
    expect(resolveAmbiguous(ambiguous('1.099'), evidenceOf('0.99'))).toEqual({
      kind: 'unclear',
      mixed: false,
    });
    expect(resolveAmbiguous(ambiguous('1.099'), evidenceOf('0.99', '12,5'))).toEqual({
      kind: 'unclear',
      mixed: true,
    });
  });

  it('takes a currency written with the amount into account', () => {
    expect(evidenceOf('1.049,00 EUR').decimalMark).toBe(',');
    expect(evidenceOf('€1,234.56').decimalMark).toBe('.');
  });
});
