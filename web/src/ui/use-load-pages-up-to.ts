import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadPagesUpToOptions {
  /** Identifies the list (filters and sort): a new key starts counting from page 1 again. */
  listKey: string;
  /** The last page merged into the shown list; 0 while the first page is still loading. */
  loadedPage: number;
  /** The page the URL asks for. */
  wantedPage: number;
  hasMore: boolean;
  /** Fetches one page and merges it into the list. */
  fetchPage: (page: number) => Promise<unknown>;
}

export interface PagesUpTo {
  /** A page is loading. */
  loading: boolean;
  /**
   * Load more: asks for the next page at the click, not after the URL change has been rendered
   * (that render, the whole screen's, would delay the request). Returns the page for the URL.
   */
  loadMore(): number;
  /** The list was read again from its first page (e.g. after a bulk action): count from there. */
  restart(): void;
}

/**
 * The paging of every list screen. Load more and a reloaded or shared URL with page=N both come
 * here: pages load one after the other until the URL's page is shown. `requested` remembers what
 * was asked for per list, so a render that still shows the previous page does not ask twice; a
 * page that failed is given back, so Load more may ask for it again.
 */
export function useLoadPagesUpTo({
  listKey,
  loadedPage,
  wantedPage,
  hasMore,
  fetchPage,
}: LoadPagesUpToOptions): PagesUpTo {
  const [loading, setLoading] = useState(false);
  const fetchPageRef = useRef(fetchPage);
  fetchPageRef.current = fetchPage;
  const requested = useRef({ listKey, page: 1 });
  const lastLoaded = useRef({ listKey, page: loadedPage });

  const load = useCallback((page: number) => {
    requested.current.page = page;
    setLoading(true);
    fetchPageRef
      .current(page)
      .catch((error: unknown) => {
        console.warn(`page ${page} failed to load`, error);
        if (requested.current.page >= page) requested.current.page = page - 1;
      })
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    if (requested.current.listKey !== listKey) requested.current = { listKey, page: 1 };
    // The list was read again from its first page (a language switch, a reload): the pages after
    // it are asked for again.
    const shrank = lastLoaded.current.listKey === listKey && loadedPage < lastLoaded.current.page;
    lastLoaded.current = { listKey, page: loadedPage };
    if (shrank && loadedPage > 0)
      requested.current.page = Math.min(requested.current.page, loadedPage);
    if (loadedPage === 0 || loadedPage >= wantedPage || !hasMore) return;
    const next = loadedPage + 1;
    if (requested.current.page >= next) return;
    load(next);
  }, [listKey, loadedPage, wantedPage, hasMore, load]);

  // A page already asked for counts as loaded (its answer may not have been rendered yet).
  function loadMore(): number {
    const sameList = requested.current.listKey === listKey;
    const next = Math.max(loadedPage, sameList ? requested.current.page : 0) + 1;
    if (sameList) load(next);
    return next;
  }

  function restart() {
    requested.current = { listKey, page: 1 };
  }

  return { loading, loadMore, restart };
}
