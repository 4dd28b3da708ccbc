// The catalog list's contract computed the slow and obvious way: the one oracle that the
// index-backed query (data/catalogQuery.ts), its search index and GET /api/catalog are tested
// against.
import type { CatalogFilter, CatalogSort, CatalogSortField } from '../data/catalogQuery';
import { PAGE_SIZE } from '../data/catalogQuery';
import { marginPercentage } from '../data/marginPercentage';
import { GRADE_RANK } from '../data/reference';
import type { CatalogItemRecord } from '../data/types';

/** Matches every item. */
export const NO_FILTER: CatalogFilter = {
  search: '',
  categoryIds: [],
  brands: [],
  models: [],
  grades: [],
  storage: [],
};

/** What a search term is looked for in: a substring of these fields joined by spaces. */
export function catalogSearchText(item: CatalogItemRecord): string {
  return [
    item.name,
    item.externalId,
    item.ean ?? '',
    item.storage ?? '',
    item.color ?? '',
    item.ram ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

function sortValue(item: CatalogItemRecord, field: CatalogSortField): number {
  if (field === 'grade') return GRADE_RANK[item.grade] ?? 0;
  if (field === 'price') return item.price;
  if (field === 'stock') return item.stock;
  return marginPercentage(item) ?? -Infinity;
}

/** One page of the list: every term in the search text, every filter in use, ties by id. */
export function bruteForceCatalogPage(
  items: readonly CatalogItemRecord[],
  filter: CatalogFilter,
  sort: CatalogSort,
  page: number,
): { ids: number[]; total: number } {
  const terms = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const matched = items.filter((item) => {
    const text = catalogSearchText(item);
    return (
      (filter.categoryIds.length === 0 || filter.categoryIds.includes(item.categoryId)) &&
      (filter.brands.length === 0 || filter.brands.includes(item.brand)) &&
      (filter.models.length === 0 || filter.models.includes(item.model)) &&
      (filter.grades.length === 0 || filter.grades.includes(item.grade)) &&
      (filter.storage.length === 0 || filter.storage.includes(item.storage ?? '')) &&
      terms.every((term) => text.includes(term))
    );
  });
  const sign = sort.direction === 'asc' ? 1 : -1;
  matched.sort(
    (left, right) =>
      sign * (sortValue(left, sort.field) - sortValue(right, sort.field)) || left.id - right.id,
  );
  return {
    ids: matched.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((item) => item.id),
    total: matched.length,
  };
}
