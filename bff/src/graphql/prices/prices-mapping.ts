import { createHash } from 'node:crypto';
import {
  type PriceFilter,
  type PriceListItem,
  type PriceListPage,
  type PriceSort,
} from './price-types.js';
import { mapFilterGroups, mapListPage, productFilterParams } from '../common/list-mapping.js';
import { mapCountryPrices } from '../common/market-mapping.js';
import { mapGrade } from '../common/value-mapping.js';
import {
  type PriceFilterParams,
  type PriceListPage as PriceListPageAnswer,
  type PriceListQuery,
  type PriceRowAnswer,
} from '@refurb/contract';

/** The fire icon shows from this many online offers (docs/screens-and-permissions.md). */
export const hotThreshold = 20;

export function priceListQuery(
  filter: PriceFilter | null | undefined,
  sort: PriceSort,
  page: number,
): PriceListQuery {
  return { ...priceFilterBody(filter), page, sort };
}

/** The filter as the export calls take it (and the list's query, without page and sort). */
export function priceFilterBody(filter: PriceFilter | null | undefined): PriceFilterParams {
  return productFilterParams(filter);
}

export function mapPriceListPage(answer: PriceListPageAnswer, page: number): PriceListPage {
  const { stats } = answer;
  // The page fields named, not spread: V8 copies a spread object on a slow path.
  const { items, totalCount, hasMore } = mapListPage(answer, page, mapPriceListItem);
  return {
    items,
    totalCount,
    page,
    hasMore,
    stats: {
      products: stats.products,
      monitoredItems: stats.monitored_items,
      lastUpdate: stats.last_update,
    },
    filters: mapFilterGroups(answer.filters, ['brands', 'models', 'grades']),
  };
}

export function mapPriceListItem(row: PriceRowAnswer): PriceListItem {
  const top = row.top_competitor;
  return {
    id: priceListItemKey(row.name, row.storage, row.battery_type, row.grade),
    name: row.name,
    storage: row.storage,
    batteryType: row.battery_type,
    grade: mapGrade(row.grade),
    onlineItems: row.online_items,
    hot: row.online_items >= hotThreshold,
    topCompetitor: top ? { reseller: top.reseller, vendor: top.vendor } : null,
    prices: row.prices.map(mapCountryPrices),
  };
}

/** The upstream gives price rows no id; this one is stable across pages and reloads. */
export function priceListItemKey(
  name: string,
  storage: string | null,
  batteryType: string | null,
  grade: string | null,
): string {
  return createHash('sha256')
    .update(JSON.stringify([name, storage, batteryType, grade]))
    .digest('base64url')
    .slice(0, 22);
}
