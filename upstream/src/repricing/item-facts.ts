import type { CatalogItemRecord, ItemFacts } from '../data/types';

const latest = new WeakMap<CatalogItemRecord, ItemFacts>();

/**
 * The item's facts as the repricer reads them now: the same object as last time while none of
 * them changed, so batches share one copy per item instead of one per entry.
 */
export function itemFacts(item: CatalogItemRecord): ItemFacts {
  const previous = latest.get(item);
  if (previous && sameFacts(previous, item)) return previous;
  const facts: ItemFacts = {
    itemId: item.id,
    name: item.name,
    brand: item.brand,
    model: item.model,
    storage: item.storage,
    grade: item.grade,
    externalId: item.externalId,
    categoryId: item.categoryId,
    productKey: item.productKey,
    basePrice: item.basePrice,
    cost: item.cost,
    minPrice: item.minPrice,
    maxPrice: item.maxPrice,
    stockRfs: item.stockRfs,
    daysTillSoldOut: item.daysTillSoldOut,
    promotion: item.promotion,
    accelerated: item.accelerated,
  };
  latest.set(item, facts);
  return facts;
}

function sameFacts(facts: ItemFacts, item: CatalogItemRecord): boolean {
  return (
    facts.name === item.name &&
    facts.brand === item.brand &&
    facts.model === item.model &&
    facts.storage === item.storage &&
    facts.grade === item.grade &&
    facts.externalId === item.externalId &&
    facts.categoryId === item.categoryId &&
    facts.productKey === item.productKey &&
    facts.basePrice === item.basePrice &&
    facts.cost === item.cost &&
    facts.minPrice === item.minPrice &&
    facts.maxPrice === item.maxPrice &&
    facts.stockRfs === item.stockRfs &&
    facts.daysTillSoldOut === item.daysTillSoldOut &&
    facts.promotion === item.promotion &&
    facts.accelerated === item.accelerated
  );
}

/** How a log entry names the product: model, storage and grade ("iPhone 13 128GB A"). */
export function entryName(facts: ItemFacts): string {
  return `${facts.model}${facts.storage ? ` ${facts.storage}` : ''} ${facts.grade}`;
}
