import { documentedPageSize } from '@refurb/contract';
import { integer } from './raw-values.js';

/**
 * The page size of a list answer: its `per_page`, or the documented 50 when an older store
 * leaves it out (or sends something that is no page size).
 */
export function pageSizeOf(answer: { per_page?: unknown }): number {
  const size = integer(answer.per_page);
  return size !== null && size > 0 ? size : documentedPageSize;
}

/** More pages follow when the items up to this page are fewer than the total. */
export function hasMorePages(
  page: number,
  itemsOnPage: number,
  totalCount: number,
  pageSize: number,
): boolean {
  if (itemsOnPage === 0) return false;
  return (page - 1) * pageSize + itemsOnPage < totalCount;
}
