import { Suspense, useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { readFragment, type ResultOf } from '../../../graphql';
import { formatDateTime } from '../../../format/format-date';
import { Card } from '../../../ui/Card';
import { InlineError } from '../../../ui/InlineError';
import { Muted, Page, Toolbar } from '../../../ui/Page';
import { Skeleton } from '../../../ui/Skeleton';
import { useTableView, type TableView } from '../../../ui/use-table-view';
import { ListControls, ListResults } from '../../lists/ListControls';
import type { ListViewState } from '../../lists/use-list-view';
import { useViewerId } from '../../lists/use-viewer-id';
import { CatalogBulkActions } from '../bulk-actions/CatalogBulkActions';
import { useBulkAction } from '../bulk-actions/use-bulk-action';
import { useCatalogSelection, useTableSelection } from '../bulk-actions/use-catalog-selection';
import { WorkQueueStrip } from '../work-queue/WorkQueueStrip';
import { CATALOG_FILTER_GROUPS, CatalogFilterPanel_options } from './catalog-filters';
import { CatalogHeader } from './CatalogHeader';
import type { CatalogListQuery } from './catalog-list-query';
import { CatalogTable } from './CatalogTable';
import { useCatalogColumns } from './use-catalog-columns';
import { CATALOG_SORTS, type CatalogFilterKey, type CatalogSort } from './catalog-url-state';
import { useCatalogList } from './use-catalog-list';

const StyledToolbar = styled(Toolbar)`
  justify-content: space-between;
`;

const StyledControls = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    width: ${({ theme }) => theme.sizes.searchBox};
    max-width: 100%;
  }
`;

const StyledSummary = styled(Muted)`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

type CatalogPage = ResultOf<typeof CatalogListQuery>['catalog'];
type CatalogListView = ListViewState<CatalogFilterKey, CatalogSort, unknown>;

/** /dashboard/catalog: the seller's items, searched, filtered, sorted and paged in the URL. */
export function CatalogListPage() {
  return (
    <Suspense
      fallback={
        <Page>
          <Skeleton />
        </Page>
      }
    >
      <CatalogList />
    </Suspense>
  );
}

function CatalogList() {
  const { t } = useTranslation();
  const {
    list,
    data: shown,
    error,
    switching,
    reloading,
    shownListKey,
    pages,
    retry,
    ...reloads
  } = useCatalogList();
  const { reloadFromFirstPage, resetAndReload, readShownAgain } = reloads;
  const catalog = shown?.catalog;
  const items = useMemo(() => catalog?.edges.map((edge) => edge.node) ?? [], [catalog]);

  // Bulk actions: rows picked here (a new filter starts with none); after a job the list is read
  // again from its first page (states, filter membership and work-queue counts changed).
  const selection = useCatalogSelection(JSON.stringify(list.filter));
  const bulk = useBulkAction(() => {
    selection.clear();
    reloadFromFirstPage();
  });
  const tableSelection = useTableSelection(selection, items);
  const table = useTableView({
    tableId: 'catalog',
    userId: useViewerId(),
    columns: useCatalogColumns(),
  });

  return (
    <Page>
      {shown?.me ? <CatalogHeader viewer={shown.me} onUploadProcessed={resetAndReload} /> : null}

      {error && !shown ? <InlineError onRetry={retry} /> : null}

      {catalog ? (
        <Card ref={table.measureRef}>
          <CatalogToolbar list={list} catalog={catalog} table={table} />
          {catalog.workQueue ? (
            <WorkQueueStrip
              counts={catalog.workQueue}
              selected={list.view.selected}
              onToggle={(shortcut, active) =>
                list.setFilter(shortcut.key, active ? [] : [shortcut.value])
              }
            />
          ) : null}
          <CatalogBulkActions
            selection={selection}
            totalMatching={catalog.totalCount}
            filter={list.filter}
            bulk={bulk}
            nameOf={(itemId) => items.find((item) => item.id === itemId)?.name ?? null}
          />

          {error && shown ? <InlineError onRetry={retry} /> : null}

          <ListResults
            list={list}
            emptyTitle={t('catalog.empty')}
            shown={items.length}
            total={catalog.totalCount}
            pages={pages}
          >
            <CatalogTable
              key={shownListKey}
              items={items}
              busy={switching || reloading}
              columns={table.columns}
              density={table.density}
              cards={table.cards}
              selection={tableSelection}
              onItemChanged={readShownAgain}
            />
          </ListResults>
        </Card>
      ) : null}
    </Page>
  );
}

/** Search, filters, sort and table controls, and how many products the list has. */
function CatalogToolbar({
  list,
  catalog,
  table,
}: {
  list: CatalogListView;
  catalog: CatalogPage;
  table: Pick<TableView<ReturnType<typeof useCatalogColumns>[number]>, 'controls'>;
}) {
  const { t, i18n } = useTranslation();
  const sortLabels: Record<(typeof CATALOG_SORTS)[number], string> = {
    GRADE_DESC: t('catalog.sort.gradeDesc'),
    GRADE_ASC: t('catalog.sort.gradeAsc'),
    PRICE_ASC: t('catalog.sort.priceAsc'),
    PRICE_DESC: t('catalog.sort.priceDesc'),
    STOCK_DESC: t('catalog.sort.stockDesc'),
    STOCK_ASC: t('catalog.sort.stockAsc'),
    MARGIN_DESC: t('catalog.sort.marginDesc'),
    MARGIN_ASC: t('catalog.sort.marginAsc'),
  };
  return (
    <StyledToolbar>
      <StyledControls>
        <ListControls
          list={list}
          searchPlaceholder={t('catalog.searchPlaceholder')}
          filters={CATALOG_FILTER_GROUPS}
          filterOptions={readFragment(CatalogFilterPanel_options, catalog.filters)}
          sorts={CATALOG_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
          table={table.controls}
        />
      </StyledControls>
      <StyledSummary>
        {t('catalog.productCount', { count: catalog.totalCount })}
        {catalog.lastUpdate
          ? ` · ${t('common.updatedAt', { date: formatDateTime(catalog.lastUpdate, i18n.language) })}`
          : null}
      </StyledSummary>
    </StyledToolbar>
  );
}
