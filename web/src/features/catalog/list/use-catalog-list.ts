import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router';
import type { VariablesOf } from '../../../graphql';
import { useLoadPagesUpTo } from '../../../ui/use-load-pages-up-to';
import { useListView } from '../../lists/use-list-view';
import { CatalogListQuery } from './catalog-list-query';
import { catalogListView, DEFAULT_CATALOG_SORT } from './catalog-url-state';

type Refetch = (variables: VariablesOf<typeof CatalogListQuery>) => Promise<unknown>;

/**
 * The catalog list as the screen shows it: the view in the URL, the list query, its pages, and
 * the reloads after an upload or a bulk action. The request for a new view is started by the
 * route's loader (app/routing/prefetch-catalog-list.ts); `useQuery` joins it or reads its answer.
 */
export function useCatalogList() {
  const list = useListView(catalogListView);
  // The query follows the URL shown; `list.view` may already be a view still loading.
  const { shown: view, filter } = list;
  const query = useQuery(CatalogListQuery, {
    variables: { filter, sort: view.sort, page: 1 },
    notifyOnNetworkStatusChange: true,
  });
  const { data, previousData, fetchMore } = query;
  const listKey = JSON.stringify([filter, view.sort]);

  const fetchPage = useCallback(
    (page: number) =>
      // The cache's catalog policy appends the page to the list.
      fetchMore({ variables: { page } }),
    [fetchMore],
  );
  const pages = useLoadPagesUpTo({
    listKey,
    loadedPage: data?.catalog.page ?? 0,
    wantedPage: view.page,
    hasMore: data?.catalog.hasMore ?? false,
    fetchPage,
  });

  // The list on screen (while a new filter loads, the previous list stays): a new list gets a new
  // table, which starts at its top and is built fresh instead of being diffed against a thousand
  // rows it shares nothing with.
  const [shownListKey, setShownListKey] = useState(listKey);
  if (data && shownListKey !== listKey) setShownListKey(listKey);

  return {
    list,
    query,
    shown: data ?? previousData,
    shownListKey,
    pages,
    reloadFromFirstPage: useReloadFromFirstPage(
      () => query.refetch({ filter, sort: view.sort, page: 1 }),
      pages.restart,
      view.page > 1 ? () => list.showPage(1) : null,
    ),
    resetAndReload: useResetAndReload(query.refetch, { filter, sort: view.sort }),
  };
}

/**
 * After a bulk action: states, filter membership and work-queue counts changed, so every cached
 * catalog list is dropped and this one is read again from page 1.
 */
function useReloadFromFirstPage(
  refetchFirstPage: () => Promise<unknown>,
  restartPaging: () => void,
  /** Brings the URL back to page 1 when it shows more. */
  showFirstPage: (() => void) | null,
) {
  const client = useApolloClient();
  return () => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'catalog', broadcast: false });
    restartPaging();
    showFirstPage?.();
    refetchFirstPage().catch((reloadError: unknown) =>
      console.warn('catalog reload after a bulk action failed', reloadError),
    );
  };
}

type ListArgs = Pick<VariablesOf<typeof CatalogListQuery>, 'filter' | 'sort'>;

/**
 * After an upload the filters reset and the list is read again from the server, once. On the
 * unfiltered view already: every cached catalog list is dropped and the screen's query fetched
 * again. From a filtered view: the cached unfiltered list is dropped, so the route's loader reads
 * it afresh on the way there (the only request), and the filtered list left behind is dropped once
 * it is off screen (dropping it while shown would fetch it again).
 */
function useResetAndReload(refetch: Refetch, shownArgs: ListArgs) {
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const unfiltered = searchParams.toString() === '';
  const [leftBehind, setLeftBehind] = useState<ListArgs | null>(null);
  useEffect(() => {
    if (!leftBehind || !unfiltered) return;
    setLeftBehind(null);
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'catalog', args: leftBehind });
  }, [leftBehind, unfiltered, client]);

  return useCallback(() => {
    if (unfiltered) {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'catalog', broadcast: false });
      refetch({ filter: null, sort: DEFAULT_CATALOG_SORT, page: 1 }).catch((reloadError: unknown) =>
        console.warn('catalog reload after upload failed', reloadError),
      );
      return;
    }
    const unfilteredArgs: ListArgs = { filter: null, sort: DEFAULT_CATALOG_SORT };
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'catalog', args: unfilteredArgs });
    setLeftBehind(shownArgs);
    setSearchParams(new URLSearchParams());
  }, [client, unfiltered, setSearchParams, refetch, shownArgs]);
}
