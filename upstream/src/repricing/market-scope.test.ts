import { describe, expect, it } from 'vitest';
import { marketScope, nextGenerationProductKeys, scopedOfferPrices } from './market-scope';
import { setOffers, smallDatabase, storeOf } from '../testing/repricing-test-market';

describe('marketScope', () => {
  const database = smallDatabase();

  it("keeps the offers of the store's countries, converted to the catalog currency", () => {
    const store = storeOf(database, 1);
    const item = store.items[0];
    if (!item) throw new Error('empty store');
    setOffers(database, item, [
      { price: 100, country: 'it' },
      { price: 85, country: 'uk' },
      { price: 200, country: 'de', kind: 'buyback' },
    ]);
    expect(scopedOfferPrices(database, item.productKey, marketScope(store, 'resell'))).toEqual([
      100,
    ]);
    const everywhere = { ...store, extra: null };
    expect(scopedOfferPrices(database, item.productKey, marketScope(everywhere, 'resell'))).toEqual(
      [100, 100],
    );
    expect(scopedOfferPrices(database, item.productKey, marketScope(store, 'buyback'))).toEqual([
      200,
    ]);
  });

  it('finds the next generation with the same storage, grade and battery', () => {
    const products = [...database.market.products.values()];
    const withNext = products.find(
      (product) => nextGenerationProductKeys(database, product.key).length > 0,
    );
    if (!withNext) throw new Error('the demo market has no two generations of one family');
    for (const key of nextGenerationProductKeys(database, withNext.key)) {
      expect(database.market.products.get(key)).toMatchObject({
        family: withNext.family,
        generation: withNext.generation + 1,
        storage: withNext.storage,
        grade: withNext.grade,
        batteryType: withNext.batteryType,
        categoryId: withNext.categoryId,
      });
    }
    const newest = Math.max(
      ...products.filter((p) => p.family === withNext.family).map((p) => p.generation),
    );
    const latest = products.find((p) => p.family === withNext.family && p.generation === newest);
    expect(latest && nextGenerationProductKeys(database, latest.key)).toEqual([]);
  });
});
