import {
  type CompetitorFilter,
  type CompetitorItem,
  type CompetitorItemDetail,
  type CompetitorPage,
} from './competitor-types.js';
import { gradeValues } from '../common/enums.js';
import { type Vendor } from '../viewer/viewer-types.js';
import { mapDetailPairs, mapMarketOffer, mapOfferVendor } from '../common/market-mapping.js';
import { catalogFilterGroups } from '../catalog/catalog-mapping.js';
import { mapFilterGroups, mapListPage, productFilterParams } from '../common/list-mapping.js';
import { id, list, number, oneOf, record, text, textOr } from '../../upstream/raw-values.js';
import {
  type CompetitorItemAnswer,
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
    lastUpdate: text(answer.last_update),
    filters: mapFilterGroups(answer.filters, catalogFilterGroups),
  };
}

export function mapCompetitorItem(raw: unknown): CompetitorItem {
  const row = record(raw);
  return {
    id: id(row.id) ?? '',
    name: textOr(row.name, ''),
    catalogItems: list(row.catalog_items).flatMap((entry) => {
      const ref = record(entry);
      const refId = id(ref.id);
      return refId === null
        ? []
        : [{ id: refId, ean: text(ref.ean), externalId: text(ref.external_id) }];
    }),
    grade: oneOf(row.grade, gradeValues),
    price: number(row.price),
    currencySymbol: textOr(row.currency_symbol, ''),
    storage: text(row.storage),
    color: text(row.color),
    battery: text(row.battery ?? row.battery_type),
    sellerName: text(row.seller_name),
  };
}

export function mapCompetitorItemDetail(
  itemId: string,
  answer: CompetitorItemAnswer,
): CompetitorItemDetail {
  const detail = record(answer.detail);
  return {
    id: id(detail.id) ?? itemId,
    name: textOr(detail.name, ''),
    url: text(detail.url),
    price: number(detail.price),
    currencySymbol: textOr(detail.currency_symbol, ''),
    grade: oneOf(detail.grade, gradeValues),
    details: mapDetailPairs(detail.details),
    vendor: detail.vendor == null ? null : mapOfferVendor(detail.vendor),
    offers: list(answer.items).map(mapMarketOffer),
    history: list(answer.historical).flatMap((entry) => {
      const point = record(entry);
      const date = text(point.date);
      if (date === null) return [];
      return [
        {
          date,
          minPrice: number(point.min_price),
          medianPrice: number(point.median_price),
          averagePrice: number(point.average_price),
          maxPrice: number(point.max_price),
        },
      ];
    }),
  };
}
