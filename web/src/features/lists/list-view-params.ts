/**
 * A list screen's view (search, multi-value filters, sort, page) lives in the query
 * string. The catalog, prices and competitor lists differ only in their filter keys and sorts.
 */
export interface ListView<Filter extends string> {
  search: string;
  selected: Record<Filter, string[]>;
  page: number;
}

/** What a list query's `filter` variable receives: only the parts in use. */
export type ListFilterVariable<Filter extends string> =
  ({ search?: string } & Partial<Record<Filter, string[]>>) | null;

export interface ListViewParams<Filter extends string> {
  /** Every filter key with nothing selected (for 'Reset'). */
  readonly none: Record<Filter, string[]>;
  read(params: URLSearchParams): ListView<Filter>;
  /** Defaults are left out so a plain URL stays plain; `sort` is written when given. */
  write(view: ListView<Filter>, sort?: string | null): URLSearchParams;
  /** Only non-empty filters travel, values sorted so equal views share a cache entry. */
  filterVariable(view: ListView<Filter>): ListFilterVariable<Filter>;
  /** Filter values in use, for the count on the Filters button: the search text is not a filter. */
  activeCount(view: Pick<ListView<Filter>, 'selected'>): number;
}

export function listViewParams<Filter extends string>(
  filters: readonly Filter[],
): ListViewParams<Filter> {
  const selectedBy = (pick: (key: Filter) => string[]) =>
    Object.fromEntries(filters.map((key) => [key, pick(key)])) as Record<Filter, string[]>;
  return {
    none: selectedBy(() => []),
    read(params) {
      const page = Number.parseInt(params.get('page') ?? '1', 10);
      return {
        search: params.get('search') ?? '',
        selected: selectedBy((key) => params.getAll(key).filter(Boolean)),
        page: Number.isFinite(page) && page > 1 ? page : 1,
      };
    },
    write(view, sort) {
      const params = new URLSearchParams();
      if (view.search.trim()) params.set('search', view.search.trim());
      for (const key of filters) {
        for (const value of view.selected[key]) params.append(key, value);
      }
      if (sort) params.set('sort', sort);
      if (view.page > 1) params.set('page', String(view.page));
      return params;
    },
    filterVariable(view) {
      const selected: Partial<Record<Filter, string[]>> = {};
      for (const key of filters) {
        if (view.selected[key].length > 0) selected[key] = [...view.selected[key]].sort();
      }
      const search = view.search.trim();
      const filter: NonNullable<ListFilterVariable<Filter>> = search
        ? { search, ...selected }
        : selected;
      return Object.keys(filter).length > 0 ? filter : null;
    },
    activeCount(view) {
      return filters.reduce((count, key) => count + view.selected[key].length, 0);
    },
  };
}

/** The `sort` parameter when it names one of `sorts`, else the default. */
export function readSort<Sort extends string>(
  params: URLSearchParams,
  sorts: readonly Sort[],
  defaultSort: Sort,
): Sort {
  const sortParam = params.get('sort');
  return sorts.find((candidate) => candidate === sortParam) ?? defaultSort;
}
