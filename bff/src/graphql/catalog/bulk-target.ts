import { codedError } from '../../errors.js';
import { catalogQuery, mapCatalogPage } from './catalog-mapping.js';
import { type UpstreamSession } from '../../upstream/upstream-client.js';
import { createRequestLoaders } from '../request-loaders.js';
import { withinCallBudget } from './bulk-job.js';
import { MAX_BULK_ITEMS, type BulkTarget } from './bulk-types.js';
import { type CatalogFilter, type CatalogItem, CatalogSort } from './catalog-types.js';

/** The items a bulk action works on, with their list rows when a filter found them. */
export interface ResolvedTarget {
  itemIds: string[];
  /** List rows by id (filter targets only): what the list said when the action started. */
  rows: Map<string, CatalogItem>;
}

/** Exactly one of itemIds or filter; ids are kept in order, repeated ones once. */
export async function resolveBulkTarget(
  upstream: UpstreamSession,
  target: BulkTarget,
  pay: () => Promise<void>,
): Promise<ResolvedTarget> {
  const hasIds = target.itemIds != null;
  const hasFilter = target.filter != null;
  if (hasIds === hasFilter) {
    throw codedError('BAD_USER_INPUT', 'Give exactly one of target.itemIds and target.filter.');
  }
  if (target.itemIds != null) {
    const itemIds = [...new Set(target.itemIds.map((itemId) => itemId.trim()))];
    if (itemIds.length === 0 || itemIds.includes('')) {
      throw codedError('BAD_USER_INPUT', 'target.itemIds must name at least one item, none empty.');
    }
    if (itemIds.length > MAX_BULK_ITEMS) throw tooManyItems(itemIds.length);
    return { itemIds, rows: new Map() };
  }
  const rows = await matchingRows(upstream, target.filter ?? null, pay);
  return { itemIds: rows.map((row) => row.id), rows: new Map(rows.map((row) => [row.id, row])) };
}

/**
 * Every list row the filter matches, page by page (50 a page), in the list's default order,
 * which a repricing does not reshuffle while the pages are read. More than the bulk limit is
 * refused after the first page, before anything is written. Each page is paid through `pay`
 * (bulk work's share of the user's call budget, limits/user-work.ts), so a long list leaves room
 * for the seller's other screens.
 */
export async function matchingRows(
  upstream: UpstreamSession,
  filter: CatalogFilter | null,
  pay: () => Promise<void>,
): Promise<CatalogItem[]> {
  const rows = new Map<string, CatalogItem>();
  for (let page = 1; ; page += 1) {
    // Each page with its own deadline and loaders, paid before it is asked for.
    const answer = await withinCallBudget(async () => {
      await pay();
      const renewed = upstream.renewed();
      return createRequestLoaders(renewed).catalogPage.load(
        catalogQuery(filter, CatalogSort.GRADE_DESC, page),
      );
    });
    const mapped = mapCatalogPage(answer, page);
    if (mapped.totalCount > MAX_BULK_ITEMS) throw tooManyItems(mapped.totalCount);
    for (const item of mapped.items) if (item.id !== '') rows.set(item.id, item);
    if (!mapped.hasMore) return [...rows.values()];
  }
}

function tooManyItems(count: number) {
  return codedError(
    'BAD_USER_INPUT',
    `This selection has ${count.toLocaleString('en-GB')} items; a bulk action takes at most ${MAX_BULK_ITEMS.toLocaleString('en-GB')}. Narrow the filter and try again.`,
    { matchingItems: count, maxItems: MAX_BULK_ITEMS },
  );
}
