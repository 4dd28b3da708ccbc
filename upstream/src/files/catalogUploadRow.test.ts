import { describe, expect, it } from 'vitest';
import { validateCatalogUploadRow } from './catalogUploadRow';

describe('validateCatalogUploadRow', () => {
  it('types a full row', () => {
    expect(
      validateCatalogUploadRow({
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
        base_price: '519.9',
        cost: '350',
        stock: '12',
        min_price: '400',
        max_price: '650 EUR',
      }),
    ).toEqual({
      row: {
        externalId: 'SKU-1',
        ean: '0194252707159',
        name: 'Apple iPhone 13',
        brand: 'Apple',
        model: 'iPhone 13',
        category: 'Smartphone',
        storage: '128GB',
        ram: null,
        grade: 'A',
        color: 'Blue',
        batteryType: 'new',
        price: 499.9,
        basePrice: 519.9,
        cost: 350,
        stock: 12,
        minPrice: 400,
        maxPrice: 650,
        url: null,
      },
    });
  });

  it('needs external_id and name, nothing else', () => {
    expect(validateCatalogUploadRow({ external_id: 'X', name: 'Y' })).toMatchObject({
      row: { externalId: 'X', name: 'Y', price: null, grade: null },
    });
    expect(validateCatalogUploadRow({ name: 'Y' })).toEqual({ error: 'external_id is required.' });
    expect(validateCatalogUploadRow({ external_id: 'X', name: '  ' })).toEqual({
      error: 'name is required.',
    });
  });

  it('lists every problem of a row in one message', () => {
    const result = validateCatalogUploadRow({
      external_id: 'X',
      name: 'Y',
      ean: '4.00638E+12',
      grade: 'Z',
      battery_type: 'used',
      price: '12abc',
      cost: '-5',
      stock: '1.5',
      min_price: '500',
      max_price: '400',
    });
    expect(result).toEqual({
      error:
        'ean "4.00638E+12" must be 8 to 14 digits; grade "Z" must be one of A, B, C, N, R; ' +
        'battery_type "used" must be std or new; stock "1.5" must be a whole number of 0 or more; ' +
        'min_price 500 is above max_price 400; price "12abc" is not a number; cost "-5" is not a number.',
    });
  });

  it('refuses thousands separators and amounts out of range', () => {
    expect(validateCatalogUploadRow({ external_id: 'X', name: 'Y', price: '1.234,50' })).toEqual({
      error: 'price "1.234,50" is not a number.',
    });
    expect(validateCatalogUploadRow({ external_id: 'X', name: 'Y', price: '2000000' })).toEqual({
      error: 'price 2000000 must be between 0 and 1000000.',
    });
  });
});
