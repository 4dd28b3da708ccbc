import { useCallback, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useParams, useSearchParams } from 'react-router';
import { NetworkStatus, useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineError } from '../../../ui/InlineError';
import { LoadMore } from '../../../ui/LoadMore';
import { Page, Toolbar } from '../../../ui/Page';
import { SearchBox } from '../../../ui/SearchBox';
import { Skeleton } from '../../../ui/Skeleton';
import { Table, TableScroll, Th } from '../../../ui/Table';
import type { TableColumn } from '../../../ui/table-columns';
import { TableViewControls } from '../../../ui/TableViewControls';
import { useTableView } from '../../../ui/use-table-view';
import { useViewerId } from '../../lists/use-viewer-id';
import { useLoadPagesUpTo } from '../../../ui/use-load-pages-up-to';
import { isNotFound } from '../../../graphql-errors';
import { CompetitorFilterPanel } from './CompetitorFilterPanel';
import { CompetitorListQuery } from './competitor-list-query';
import { CompetitorRow, type CompetitorColumnId } from './CompetitorRow';
import {
  activeCompetitorFilterCount,
  competitorFilterVariable,
  NO_COMPETITOR_FILTERS,
  readCompetitorViewState,
  writeCompetitorViewState,
  type CompetitorViewState,
} from './competitor-url-state';
import { VendorHeader } from './VendorHeader';

const StyledControls = styled(Toolbar)`
  & > :first-child {
    width: 260px;
    max-width: 100%;
  }
`;

interface CompetitorColumn extends TableColumn<CompetitorColumnId> {
  align?: 'right';
  hiddenHeader?: boolean;
}

/**
 * The listing columns (widths in em, priorities as in ui/table-columns.ts): the listing's name
 * always, grade, price and the details link whenever possible, the rest while they fit.
 */
function useCompetitorColumns(): CompetitorColumn[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { id: 'name', label: t('competitors.columns.name'), width: 20, priority: 0 },
      {
        id: 'catalogItems',
        label: t('competitors.columns.catalogItems'),
        width: 16,
        priority: 4,
      },
      { id: 'grade', label: t('competitors.columns.grade'), width: 5, priority: 1 },
      { id: 'price', label: t('competitors.columns.price'), width: 8, priority: 1, align: 'right' },
      { id: 'storage', label: t('competitors.columns.storage'), width: 6.5, priority: 2 },
      { id: 'color', label: t('competitors.columns.color'), width: 9, priority: 5 },
      { id: 'battery', label: t('competitors.columns.battery'), width: 7.5, priority: 3 },
      { id: 'seller', label: t('competitors.columns.reseller'), width: 11, priority: 2 },
      {
        id: 'details',
        label: t('common.details'),
        width: 6,
        priority: 1,
        align: 'right',
        hiddenHeader: true,
      },
    ],
    [t],
  );
}

/** /dashboard/competitors/:id and /items: one vendor's listings. */
export function CompetitorListPage() {
  const { t } = useTranslation();
  const { id: vendorId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readCompetitorViewState(searchParams), [searchParams]);
  const filter = useMemo(() => competitorFilterVariable(view), [view]);

  const { data, previousData, error, refetch, fetchMore, networkStatus } = useQuery(
    CompetitorListQuery,
    { variables: { vendorId, filter, page: 1 }, notifyOnNetworkStatusChange: true },
  );
  // While new filters load the previous rows stay; another vendor's rows never do.
  const vendorOfData = useRef<string | null>(null);
  if (data) vendorOfData.current = vendorId;
  const shown = data ?? (vendorOfData.current === vendorId ? previousData : undefined);
  const listings = shown?.competitorListings;

  const fetchPage = useCallback(
    (page: number) =>
      // The cache's competitorListings policy appends the page to the list.
      fetchMore({ variables: { page } }),
    [fetchMore],
  );
  const loadingMore = useLoadPagesUpTo({
    listKey: JSON.stringify([vendorId, filter]),
    loadedPage: data?.competitorListings.page ?? 0,
    wantedPage: view.page,
    hasMore: data?.competitorListings.hasMore ?? false,
    fetchPage,
  });

  function updateView(change: Partial<CompetitorViewState>) {
    setSearchParams(writeCompetitorViewState({ ...view, page: 1, ...change }));
  }
  function resetFilters() {
    updateView({ selected: NO_COMPETITOR_FILTERS });
  }
  function clearSearchAndFilters() {
    updateView({ search: '', selected: NO_COMPETITOR_FILTERS });
  }

  const filtersInUse = activeCompetitorFilterCount(view);
  const columns = useCompetitorColumns();
  // Listings share names: their cards also show storage and seller (priority 2).
  const table = useTableView({
    tableId: 'competitors',
    userId: useViewerId(),
    columns,
    cardPriority: 2,
  });
  const firstLoad = !shown && networkStatus === NetworkStatus.loading;

  if (error && !shown) {
    return (
      <Page>
        {isNotFound(error) ? (
          <EmptyState title={t('common.errors.somethingWrong')} />
        ) : (
          <InlineError onRetry={() => void refetch()} />
        )}
      </Page>
    );
  }

  return (
    <Page>
      {firstLoad ? <Skeleton /> : null}
      {listings ? (
        <>
          <VendorHeader
            vendor={listings.vendor}
            totalCount={listings.totalCount}
            lastUpdate={listings.lastUpdate}
          />
          <Card ref={table.measureRef}>
            <StyledControls>
              <SearchBox
                label={t('common.search')}
                placeholder={t('competitors.searchPlaceholder')}
                value={view.search}
                onSearch={(search) => updateView({ search })}
              />
              <CompetitorFilterPanel
                options={listings.filters}
                selected={view.selected}
                activeCount={filtersInUse}
                onChange={(key, values) =>
                  updateView({ selected: { ...view.selected, [key]: values } })
                }
                onReset={resetFilters}
              />
              <TableViewControls {...table.controls} />
            </StyledControls>
            {error ? <InlineError onRetry={() => void refetch()} /> : null}
            {listings.items.length === 0 ? (
              <EmptyState title={t('competitors.empty')}>
                {filtersInUse > 0 || view.search.trim() ? (
                  <Button $size="sm" onClick={clearSearchAndFilters}>
                    {t('common.filters.clearAll')}
                  </Button>
                ) : null}
              </EmptyState>
            ) : (
              <>
                <TableScroll label={t('sidebar.competitors')}>
                  <Table
                    aria-busy={networkStatus === NetworkStatus.setVariables}
                    data-density={table.density}
                  >
                    <thead>
                      <tr>
                        {table.columns.map((column) => (
                          <Th key={column.id} $align={column.align} $sticky={column.id === 'name'}>
                            {column.hiddenHeader ? (
                              <span className="visually-hidden">{column.label}</span>
                            ) : (
                              column.label
                            )}
                          </Th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {listings.items.map((item) => (
                        <CompetitorRow
                          key={item.id}
                          vendorId={vendorId}
                          item={item}
                          catalogLinks={shown?.me?.access.catalog ?? false}
                          columns={table.columns}
                        />
                      ))}
                    </tbody>
                  </Table>
                </TableScroll>
                <LoadMore
                  shown={listings.items.length}
                  total={listings.totalCount}
                  loading={loadingMore}
                  onLoadMore={() =>
                    setSearchParams(
                      writeCompetitorViewState({
                        ...view,
                        page: (data?.competitorListings.page ?? 1) + 1,
                      }),
                      { replace: true },
                    )
                  }
                />
              </>
            )}
          </Card>
        </>
      ) : null}
    </Page>
  );
}
