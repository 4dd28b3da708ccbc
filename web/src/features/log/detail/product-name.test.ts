import { describe, expect, it } from 'vitest';
import { nameWithBrand } from './product-name';

describe('nameWithBrand', () => {
  it('does not repeat a brand the name starts with', () => {
    expect(nameWithBrand('Apple iPhone 13 mini', 'Apple')).toBe('Apple iPhone 13 mini');
    expect(nameWithBrand('apple iPhone 13 mini', 'Apple')).toBe('apple iPhone 13 mini');
  });
  it('puts the brand in front of a name without it', () => {
    expect(nameWithBrand('iPhone 13', 'Apple')).toBe('Apple iPhone 13');
  });
  it('shows the name alone without a brand', () => {
    expect(nameWithBrand('Galaxy S21', null)).toBe('Galaxy S21');
    expect(nameWithBrand('Galaxy S21', '  ')).toBe('Galaxy S21');
  });
});
