import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import type { FilterDefinition } from '../../ui/filter-definitions';
import { FilterPanel } from '../../ui/FilterPanel';
import { SearchBox } from '../../ui/SearchBox';
import { SortPanel } from '../../ui/SortPanel';
import { TableViewControls, type TableViewControlsProps } from '../../ui/TableViewControls';
import type { ListViewState } from './use-list-view';

export interface ListControlsProps<Filter extends string, Sort extends string | null, Options> {
  list: ListViewState<Filter, Sort, unknown>;
  searchPlaceholder: string;
  /** The screen's Filters panel groups and the options the list query returned for them. */
  filters: readonly FilterDefinition<Filter, Options>[];
  filterOptions: Options;
  /** The sorts offered with their labels, in order; none for a list without sort. */
  sorts?: ReadonlyArray<{ value: Exclude<Sort, null>; label: string }>;
  table: TableViewControlsProps;
}

/**
 * The toolbar controls every list screen shows, in the same order: search, Filters, Sort (when
 * the list has sorts), then the table's columns and density. Each change goes to the URL.
 */
export function ListControls<Filter extends string, Sort extends string | null, Options>({
  list,
  searchPlaceholder,
  filters,
  filterOptions,
  sorts = [],
  table,
}: ListControlsProps<Filter, Sort, Options>) {
  const { t } = useTranslation();
  const { view } = list;
  return (
    <>
      <SearchBox
        label={t('common.search')}
        placeholder={searchPlaceholder}
        value={view.search}
        onSearch={(search) => list.update({ search })}
      />
      <FilterPanel
        filters={filters}
        options={filterOptions}
        selected={view.selected}
        activeCount={list.activeCount}
        onChange={list.setFilter}
        onReset={list.resetFilters}
      />
      {view.sort !== null && sorts.length > 0 ? (
        <SortPanel
          value={view.sort as Exclude<Sort, null>}
          options={sorts}
          onChange={(sort) => list.update({ sort } as Partial<typeof view>)}
        />
      ) : null}
      <TableViewControls {...table} />
    </>
  );
}

/** An empty list: its message, and 'Clear all' when a search or a filter is in use. */
export function ListEmptyState({
  title,
  list,
}: {
  title: string;
  list: { view: { search: string }; activeCount: number; clearSearchAndFilters(): void };
}) {
  const { t } = useTranslation();
  const filtered = list.activeCount > 0 || list.view.search.trim() !== '';
  return (
    <EmptyState title={title}>
      {filtered ? (
        <Button $size="sm" onClick={list.clearSearchAndFilters}>
          {t('common.filters.clearAll')}
        </Button>
      ) : null}
    </EmptyState>
  );
}
