import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

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

export const cacheTypePolicies: TypePolicies = {
  Query: {
    fields: {
      // The catalog list by cursor: a first page read again (after an upload or a bulk action)
      // replaces the list, the screen then loads again the pages its URL asks for.
      catalogItems: connectionPolicy(['filter', 'sort', 'updatedSince'], { replaceAll: true }),
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
