import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../data/reference';
import { type Locale } from '../i18n';
import { DecimalEvidence } from './amounts';
import {
  AMOUNT_FIELDS,
  CSV_COLUMN_NAMES,
  type FieldTexts,
  MappedRow,
  type RawField,
} from './catalog-upload-row';
import { RowValidator } from './row-validator';

function validate(values: FieldTexts, options: { locale?: Locale; evidence?: string[] } = {}) {
  // As for a file: the row's own amounts and those of the other rows (`evidence`) count.
  const evidence = new DecimalEvidence();
  for (const cell of options.evidence ?? []) evidence.see(cell);
  for (const field of AMOUNT_FIELDS) evidence.see(values[field]);
  const validator = new RowValidator({
    locale: options.locale ?? 'en-GB',
    currency: 'EUR',
    currencySymbol: '€',
    categories: CATEGORIES,
    evidence,
    exampleMark: evidence.decimalMark ?? ',',
    columns: CSV_COLUMN_NAMES,
  });
  const columns = Object.fromEntries(Object.keys(values).map((key) => [key, key]));
  const category: RawField[] = values.category
    ? [{ column: 'category', value: values.category }]
    : [];
  return validator.validate(new MappedRow(values, columns, category));
}

describe('RowValidator', () => {
  it('types a full row', () => {
    expect(
      validate({
        external_id: ' SKU-1 ',
        ean: '0194252707159',
        name: 'Apple iPhone 13',
        brand: 'Apple',
        model: 'iPhone 13',
        category: 'Smartphone',
        storage: '128GB',
        ram: '',
        grade: 'a',
        color: 'Blue',
        battery_type: 'NEW',
        price: '499,90',
        base_price: '1.519,9',
        cost: '€ 350',
        stock: '1.200',
        min_price: '400',
        max_price: '1.650,00 EUR',
      }),
    ).toMatchObject({
      row: {
        externalId: 'SKU-1',
        ean: '0194252707159',
        name: 'Apple iPhone 13',
        brand: 'Apple',
        model: 'iPhone 13',
        category: 'smartphone',
        storage: '128GB',
        ram: null,
        grade: 'A',
        color: 'Blue',
        batteryType: 'new',
        price: 499.9,
        basePrice: 1519.9,
        cost: 350,
        stock: 1200,
        minPrice: 400,
        maxPrice: 1650,
        url: null,
      },
    });
  });

  it('needs external_id and name, nothing else', () => {
    expect(validate({ external_id: 'X', name: 'Y' })).toMatchObject({
      row: { externalId: 'X', name: 'Y', price: null, grade: null, category: null },
    });
    expect(validate({ name: 'Y' })).toEqual({
      problems: [
        {
          column: 'external_id',
          value: null,
          message: 'external_id is empty: every row needs one.',
        },
      ],
    });
    expect(validate({ external_id: 'X', name: '  ' })).toEqual({
      problems: [{ column: 'name', value: '', message: 'name is empty: every row needs one.' }],
    });
  });

  it('reports every problem of a row with its column, its value and what would be accepted', () => {
    const result = validate({
      external_id: 'X',
      name: 'Y',
      grade: 'Z',
      battery_type: 'old',
      ean: '12ab',
      stock: '1,5',
      price: 'abc',
      cost: '-3',
      min_price: '500',
      max_price: '400',
      category: 'Toaster',
    });
    expect('problems' in result && result.problems).toEqual([
      { column: 'ean', value: '12ab', message: 'ean "12ab": an EAN (GTIN) is 8 to 14 digits.' },
      { column: 'grade', value: 'Z', message: 'grade "Z": use one of N, A, B, C, R.' },
      { column: 'battery_type', value: 'old', message: 'battery_type "old": use std or new.' },
      {
        column: 'stock',
        value: '1,5',
        message: 'stock "1,5": write a whole number of 0 or more, for example 12.',
      },
      { column: 'min_price', value: '500', message: 'min_price "500": above max_price 400.00.' },
      {
        column: 'category',
        value: 'Toaster',
        message:
          'category "Toaster": not one of this store\'s categories; use one of smartphone, pc, smartwatch, tablet.',
      },
      {
        column: 'price',
        value: 'abc',
        message: 'price "abc": not an amount; write it like 1234,56.',
      },
      { column: 'cost', value: '-3', message: 'cost "-3": must be 0 or more.' },
    ]);
  });

  it('asks how to read "1.099" when nothing in the file tells, and reads it when something does', () => {
    expect(validate({ external_id: 'X', name: 'Y', price: '1.099' })).toEqual({
      problems: [
        {
          column: 'price',
          value: '1.099',
          message:
            'price "1.099": unclear whether "." separates thousands or decimals, and no other amount in the file shows which; if you mean 1099, write 1099 or 1.099,00.',
        },
      ],
    });
    expect(
      validate({ external_id: 'X', name: 'Y', price: '1.099' }, { evidence: ['12,50'] }),
    ).toMatchObject({
      row: { price: 1099 },
    });
    expect(
      validate({ external_id: 'X', name: 'Y', price: '1.099' }, { evidence: ['0.99'] }),
    ).toMatchObject({
      problems: [{ message: expect.stringContaining('in this file "." separates decimals') }],
    });
  });

  it('refuses another currency, fractions of a cent and amounts over a million', () => {
    const result = validate(
      {
        external_id: 'X',
        name: 'Y',
        price: '249.00 GBP',
        cost: '19,9999',
        base_price: '2.000.000',
      },
      { evidence: ['1,5'] },
    );
    expect('problems' in result && result.problems.map((problem) => problem.message)).toEqual([
      'price "249.00 GBP": the amount is in GBP, but this store\'s prices are in EUR; write it in EUR.',
      'base_price "2.000.000": must be at most 1,000,000.',
      'cost "19,9999": more than 2 decimals; write the amount to the cent, for example 1234,56.',
    ]);
  });

  it('writes its messages in Italian for an Italian uploader', () => {
    const result = validate(
      { external_id: 'X', name: 'Y', grade: 'Z', price: '1.099' },
      { locale: 'it-IT' },
    );
    expect('problems' in result && result.problems.map((problem) => problem.message)).toEqual([
      'grade "Z": usa uno tra N, A, B, C, R.',
      'price "1.099": non è chiaro se "." separa le migliaia o i decimali, e nessun altro importo del file lo indica; se intendi 1099, scrivi 1099 o 1.099,00.',
    ]);
  });

  it('cuts a very long value it quotes back, and refuses text over 255 characters', () => {
    const long = 'x'.repeat(300);
    const result = validate({ external_id: 'X', name: long });
    expect(result).toEqual({
      problems: [
        {
          column: 'name',
          value: `${'x'.repeat(100)}…`,
          message: `name "${'x'.repeat(100)}…": at most 255 characters.`,
        },
      ],
    });
  });
});
