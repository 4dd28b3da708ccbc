import type { Grade } from '@refurb/contract';
/**
 * A list screen's view (search, multi-value filters, sort, page) lives in the query string. The
 * catalog, prices, competitor and log lists differ only in their configuration: filter keys, sorts,
 * and how the filters become the query's `filter` variable.
 */
export interface ListView<Filter extends string, Sort extends string | null = null> {
  search: string;
  selected: Record<Filter, string[]>;
  /** The list's sort; null for a list that has none. */
  sort: Sort;
  page: number;
}

/** The schema's Grade enum: the values a `gradeIn` filter accepts (the contract's grades). */
const gradeValues = ['N', 'A', 'B', 'C', 'R'] as const satisfies readonly Grade[];
export type GradeValue = (typeof gradeValues)[number];

function isGrade(value: string): value is GradeValue {
  return (gradeValues as readonly string[]).includes(value);
}

/**
 * What a list query's `filter` variable receives: only the parts in use. The URL's `grades`
 * travels as `gradeIn` (the Grade enum), keeping only values the enum has: a grade typed into
 * the URL by hand filters nothing instead of refusing the whole query.
 */
export type ListFilterVariable<Filter extends string> =
  | ({ search?: string; gradeIn?: GradeValue[] } & Partial<
      Record<Exclude<Filter, 'grades'>, string[]>
    >)
  | null;

export interface ListViewParams<
  Filter extends string,
  Sort extends string | null = null,
  Variable = ListFilterVariable<Filter>,
> {
  /** Every filter key with nothing selected (for 'Reset'). */
  readonly none: Record<Filter, string[]>;
  /** The sorts the list offers (none for a list without sort). */
  readonly sorts: readonly Exclude<Sort, null>[];
  read(params: URLSearchParams): ListView<Filter, Sort>;
  /** Defaults (the default sort, page 1, empty filters) are left out so a plain URL stays plain. */
  write(view: ListView<Filter, Sort>): URLSearchParams;
  /** Only non-empty filters travel, values sorted so equal views share a cache entry. */
  filterVariable(view: ListView<Filter, Sort>): Variable;
  /** Filter values in use, for the count on the Filters button: the search text is not a filter. */
  activeCount(view: Pick<ListView<Filter, Sort>, 'selected'>): number;
}

/** How one list screen reads its URL. */
export interface ListViewConfig<Filter extends string, Sort extends string, Variable> {
  filters: readonly Filter[];
  /** The sorts offered; `sort` in the URL names one of them, else the default applies. */
  sort?: { values: readonly Sort[]; default: Sort };
  /** Tidies what a URL selects (e.g. one value for a single-choice filter). */
  normalise?(selected: Record<Filter, string[]>): Record<Filter, string[]>;
  /** The query's filter variable when it is not the plain lists of values. */
  filterVariable?(view: ListView<Filter, Sort>): Variable;
}

/** The non-empty filters among `keys` (values sorted) and the trimmed search; null when none. */
export function plainFilterVariable<Filter extends string>(
  keys: readonly Filter[],
  view: Pick<ListView<Filter, string | null>, 'search' | 'selected'>,
): ListFilterVariable<Filter> {
  const lists: Record<string, string[]> = {};
  for (const key of keys) {
    if (view.selected[key].length === 0) continue;
    const values = [...view.selected[key]].sort();
    if (key !== 'grades') lists[key] = values;
    else if (values.some(isGrade)) lists.gradeIn = values.filter(isGrade);
  }
  const search = view.search.trim();
  // The keys are the filters' own but `grades`, which became `gradeIn` with Grade values only.
  const filter = (search ? { search, ...lists } : lists) as NonNullable<ListFilterVariable<Filter>>;
  return Object.keys(filter).length > 0 ? filter : null;
}

/** A list without sort. */
export function listViewParams<Filter extends string>(
  config: ListViewConfig<Filter, never, ListFilterVariable<Filter>> & { sort?: undefined },
): ListViewParams<Filter>;
/** A sorted list, optionally with its own filter variable. */
export function listViewParams<
  Filter extends string,
  Sort extends string,
  Variable = ListFilterVariable<Filter>,
>(
  config: ListViewConfig<Filter, Sort, Variable> & { sort: { values: readonly Sort[] } },
): ListViewParams<Filter, Sort, Variable>;
export function listViewParams<Filter extends string>(
  config: ListViewConfig<Filter, string, unknown>,
): ListViewParams<Filter, string | null, unknown> {
  const { filters, sort } = config;
  const normalise = (selected: Record<Filter, string[]>) =>
    config.normalise ? config.normalise(selected) : selected;
  const selectedBy = (pick: (key: Filter) => string[]) =>
    Object.fromEntries(filters.map((key) => [key, pick(key)])) as Record<Filter, string[]>;
  // Without a filterVariable of its own a list's variable is the plain one.
  const filterVariable = (view: ListView<Filter, string | null>) =>
    config.filterVariable
      ? config.filterVariable(view as ListView<Filter, string>)
      : plainFilterVariable(filters, view);
  return {
    none: selectedBy(() => []),
    sorts: sort?.values ?? [],
    read(params) {
      const page = Number.parseInt(params.get('page') ?? '1', 10);
      return {
        search: params.get('search') ?? '',
        selected: normalise(selectedBy((key) => params.getAll(key).filter(Boolean))),
        sort: sort ? readSort(params, sort.values, sort.default) : null,
        page: Number.isFinite(page) && page > 1 ? page : 1,
      };
    },
    write(view) {
      const params = new URLSearchParams();
      if (view.search.trim()) params.set('search', view.search.trim());
      for (const key of filters) {
        for (const value of view.selected[key]) params.append(key, value);
      }
      if (view.sort && view.sort !== sort?.default) params.set('sort', view.sort);
      if (view.page > 1) params.set('page', String(view.page));
      return params;
    },
    filterVariable,
    activeCount(view) {
      return filters.reduce((count, key) => count + view.selected[key].length, 0);
    },
  };
}

/** The `sort` parameter when it names one of `sorts`, else the default. */
function readSort<Sort extends string>(
  params: URLSearchParams,
  sorts: readonly Sort[],
  defaultSort: Sort,
): Sort {
  const sortParam = params.get('sort');
  return sorts.find((candidate) => candidate === sortParam) ?? defaultSort;
}
