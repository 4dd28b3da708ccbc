import { createHash } from 'node:crypto';
import {
  type PriceFilter,
  type PriceListItem,
  type PriceListPage,
  type PriceSort,
} from './price-types.js';
import { gradeValues } from '../common/enums.js';
import { mapFilterGroups, mapListPage, productFilterParams } from '../common/list-mapping.js';
import { mapCountryPrices } from '../common/market-mapping.js';
import { integer, list, oneOf, record, text, textOr } from '../../upstream/raw-values.js';
import {
  type PriceFilterParams,
  type PriceListPage as PriceListPageAnswer,
  type PriceListQuery,
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
  const stats = record(answer.stats);
  // The page fields named, not spread: V8 copies a spread object on a slow path.
  const { items, totalCount, hasMore } = mapListPage(answer, page, mapPriceListItem);
  return {
    items,
    totalCount,
    page,
    hasMore,
    stats: {
      products: integer(stats.products) ?? 0,
      monitoredItems: integer(stats.monitored_items) ?? 0,
      lastUpdate: text(stats.last_update),
    },
    filters: mapFilterGroups(answer.filters, ['brands', 'models', 'grades']),
  };
}

export function mapPriceListItem(raw: unknown): PriceListItem {
  const row = record(raw);
  const name = textOr(row.name, '');
  const storage = text(row.storage);
  const batteryType = text(row.battery_type);
  const grade = oneOf(row.grade, gradeValues);
  const onlineItems = integer(row.online_items) ?? 0;
  const top = row.top_competitor == null ? null : record(row.top_competitor);
  return {
    id: priceListItemKey(name, storage, batteryType, text(row.grade)),
    name,
    storage,
    batteryType,
    grade,
    onlineItems,
    hot: onlineItems >= hotThreshold,
    topCompetitor: top ? { reseller: text(top.reseller), vendor: text(top.vendor) } : null,
    prices: list(row.prices).map(mapCountryPrices),
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
