import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { ListView, ListViewParams } from './list-view-params';

export interface ListViewState<Filter extends string, Sort extends string | null, Variable> {
  /**
   * Search, filters, sort and page as the seller last set them: the URL being loaded while the
   * route's loader runs, else the URL shown.
   */
  view: ListView<Filter, Sort>;
  /** What the URL shown says: the list query's variables and pages come from it, not from `view`. */
  shown: ListView<Filter, Sort>;
  /** The list query's `filter` variable for the URL shown (what the list on screen answers). */
  filter: Variable;
  /** Filter values in use (the count on the Filters button). */
  activeCount: number;
  /** Any change of search, filters or sort starts again at page 1 (a new history entry). */
  update(change: Partial<ListView<Filter, Sort>>): void;
  /** One filter's values changed. */
  setFilter(key: Filter, values: string[]): void;
  /** The Filters panel's Reset: no filter, search and sort kept. */
  resetFilters(): void;
  /** An empty list's 'Clear all': no filter and no search, the sort kept. */
  clearSearchAndFilters(): void;
  /** Load more reached `page`: the URL follows in place, so Back leaves the list. */
  showPage(page: number): void;
}

/**
 * The one URL-state hook of the list screens: reads the view from the query string with the
 * screen's configuration (`listViewParams`) and writes every change back there.
 */
export function useListView<Filter extends string, Sort extends string | null, Variable>(
  params: ListViewParams<Filter, Sort, Variable>,
): ListViewState<Filter, Sort, Variable> {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = useMemo(() => params.read(searchParams), [params, searchParams]);
  const filter = useMemo(() => params.filterVariable(shown), [params, shown]);
  // A change made while the previous one is still loading builds on that one, not on the URL
  // still shown: two quick filter clicks keep both.
  const pendingSearch = usePendingSearch();
  const view = useMemo(
    () => (pendingSearch === null ? shown : params.read(new URLSearchParams(pendingSearch))),
    [params, shown, pendingSearch],
  );

  // The router may have finished a navigation React has not shown yet (a list read in its own
  // transition holds the commit): a change then builds on the query string last written.
  const written = useRef<string | null>(null);
  const shownSearch = searchParams.toString();
  useEffect(() => {
    written.current = null;
  }, [shownSearch]);
  const write = useCallback(
    (next: (base: ListView<Filter, Sort>) => URLSearchParams, replace: boolean) => {
      const base =
        written.current === null ? view : params.read(new URLSearchParams(written.current));
      const search = next(base);
      written.current = search.toString();
      setSearchParams(search, { replace });
    },
    [params, view, setSearchParams],
  );
  const update = useCallback(
    (change: Partial<ListView<Filter, Sort>>) =>
      write((base) => params.write({ ...base, page: 1, ...change }), false),
    [params, write],
  );
  const showPage = useCallback(
    (page: number) => write((base) => params.write({ ...base, page }), true),
    [params, write],
  );

  return {
    view,
    shown,
    filter,
    activeCount: params.activeCount(view),
    update,
    setFilter: (key, values) =>
      write(
        (base) => params.write({ ...base, page: 1, selected: { ...base.selected, [key]: values } }),
        false,
      ),
    resetFilters: () => update({ selected: params.none }),
    clearSearchAndFilters: () => update({ search: '', selected: params.none }),
    showPage,
  };
}

/** The query string of a navigation to this same screen that is still loading, if any. */
function usePendingSearch(): string | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.location;
  return pending && pending.pathname === pathname ? pending.search : null;
}
