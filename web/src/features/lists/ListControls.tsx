import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import type { FilterDefinition } from '../../ui/filter-definitions';
import { FilterPanel } from '../../ui/FilterPanel';
import { LoadMore } from '../../ui/LoadMore';
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

export interface ListResultsProps {
  list: ListEmptyStateProps['list'] & { showPage(page: number): void };
  /** What the list says when nothing is shown. */
  emptyTitle: string;
  /** How many rows are shown, and how many the list has in all. */
  shown: number;
  total: number;
  /** `hasMore`: more rows follow; left out, while fewer are shown than the total. */
  pages: { loading: boolean; hasMore?: boolean; loadMore(): number };
  /** The table of the rows shown. */
  children: ReactNode;
}

/** A list's table with its Load more footer, or its empty state when no row is shown. */
export function ListResults({ list, emptyTitle, shown, total, pages, children }: ListResultsProps) {
  if (shown === 0) return <ListEmptyState title={emptyTitle} list={list} />;
  return (
    <>
      {children}
      <LoadMore
        shown={shown}
        total={total}
        hasMore={pages.hasMore}
        loading={pages.loading}
        onLoadMore={() => list.showPage(pages.loadMore())}
      />
    </>
  );
}

interface ListEmptyStateProps {
  title: string;
  list: { view: { search: string }; activeCount: number; clearSearchAndFilters(): void };
}

/** An empty list: its message, and 'Clear all' when a search or a filter is in use. */
function ListEmptyState({ title, list }: ListEmptyStateProps) {
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
