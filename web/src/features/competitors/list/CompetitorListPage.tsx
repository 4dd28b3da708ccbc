import { useCallback, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useParams } from 'react-router';
import { NetworkStatus, useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { readFragment, type ResultOf } from '../../../graphql';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineError } from '../../../ui/InlineError';
import { Page, Toolbar } from '../../../ui/Page';
import { Skeleton } from '../../../ui/Skeleton';
import { Table, TableScroll, Th } from '../../../ui/Table';
import { useBusyRows } from '../../../ui/use-busy-rows';
import type { TableColumn } from '../../../ui/table-columns';
import { useTableView, type TableView } from '../../../ui/use-table-view';
import { ListControls, ListResults } from '../../lists/ListControls';
import { useListView } from '../../lists/use-list-view';
import { useViewerId } from '../../lists/use-viewer-id';
import { useCursorPages } from '../../lists/use-cursor-pages';
import { isNotFound } from '../../../graphql-errors';
import { COMPETITOR_FILTER_GROUPS, CompetitorFilterPanel_options } from './competitor-filters';
import { CompetitorListQuery } from './competitor-list-query';
import { CompetitorRow, type CompetitorColumnId } from './CompetitorRow';
import { competitorListView } from './competitor-url-state';
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

/** The vendor's listings (one page or more) and how the list is being read. */
function useCompetitorListings(vendorId: string) {
  const list = useListView(competitorListView);
  const query = useQuery(CompetitorListQuery, {
    variables: { vendorId, filter: list.filter },
    notifyOnNetworkStatusChange: true,
  });
  const { data, previousData, fetchMore } = query;
  // While new filters load the previous rows stay; another vendor's rows never do.
  const vendorOfData = useRef<string | null>(null);
  if (data) vendorOfData.current = vendorId;
  const shown = data ?? (vendorOfData.current === vendorId ? previousData : undefined);

  const fetchAfter = useCallback(
    async (after: string) => {
      // The cache's competitorItems policy appends the page to the list.
      const page = await fetchMore({ variables: { after } });
      return page.data.competitorItems.pageInfo.endCursor;
    },
    [fetchMore],
  );
  const pages = useCursorPages({
    listKey: JSON.stringify([vendorId, list.filter]),
    connection: data?.competitorItems,
    wantedPage: list.shown.page,
    fetchAfter,
  });
  const items = useMemo(() => shown?.competitorItems.edges.map((edge) => edge.node) ?? [], [shown]);
  return { list, query, shown, items, pages };
}

/** /dashboard/competitors/:id and /items: one vendor's listings. */
export function CompetitorListPage() {
  const { t } = useTranslation();
  const { id: vendorId = '' } = useParams();
  const { list, query, shown, items, pages } = useCompetitorListings(vendorId);
  const { error, refetch, networkStatus } = query;
  const listings = shown?.competitorItems;
  // Listings share names: their cards also show storage and seller (priority 2).
  const table = useTableView({
    tableId: 'competitors',
    userId: useViewerId(),
    columns: useCompetitorColumns(),
    cardPriority: 2,
  });

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
      {!shown && networkStatus === NetworkStatus.loading ? <Skeleton /> : null}
      {listings ? (
        <>
          <VendorHeader
            vendor={listings.vendor}
            totalCount={listings.totalCount}
            lastUpdate={listings.lastUpdate}
          />
          <Card ref={table.measureRef}>
            <StyledControls>
              <ListControls
                list={list}
                searchPlaceholder={t('competitors.searchPlaceholder')}
                filters={COMPETITOR_FILTER_GROUPS}
                filterOptions={readFragment(CompetitorFilterPanel_options, listings.filters)}
                table={table.controls}
              />
            </StyledControls>
            {error ? <InlineError onRetry={() => void refetch()} /> : null}
            <ListResults
              list={list}
              emptyTitle={t('competitors.empty')}
              shown={items.length}
              total={listings.totalCount}
              pages={pages}
            >
              <CompetitorTable
                vendorId={vendorId}
                items={items}
                catalogLinks={shown.me?.access.catalog ?? false}
                busy={networkStatus === NetworkStatus.setVariables}
                table={table}
              />
            </ListResults>
          </Card>
        </>
      ) : null}
    </Page>
  );
}

function CompetitorTable({
  vendorId,
  items,
  catalogLinks,
  busy,
  table,
}: {
  vendorId: string;
  items: ReadonlyArray<
    ResultOf<typeof CompetitorListQuery>['competitorItems']['edges'][number]['node']
  >;
  catalogLinks: boolean;
  busy: boolean;
  table: Pick<TableView<CompetitorColumn>, 'columns' | 'density'>;
}) {
  const { t } = useTranslation();
  const busyRows = useBusyRows(busy);
  return (
    <TableScroll label={t('sidebar.competitors')}>
      <Table {...busyRows} data-density={table.density}>
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
          {items.map((item) => (
            <CompetitorRow
              key={item.id}
              vendorId={vendorId}
              item={item}
              catalogLinks={catalogLinks}
              columns={table.columns}
            />
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
