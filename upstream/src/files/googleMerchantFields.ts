import { type RawCatalogFields } from './catalogUploadRow';

/**
 * How a Google Merchant Center RSS 2.0 `<item>` becomes catalog fields (also in README.md):
 *
 * | feed element                      | catalog field |
 * |-----------------------------------|---------------|
 * | g:id                              | external_id   |
 * | g:gtin                            | ean           |
 * | title (or g:title)                | name          |
 * | g:brand                           | brand         |
 * | g:product_type, first "A > B" part| category      |
 * | g:color                           | color         |
 * | g:price ("123.45 EUR")            | price         |
 * | link (or g:link)                  | url           |
 * | g:condition "new"                 | grade N       |
 * | g:custom_label_0 (A/B/C/N/R)      | grade, for refurbished and used items |
 *
 * Google has no element for the rest (model, storage, ram, battery_type, base_price, cost, stock,
 * min_price, max_price): they are read from `g:<column>` or a plain `<column>` element with the
 * CSV column name, so a feed can carry them as extra elements.
 */
export function googleMerchantFields(item: Record<string, string>): RawCatalogFields {
  const pick = (...names: string[]): string | undefined => {
    for (const name of names) {
      const value = item[name];
      if (value !== undefined && value.trim() !== '') return value;
    }
    return undefined;
  };
  const extra = (column: string) => pick(`g:${column}`, column);
  const condition = pick('g:condition')?.trim().toLowerCase();
  const productType = pick('g:product_type');
  return {
    external_id: pick('g:id', 'id'),
    ean: pick('g:gtin', 'ean'),
    name: pick('title', 'g:title', 'name'),
    brand: pick('g:brand', 'brand'),
    category: productType?.split('>')[0]?.trim() ?? extra('category'),
    color: pick('g:color', 'color'),
    price: pick('g:price', 'price'),
    url: pick('link', 'g:link'),
    grade: extra('grade') ?? (condition === 'new' ? 'N' : pick('g:custom_label_0')),
    model: extra('model'),
    storage: extra('storage'),
    ram: extra('ram'),
    battery_type: extra('battery_type'),
    base_price: extra('base_price'),
    cost: extra('cost'),
    stock: extra('stock'),
    min_price: extra('min_price'),
    max_price: extra('max_price'),
  };
}
