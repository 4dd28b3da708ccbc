import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

type PageInCache = { page: number } & Record<string, unknown>;

/**
 * Paged lists (catalog, prices, competitor listings, log batches and a batch's entries) arrive one
 * page at a time (Load more); the cache keeps one growing list per `keyArgs` (filter, sort, …), so
 * `page` is deliberately not part of the key. `itemsField` names the list in the page. Items
 * already held are not appended twice (rows can shift between pages).
 *
 * A first page for a list already holding more is the list read again (a retry, or every query on
 * screen after a language switch): by default it replaces the first page and keeps the pages after
 * it, so the list never has a gap between what it shows and the next Load more. `replaceAll` drops
 * them instead, for lists whose screen reads its pages again itself (the log's entries, whose notes
 * follow the reader's language).
 */
export function pagedListPolicy(
  keyArgs: string[] | false,
  { itemsField = 'items', replaceAll = false }: { itemsField?: string; replaceAll?: boolean } = {},
): FieldPolicy<PageInCache | null> {
  return {
    keyArgs,
    merge(existing, incoming, { readField }) {
      if (!existing || !incoming) return incoming;
      const idOf = (item: unknown) => readField<string>('id', item as Reference) ?? item;
      const held = existing[itemsField] as unknown[];
      const arrived = incoming[itemsField] as unknown[];
      if (incoming.page <= 1) {
        if (replaceAll || existing.page <= 1) return incoming;
        const fresh = new Set(arrived.map(idOf));
        // Rows the new first page no longer has moved further down (a new batch on top): kept.
        const rest = held.filter((item) => !fresh.has(idOf(item)));
        return { ...incoming, [itemsField]: [...arrived, ...rest], page: existing.page };
      }
      if (incoming.page <= existing.page) {
        // A page we already hold came back again (a refetch): keep the list, refresh the totals.
        return { ...incoming, [itemsField]: held, page: existing.page };
      }
      const known = new Set(held.map(idOf));
      const added = arrived.filter((item) => !known.has(idOf(item)));
      return { ...incoming, [itemsField]: [...held, ...added] };
    },
  };
}

type PageInfoInCache = { endCursor?: string | null; hasNextPage: boolean };
type ConnectionInCache = {
  edges: Array<{ cursor: string; node: unknown }>;
  pageInfo: PageInfoInCache;
} & Record<string, unknown>;

/**
 * Lists read by cursor (Load more asks for `after` the end cursor): the cache keeps one growing
 * connection per `keyArgs`, so `first` and `after` are deliberately not part of the key. A page
 * after the connection's end cursor (or after one of its edges) is appended, nodes already held
 * (same id) are not repeated; a page after a cursor the connection no longer holds (the list was
 * read again meanwhile) only refreshes the totals. A first page read again replaces the first
 * edges and keeps the ones after them with their end cursor, or, with `replaceAll`, replaces the
 * connection (lists whose screen reads its pages again itself).
 */
export function connectionPolicy(
  keyArgs: string[] | false,
  { replaceAll = false }: { replaceAll?: boolean } = {},
): FieldPolicy<ConnectionInCache | null> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      if (!existing || !incoming) return incoming;
      const idOf = (edge: { node: unknown }) =>
        readField<string | null>('id', edge.node as Reference) ?? edge;
      const after = typeof args?.after === 'string' ? args.after : null;
      if (after === null) {
        if (replaceAll) return incoming;
        const fresh = new Set(incoming.edges.map(idOf));
        const rest = existing.edges.filter((edge) => !fresh.has(idOf(edge)));
        if (rest.length === 0) return incoming;
        return { ...incoming, edges: [...incoming.edges, ...rest], pageInfo: existing.pageInfo };
      }
      const at = existing.edges.findIndex((edge) => edge.cursor === after);
      const held =
        existing.pageInfo.endCursor === after ? existing.edges : existing.edges.slice(0, at + 1);
      if (existing.pageInfo.endCursor !== after && at < 0) {
        return { ...incoming, edges: existing.edges, pageInfo: existing.pageInfo };
      }
      const known = new Set(held.map(idOf));
      const added = incoming.edges.filter((edge) => !known.has(idOf(edge)));
      return {
        ...incoming,
        edges: [...held, ...added],
        // An empty last page has no end cursor of its own: the walk ends where it was.
        pageInfo: {
          ...incoming.pageInfo,
          endCursor: incoming.pageInfo.endCursor ?? existing.pageInfo.endCursor ?? null,
        },
      };
    },
  };
}

/**
 * The catalog's first page read again replaces the list: after an upload or a bulk action its
 * rows' states and filter membership changed. The screen then loads the pages its URL asks for.
 */
export const catalogPagesPolicy = pagedListPolicy(['filter', 'sort'], { replaceAll: true });

export const cacheTypePolicies: TypePolicies = {
  Query: {
    fields: {
      catalog: catalogPagesPolicy,
      // The catalog list by cursor: a first page read again (after an upload or a bulk action)
      // replaces the list, the screen then loads again the pages its URL asks for.
      catalogItems: connectionPolicy(['filter', 'sort', 'updatedSince'], { replaceAll: true }),
      priceList: pagedListPolicy(['categoryId', 'filter', 'sort']),
      competitorListings: pagedListPolicy(['vendorId', 'filter']),
      logBatchPage: pagedListPolicy(false),
      logBatch: pagedListPolicy(['id', 'status', 'search'], {
        itemsField: 'entries',
        replaceAll: true,
      }),
      priceListItems: connectionPolicy(['categoryId', 'filter', 'sort']),
      competitorItems: connectionPolicy(['vendorId', 'filter']),
      logBatchConnection: connectionPolicy(false),
      // The notes of a batch's entries follow the reader's language: the screen reads its pages
      // again itself after a language switch.
      logEntries: connectionPolicy(['batchId', 'status', 'search'], { replaceAll: true }),
      catalogItem: {
        // A detail read can start from the list row already in the cache.
        read(existing, { args, toReference }) {
          return existing ?? toReference({ __typename: 'CatalogItem', id: args?.id as string });
        },
      },
    },
  },
  // Types without an id of their own live inside their parent; merging keeps fields that one
  // query asked for when another query writes the same object with fewer fields.
  Access: { keyFields: false, merge: true },
  StoreConfiguration: { keyFields: false, merge: true },
  Extra: { keyFields: false, merge: true },
  ItemPrices: { keyFields: false, merge: true },
  MarketData: { keyFields: false, merge: true },
  CatalogFilterOptions: { keyFields: false, merge: true },
  FilterOption: { keyFields: false },
  LogBatchDetail: { keyFields: false },
  LogEntry: { keyFields: false },
};
