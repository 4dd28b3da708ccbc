import {
  createQueryPreloader,
  type ApolloClient,
  type PreloadedQueryRef,
  type PreloadQueryFetchPolicy,
} from '@apollo/client';
import type { ResultOf, VariablesOf } from '../../../graphql';
import { CatalogListQuery } from './catalog-list-query';
import { catalogListView } from './catalog-url-state';

type CatalogListResult = ResultOf<typeof CatalogListQuery>;
type CatalogListVariables = VariablesOf<typeof CatalogListQuery>;

/** What the catalog route's loader hands to the screen: the list's request and which list it is. */
export interface CatalogListLoaderData {
  queryRef: PreloadedQueryRef<CatalogListResult | undefined, CatalogListVariables>;
  /** Search, filters and sort of the list (not the page): a new key is a new list. */
  listKey: string;
}

export interface CatalogListPreloader {
  /** Starts (or joins, or reads from the cache) the first page of the list the URL shows. */
  preload(searchParams: URLSearchParams): CatalogListLoaderData;
  /**
   * The catalog changed on the server (an upload, a bulk action): every list read before now is
   * read again from the server the next time it is shown, instead of from the cache; `readingNow`
   * is the list the screen reads again itself.
   */
  changed(readingNow?: string): void;
  /** Settles once the list's first answer (or its failure) is in. */
  settled(data: CatalogListLoaderData): Promise<unknown>;
}

const preloaders = new WeakMap<object, CatalogListPreloader>();

/** One preloader per Apollo Client (a new session starts with a new client and a new cache). */
export function catalogListPreloader<Cache>(client: ApolloClient<Cache>): CatalogListPreloader {
  let preloader = preloaders.get(client);
  if (!preloader) {
    preloader = createCatalogListPreloader(client);
    preloaders.set(client, preloader);
  }
  return preloader;
}

function createCatalogListPreloader<Cache>(client: ApolloClient<Cache>): CatalogListPreloader {
  const preloadQuery = createQueryPreloader(client);
  // The catalog's revision each list was last read at: a list read before the latest change is
  // not taken from the cache again.
  let revision = 0;
  const readAt = new Map<string, number>();
  return {
    preload(searchParams) {
      const view = catalogListView.read(searchParams);
      const filter = catalogListView.filterVariable(view);
      const listKey = JSON.stringify([filter, view.sort]);
      const fetchPolicy: PreloadQueryFetchPolicy =
        readAt.get(listKey) === revision ? 'cache-first' : 'network-only';
      readAt.set(listKey, revision);
      const queryRef = preloadQuery(CatalogListQuery, {
        variables: { filter, sort: view.sort },
        fetchPolicy,
        // The screen shows a failure inline with Retry, keeping what it had.
        errorPolicy: 'all',
      });
      return { queryRef, listKey };
    },
    changed(readingNow) {
      revision += 1;
      if (readingNow !== undefined) readAt.set(readingNow, revision);
    },
    settled: ({ queryRef }) => preloadQuery.toPromise(queryRef).catch(() => undefined),
  };
}
