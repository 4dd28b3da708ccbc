import { useEffect, useRef, useState } from 'react';

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

/**
 * Load more and a reloaded or shared URL with page=N both come here: pages load one after the
 * other until the URL's page is shown. `requested` remembers what was asked for per list, so a
 * render that still shows the previous page does not ask twice. Returns whether a page is loading.
 */
export function useLoadPagesUpTo({
  listKey,
  loadedPage,
  wantedPage,
  hasMore,
  fetchPage,
}: LoadPagesUpToOptions): boolean {
  const [loading, setLoading] = useState(false);
  const fetchPageRef = useRef(fetchPage);
  fetchPageRef.current = fetchPage;
  const requested = useRef({ listKey, page: 1 });

  useEffect(() => {
    if (requested.current.listKey !== listKey) requested.current = { listKey, page: 1 };
    if (loadedPage === 0 || loadedPage >= wantedPage || !hasMore) return;
    const next = loadedPage + 1;
    if (requested.current.page >= next) return;
    requested.current.page = next;
    setLoading(true);
    fetchPageRef
      .current(next)
      .catch((error: unknown) => console.warn(`page ${next} failed to load`, error))
      .finally(() => setLoading(false));
  }, [listKey, loadedPage, wantedPage, hasMore]);

  return loading;
}
