import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client';

/** What the paging needs of a connection: where its last page ended and whether more follow. */
export interface ConnectionPageInfo {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

export interface CursorPagesOptions {
  /**
   * Identifies the list (its screen, filters, sort, …) among all lists of the session, whose pages
   * are counted under it: a new key counts pages from the first again.
   */
  listKey: string;
  /** The connection as the list query answers it now (not a previous list's); undefined while loading. */
  connection: ConnectionPageInfo | undefined;
  /** How many pages the URL asks to show (Load more clicks, from 1). */
  wantedPage: number;
  /**
   * Fetches the page after `after` and merges it into the list (the cache's connection policy);
   * resolves to that page's end cursor.
   */
  fetchAfter: (after: string) => Promise<string | null | undefined>;
}

interface PageRequest {
  listKey: string;
  after: string;
  /** The answer came back (with the page's end cursor). */
  arrived: boolean;
  nextEnd: string | null;
}

export interface CursorPages {
  /** A page is loading. */
  loading: boolean;
  /** The pages shown (1 once the first page is there, 0 before). */
  loadedPage: number;
  /** More pages follow the ones shown. */
  hasMore: boolean;
  /**
   * Load more: asks for the page after the end cursor at the click (not after the URL change has
   * been rendered). Returns how many pages will then be shown, for the URL.
   */
  loadMore(): number;
}

/** Lists whose page ends are kept per session (a list visited more often is read again). */
const LISTS_KEPT = 100;

/**
 * The end cursor of every page shown, in order, per list, for the session's Apollo Client (whose
 * cache keeps the pages): a list shown again from the cache, after Back or a link, counts the
 * pages it holds instead of starting from one and asking for more.
 */
const pageEndsByClient = new WeakMap<object, Map<string, Array<string | null>>>();

function sessionPageEnds(client: object): Map<string, Array<string | null>> {
  let lists = pageEndsByClient.get(client);
  if (!lists) {
    lists = new Map();
    pageEndsByClient.set(client, lists);
  }
  return lists;
}

/** Starts the page ends of `listKey` from its first page's; the oldest list is let go past LISTS_KEPT. */
function startPageEnds(
  lists: Map<string, Array<string | null>>,
  listKey: string,
  end: string | null,
) {
  lists.delete(listKey);
  lists.set(listKey, [end]);
  if (lists.size > LISTS_KEPT) {
    const oldest = lists.keys().next().value;
    if (oldest !== undefined) lists.delete(oldest);
  }
}

/**
 * The paging of a list read by cursor. The URL keeps how many pages are shown (`page=N`), so a
 * reload or a shared URL walks the cursors again, one page after the other, until as many are
 * shown; every request asks for the page after the end cursor of the one before.
 *
 * The pages shown are counted by their end cursors: a first page read again that replaced the
 * list (its end cursor is then the first one again) counts as one page, and the pages after it
 * are asked for again. A page that failed is not asked for again by itself; Load more may.
 */
export function useCursorPages({
  listKey,
  connection,
  wantedPage,
  fetchAfter,
}: CursorPagesOptions): CursorPages {
  const [loading, setLoading] = useState(false);
  const fetchAfterRef = useRef(fetchAfter);
  fetchAfterRef.current = fetchAfter;
  const pageEnds = sessionPageEnds(useApolloClient());
  // The page asked for last, until the connection shows it (its answer and the render that shows
  // it come in either order).
  const inFlight = useRef<PageRequest | null>(null);
  const failed = useRef<{ listKey: string; after: string } | null>(null);

  const end = connection?.pageInfo.endCursor ?? null;
  const hasMore = connection?.pageInfo.hasNextPage ?? false;
  const request = inFlight.current;
  if (request && request.listKey !== listKey) inFlight.current = null;
  else if (request?.arrived && connection && (end !== request.after || !hasMore)) {
    // The page is shown (an empty last page leaves the end cursor where it was).
    const cursors = pageEnds.get(listKey);
    const shownEnd = request.nextEnd ?? request.after;
    if (end === shownEnd && cursors?.at(-1) === request.after) cursors.push(shownEnd);
    inFlight.current = null;
  }

  let loadedPage = 0;
  if (connection) {
    const cursors = pageEnds.get(listKey);
    const at = cursors ? cursors.lastIndexOf(end) : -1;
    if (at >= 0) loadedPage = at + 1;
    else if (inFlight.current && cursors) {
      // The page asked for is in the list already; its answer has not come back yet.
      loadedPage = cursors.length + 1;
    } else {
      // A new list, or the list read again from its first page.
      startPageEnds(pageEnds, listKey, end);
      loadedPage = 1;
    }
  }

  const load = useCallback((key: string, after: string) => {
    const asked: PageRequest = { listKey: key, after, arrived: false, nextEnd: null };
    inFlight.current = asked;
    failed.current = null;
    setLoading(true);
    fetchAfterRef
      .current(after)
      .then((nextEnd) => {
        asked.arrived = true;
        asked.nextEnd = nextEnd ?? null;
      })
      .catch((error: unknown) => {
        console.warn(`the page after ${after} failed to load`, error);
        failed.current = { listKey: key, after };
        if (inFlight.current === asked) inFlight.current = null;
      })
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    if (loading || loadedPage === 0 || loadedPage >= wantedPage || !hasMore || end === null) {
      return;
    }
    if (inFlight.current) return;
    if (failed.current?.listKey === listKey && failed.current.after === end) return;
    load(listKey, end);
  }, [listKey, loadedPage, wantedPage, hasMore, end, loading, load]);

  function loadMore(): number {
    if (!inFlight.current && hasMore && end !== null) load(listKey, end);
    return loadedPage + 1;
  }

  return { loading, loadedPage, hasMore, loadMore };
}
