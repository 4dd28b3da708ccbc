import {
  type CompetitorFilter,
  type CompetitorItem,
  type CompetitorItemDetail,
  type CompetitorPage,
} from './competitor-types.js';
import { type Vendor } from '../viewer/viewer-types.js';
import { mapDetailPairs, mapMarketOffer, mapOfferVendor } from '../common/market-mapping.js';
import { catalogFilterGroups } from '../catalog/catalog-mapping.js';
import { mapFilterGroups, mapListPage, productFilterParams } from '../common/list-mapping.js';
import { mapGrade } from '../common/value-mapping.js';
import {
  type CompetitorItemAnswer,
  type CompetitorListingAnswer,
  type CompetitorListQuery,
  type CompetitorPage as CompetitorPageAnswer,
} from '@refurb/contract';

export function competitorQuery(
  filter: CompetitorFilter | null | undefined,
  page: number,
): CompetitorListQuery {
  return { page, ...productFilterParams(filter) };
}

export function mapCompetitorPage(
  answer: CompetitorPageAnswer,
  vendor: Vendor,
  page: number,
): CompetitorPage {
  // The page fields named, not spread: V8 copies a spread object on a slow path.
  const { items, totalCount, hasMore } = mapListPage(answer, page, mapCompetitorItem);
  return {
    vendor,
    items,
    totalCount,
    page,
    hasMore,
    lastUpdate: answer.last_update,
    filters: mapFilterGroups(answer.filters, catalogFilterGroups),
  };
}

export function mapCompetitorItem(row: CompetitorListingAnswer): CompetitorItem {
  return {
    id: String(row.id),
    name: row.name,
    catalogItems: row.catalog_items.map((item) => ({
      id: String(item.id),
      ean: item.ean,
      externalId: item.external_id,
    })),
    grade: row.grade === null ? null : mapGrade(row.grade),
    price: row.price,
    currencySymbol: row.currency_symbol,
    storage: row.storage,
    color: row.color,
    battery: row.battery,
    sellerName: row.seller_name,
  };
}

export function mapCompetitorItemDetail(
  itemId: string,
  answer: CompetitorItemAnswer,
): CompetitorItemDetail {
  const { detail } = answer;
  return {
    id: String(detail.id),
    name: detail.name,
    url: detail.url,
    price: detail.price,
    currencySymbol: detail.currency_symbol,
    grade: detail.grade === null ? null : mapGrade(detail.grade),
    details: mapDetailPairs(detail.details),
    vendor: mapOfferVendor(detail.vendor),
    offers: answer.items.map(mapMarketOffer),
    history: answer.historical.map((point) => ({
      date: point.date,
      minPrice: point.min_price,
      medianPrice: point.median_price,
      averagePrice: point.average_price,
      maxPrice: point.max_price,
    })),
  };
}
