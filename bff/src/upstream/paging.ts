import { documentedPageSize } from '@refurb/contract';

/**
 * The page size of a list answer (checked: an integer when sent): its `per_page`, or the
 * documented 50 when an older store leaves it out (or sends 0 or less).
 */
export function pageSizeOf(answer: { per_page?: number }): number {
  const size = answer.per_page;
  return size !== undefined && size > 0 ? size : documentedPageSize;
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
