/** The upstream decides the page size, and it is 50. */
export const upstreamPageSize = 50;

/** More pages follow when the items up to this page are fewer than the total. */
export function hasMorePages(page: number, itemsOnPage: number, totalCount: number): boolean {
  if (itemsOnPage === 0) return false;
  return (page - 1) * upstreamPageSize + itemsOnPage < totalCount;
}
