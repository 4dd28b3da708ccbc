import { startTransition, useCallback, useEffect, useState, useTransition } from 'react';
import { useApolloClient, useQueryRefHandlers, useReadQuery } from '@apollo/client';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { useCursorPages } from '../../lists/use-cursor-pages';
import { useListView } from '../../lists/use-list-view';
import { catalogListPreloader, type CatalogListLoaderData } from './catalog-list-preload';
import { catalogListView } from './catalog-url-state';

/**
 * The catalog list as the screen shows it: the view in the URL, the list the route's loader
 * preloaded (app/routing/prefetch-catalog-list.ts), its pages, and the reloads after an upload or
 * a bulk action. While a new search, filter or sort loads, the previous list stays on screen: the
 * controls follow the URL at once, the rows when their answer is in.
 */
export function useCatalogList() {
  const list = useListView(catalogListView);
  const loaded = useLoaderData<CatalogListLoaderData>();
  const shownLoad = useShownWhenReady(loaded);
  // The handlers before the read: in the other order a refetch or fetchMore answering after the
  // next render never reaches `data` (apollographql/apollo-client#11772).
  const { fetchMore, refetch } = useQueryRefHandlers(shownLoad.queryRef);
  const { data, error } = useReadQuery(shownLoad.queryRef);
  // Load more, Retry and reloads keep the rows on screen instead of suspending back to the skeleton;
  // a reload's rows are marked as being read again until its answer is in.
  const [, startPaging] = useTransition();
  const [reloading, startReading] = useTransition();

  // Pages are read by cursor, each after the end cursor of what is shown; the URL keeps how many
  // pages are shown (`page`), so a reload or a shared link walks as many pages again.
  const fetchAfter = useCallback(
    (after: string) =>
      new Promise<string | null | undefined>((resolve, reject) =>
        startPaging(() => {
          // The cache's catalogItems policy appends the page after the cursor.
          fetchMore({ variables: { after } }).then(
            (result) => resolve(result.data?.catalog.pageInfo.endCursor),
            reject,
          );
        }),
      ),
    [fetchMore],
  );
  const pages = useCursorPages({
    listKey: shownLoad.listKey,
    connection: data?.catalog,
    wantedPage: list.shown.page,
    fetchAfter,
  });
  const readAgain = useCallback(
    () =>
      startReading(() => {
        refetch().catch((reloadError: unknown) =>
          console.warn('catalog reload failed', reloadError),
        );
      }),
    [refetch],
  );

  const readShownAgain = useReadShownAgain(shownLoad.listKey, readAgain);

  return {
    list,
    data,
    error,
    /** A new search, filter or sort is loading; the rows shown are the previous list's. */
    switching: shownLoad !== loaded,
    /** The list shown is being read again (after a change made here, Retry): its rows may be stale. */
    reloading,
    /** The list whose rows are shown: a new list gets a new table, built fresh. */
    shownListKey: shownLoad.listKey,
    pages,
    retry: readAgain,
    reloadFromFirstPage: useReloadFromFirstPage(readShownAgain, () =>
      list.shown.page > 1 ? list.showPage(1) : undefined,
    ),
    readShownAgain,
    resetAndReload: useResetAndReload(),
  };
}

/**
 * The router renders a navigation as a transition; reading a list not loaded yet there would hold
 * the whole navigation (the controls too) until its answer. So the new list is read in a
 * transition of its own, after the navigation has shown: until it is in, the previous one stays.
 */
function useShownWhenReady(loaded: CatalogListLoaderData): CatalogListLoaderData {
  const [shown, setShown] = useState(loaded);
  useEffect(() => {
    if (shown !== loaded) startTransition(() => setShown(loaded));
  }, [shown, loaded]);
  return shown;
}

/**
 * An item changed from this screen (its base price set in its row): its state, filter membership
 * and the work-queue counts may have changed. Every catalog list read so far is read again from the
 * server when next shown, and this one now, with the pages it shows.
 */
function useReadShownAgain(listKey: string, readAgain: () => void) {
  const client = useApolloClient();
  return useCallback(() => {
    catalogListPreloader(client).changed(listKey);
    readAgain();
  }, [client, listKey, readAgain]);
}

/** After a bulk action: as useReadShownAgain, from page 1. */
function useReloadFromFirstPage(readShownAgain: () => void, showFirstPage: () => void) {
  return () => {
    showFirstPage();
    readShownAgain();
  };
}

/**
 * After an upload the filters reset and the list is read again from the server, once: on the
 * unfiltered view already, the route's loader reads it again (a revalidation of the same URL);
 * from a filtered view, it reads the unfiltered list on the way there (the only request).
 */
function useResetAndReload() {
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const unfiltered = searchParams.toString() === '';
  const revalidator = useRevalidator();
  return useCallback(() => {
    if (unfiltered) {
      // The route's loader reads the list again from the server (a new reference to read).
      catalogListPreloader(client).changed();
      void revalidator.revalidate();
    } else {
      catalogListPreloader(client).changed();
      setSearchParams(new URLSearchParams());
    }
  }, [client, unfiltered, revalidator, setSearchParams]);
}
