import type { TFunction } from 'i18next';

/** One checkbox of a filter group: the value the URL and the query carry, and its label. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One group of checkboxes in a list's Filters panel. Each list screen configures the panel with
 * its groups (`multiValueFilter` for most); a group may also stand for several filters of the
 * view, like the catalog's work queue.
 */
export interface FilterDefinition<Filter extends string, Options> {
  /** The group's id: its filter's key, or a name for a group that sets several filters. */
  id: string;
  /** The group's title, from the locales. */
  title(t: TFunction): string;
  /** The group's choices, from the filter options the list query returned; none hides it. */
  options(server: Options, t: TFunction): readonly FilterOption[];
  /** The group's checked choices in the view's filters. */
  checked(selected: Record<Filter, string[]>): string[];
  /** The one filter a click in the group changes, or null when nothing changes. */
  change(before: readonly string[], after: string[]): { key: Filter; values: string[] } | null;
}

/** A group for one multi-value filter whose choices the server lists under the same key. */
export function multiValueFilter<
  Filter extends string,
  Options extends Record<string, readonly FilterOption[]>,
>(key: Filter & keyof Options, title: (t: TFunction) => string): FilterDefinition<Filter, Options> {
  return {
    id: key,
    title,
    options: (server) => server[key] ?? [],
    checked: (selected) => selected[key],
    change: (_before, after) => ({ key, values: after }),
  };
}
