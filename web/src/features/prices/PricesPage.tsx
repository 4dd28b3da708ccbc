import { useCallback, useMemo, useRef, type ComponentProps } from 'react';
import styled from 'styled-components';
import { useParams } from 'react-router';
import { NetworkStatus, useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { readFragment } from '../../graphql';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { isNotFound } from '../../graphql-errors';
import { InlineError } from '../../ui/InlineError';
import { MoreDataNotice } from '../../ui/MoreDataNotice';
import { Page, PageHeader, PageTitle, Toolbar } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { useTableView } from '../../ui/use-table-view';
import { ListControls, ListResults } from '../lists/ListControls';
import { useListView } from '../lists/use-list-view';
import { useViewerId } from '../lists/use-viewer-id';
import { useCursorPages } from '../lists/use-cursor-pages';
import { ExportButtons } from './exports/ExportButtons';
import { PricesCategoryQuery } from './prices-category-query';
import { PRICE_FILTER_GROUPS, PricesFilterPanel_options } from './prices-filters';
import { PricesSummary } from './PricesSummary';
import { PricesTable } from './PricesTable';
import { PRICE_SORTS, pricesListView, type PriceFilterVariable } from './prices-url-state';
import { usePriceColumns } from './use-price-columns';

const StyledControls = styled(Toolbar)`
  & > :first-child {
    width: 260px;
    max-width: 100%;
  }
`;

/** The category's price list (one page or more) and how the list is being read. */
function usePriceList(categoryId: string) {
  const list = useListView(pricesListView);
  // The category is a variable: following another category's link (which carries no query
  // string, so no filters) loads that category's first page.
  const query = useQuery(PricesCategoryQuery, {
    variables: { categoryId, filter: list.filter, sort: list.shown.sort },
    notifyOnNetworkStatusChange: true,
  });
  const { data, previousData, fetchMore } = query;
  // While new filters load the previous rows stay on screen; another category's rows never do.
  const categoryOfData = useRef<string | null>(null);
  if (data) categoryOfData.current = categoryId;
  const shown = data ?? (categoryOfData.current === categoryId ? previousData : undefined);

  const fetchAfter = useCallback(
    async (after: string) => {
      // The cache's priceListItems policy appends the page to the list.
      const page = await fetchMore({ variables: { after } });
      return page.data.priceListItems.pageInfo.endCursor;
    },
    [fetchMore],
  );
  const pages = useCursorPages({
    listKey: JSON.stringify([categoryId, list.filter, list.shown.sort]),
    connection: data?.priceListItems,
    wantedPage: list.shown.page,
    fetchAfter,
  });
  const items = useMemo(() => shown?.priceListItems.edges.map((edge) => edge.node) ?? [], [shown]);
  return { list, query, shown, items, pages };
}

/**
 * The blocks the account sees (Resell with resell access, Trade-in with buyback) and the table's
 * columns for them, as this user chose them.
 */
function usePricesTable(
  access: { resell: boolean; buyback: boolean; multiCountry: boolean } | undefined,
) {
  const resell = access?.resell ?? false;
  const tradeIn = access?.buyback ?? false;
  const blocks = useMemo(
    () => [...(resell ? ['resell' as const] : []), ...(tradeIn ? ['tradeIn' as const] : [])],
    [resell, tradeIn],
  );
  const table = useTableView({
    tableId: 'prices',
    userId: useViewerId(),
    columns: usePriceColumns(blocks, access?.multiCountry ?? false),
  });
  return { blocks, table };
}

/** /dashboard/prices/:id: market prices of one category, resell and trade-in side by side. */
export function PricesPage() {
  const { t } = useTranslation();
  const { id: categoryId = '' } = useParams();
  const { list, query, shown, items, pages } = usePriceList(categoryId);
  const { error, refetch, networkStatus } = query;
  const priceList = shown?.priceListItems;

  const me = shown?.me;
  const category = me?.categories.find((candidate) => candidate.id === categoryId);
  const title = category
    ? t('prices.title', {
        category: t(`categories.${category.slug}`, { defaultValue: category.name }),
      })
    : t('sidebar.prices.title');
  const { blocks, table } = usePricesTable(me?.access);
  const sortLabels = {
    GRADE_DESC: t('prices.sort.gradeDesc'),
    GRADE_ASC: t('prices.sort.gradeAsc'),
  };

  return (
    <Page>
      <PricesHeader
        title={title}
        stats={priceList?.stats}
        categoryId={categoryId}
        filter={list.filter}
        itemsExport={me?.access.exportItems}
      />

      {me && (!me.access.resell || !me.access.buyback) ? (
        <MoreDataNotice lead={t('prices.moreData')} supportEmail={me.supportEmail} />
      ) : null}

      {error && !shown ? (
        isNotFound(error) ? (
          <EmptyState title={t('prices.notFound')} />
        ) : (
          <InlineError onRetry={() => void refetch()} />
        )
      ) : null}
      {!shown && networkStatus === NetworkStatus.loading ? <Skeleton /> : null}

      {priceList ? (
        <Card ref={table.measureRef}>
          <StyledControls>
            <ListControls
              list={list}
              searchPlaceholder={t('prices.searchPlaceholder')}
              filters={PRICE_FILTER_GROUPS}
              filterOptions={readFragment(PricesFilterPanel_options, priceList.filters)}
              sorts={PRICE_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
              table={table.controls}
            />
          </StyledControls>

          {error ? <InlineError onRetry={() => void refetch()} /> : null}

          <ListResults
            list={list}
            emptyTitle={t('prices.empty')}
            shown={items.length}
            total={priceList.totalCount}
            pages={pages}
          >
            <PricesTable
              label={title}
              items={items}
              blocks={blocks}
              columns={table.columns}
              density={table.density}
              busy={networkStatus === NetworkStatus.setVariables}
            />
          </ListResults>
        </Card>
      ) : null}
    </Page>
  );
}

/** The category's title and summary, and the export buttons once the account is known. */
function PricesHeader({
  title,
  stats,
  categoryId,
  filter,
  itemsExport,
}: {
  title: string;
  stats: ComponentProps<typeof PricesSummary>['stats'] | undefined;
  categoryId: string;
  filter: PriceFilterVariable;
  /** Whether the account may export items; undefined until the account is known. */
  itemsExport: boolean | undefined;
}) {
  return (
    <PageHeader>
      <div>
        <PageTitle>{title}</PageTitle>
        {stats ? <PricesSummary stats={stats} /> : null}
      </div>
      {itemsExport !== undefined ? (
        <ExportButtons categoryId={categoryId} filter={filter} itemsExport={itemsExport} />
      ) : null}
    </PageHeader>
  );
}
