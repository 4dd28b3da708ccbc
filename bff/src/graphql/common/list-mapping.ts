// What the paged lists (catalog, prices, competitors) map alike: the product filters as the store
// reads them, the paging fields of an answer and its filter choices.
import { type FilterOption as StoreFilterOption, type ListPaging } from '@refurb/contract';
import { hasMorePages, pageSizeOf } from '../../upstream/paging.js';
import { type FilterOption } from './filter-option.js';
import { type ListPageFields } from './list-types.js';
import { mapFilterOptions } from './market-mapping.js';

/** The product filters a list request may carry (the storage filter only on some lists). */
export interface ProductFilterInput {
  search?: string | null;
  brands?: string[] | null;
  models?: string[] | null;
  grades?: string[] | null;
  /** The grades as the Grade enum (its values are the store's); joined with grades. */
  gradeIn?: readonly string[] | null;
  storage?: string[] | null;
}

/** The product filters as the store's list queries and export bodies take them. */
export interface ProductFilterParams {
  search?: string;
  brands?: string[];
  models?: string[];
  grades?: string[];
  storage?: string[];
}

const productFilterKeys = ['brands', 'models', 'grades', 'storage'] as const;

/** An empty filter is left out of the upstream call: a blank search, blank values, no values. */
export function productFilterParams(
  filter: ProductFilterInput | null | undefined,
): ProductFilterParams {
  const params: ProductFilterParams = {};
  const search = filter?.search?.trim();
  if (search) params.search = search;
  for (const key of productFilterKeys) {
    const values = keptValues(
      key === 'grades' ? [...(filter?.grades ?? []), ...(filter?.gradeIn ?? [])] : filter?.[key],
    );
    if (values) params[key] = values;
  }
  return params;
}

/** The values trimmed, blank ones dropped; undefined when none is left. */
export function keptValues(values: readonly string[] | null | undefined): string[] | undefined {
  const kept = (values ?? []).map((value) => value.trim()).filter((value) => value !== '');
  return kept.length > 0 ? kept : undefined;
}

/**
 * A list answer's items mapped, its total (`items_count`, or `count` from an older store; the
 * items' number without either) and whether more pages follow at the answer's page size.
 */
export function mapListPage<Row, Item>(
  answer: ListPaging & { items: readonly Row[] },
  page: number,
  mapItem: (row: Row) => Item,
): ListPageFields<Item> {
  const items = answer.items.map(mapItem);
  const totalCount = answer.items_count ?? answer.count ?? items.length;
  return {
    items,
    totalCount,
    page,
    hasMore: hasMorePages(page, items.length, totalCount, pageSizeOf(answer)),
  };
}

/** The choices of each named filter in an answer's `filters`. */
export function mapFilterGroups<Key extends string>(
  filters: Readonly<Record<Key, readonly StoreFilterOption[]>>,
  keys: readonly Key[],
): Record<Key, FilterOption[]> {
  const groups = {} as Record<Key, FilterOption[]>;
  for (const key of keys) groups[key] = mapFilterOptions(filters[key]);
  return groups;
}
