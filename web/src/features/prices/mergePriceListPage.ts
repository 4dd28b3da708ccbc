import type { ResultOf } from '../../graphql';
import type { PricesCategoryQuery } from './PricesCategoryQuery';

type PricesResult = ResultOf<typeof PricesCategoryQuery>;

/** Load more: the next page's products are appended (once each), totals come from the new page. */
export function mergePriceListPage(
  previous: PricesResult,
  next: PricesResult | undefined,
): PricesResult {
  if (!next) return previous;
  const known = new Set(previous.priceList.items.map((item) => item.id));
  return {
    ...next,
    priceList: {
      ...next.priceList,
      items: [
        ...previous.priceList.items,
        ...next.priceList.items.filter((item) => !known.has(item.id)),
      ],
    },
  };
}
