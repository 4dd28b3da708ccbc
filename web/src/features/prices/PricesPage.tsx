import { useCallback, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useParams, useSearchParams } from 'react-router';
import { NetworkStatus, useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { isNotFound } from '../../graphql-errors';
import { InlineError } from '../../ui/InlineError';
import { LoadMore } from '../../ui/LoadMore';
import { MoreDataNotice } from '../../ui/MoreDataNotice';
import { Page, PageHeader, PageTitle, Toolbar } from '../../ui/Page';
import { SearchBox } from '../../ui/SearchBox';
import { Skeleton } from '../../ui/Skeleton';
import { SortPanel } from '../../ui/SortPanel';
import { Table, TableScroll, Th } from '../../ui/Table';
import type { TableColumn } from '../../ui/table-columns';
import { TableViewControls } from '../../ui/TableViewControls';
import { useTableView } from '../../ui/use-table-view';
import { useViewerId } from '../lists/use-viewer-id';
import { useLoadPagesUpTo } from '../../ui/use-load-pages-up-to';
import { ExportButtons } from './exports/ExportButtons';
import {
  blockColumns,
  PRODUCT_COLUMNS,
  PriceRows,
  type PriceBlock,
  type PriceColumnId,
  type PriceStat,
} from './PriceRows';
import { PricesCategoryQuery } from './prices-category-query';
import { PricesFilterPanel } from './PricesFilterPanel';
import { PricesSummary } from './PricesSummary';
import {
  activePriceFilterCount,
  NO_PRICE_FILTERS,
  PRICE_SORTS,
  priceFilterVariable,
  readPricesViewState,
  writePricesViewState,
  type PricesViewState,
} from './prices-url-state';

const StyledControls = styled(Toolbar)`
  & > :first-child {
    width: 260px;
    max-width: 100%;
  }
`;

// The block headers (Resell, Trade-in) sit above the sticky column headers and scroll away.
const StyledGroupTh = styled(Th)`
  position: static;
  text-align: center;
  border-left: ${({ theme }) => theme.borders.default};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledBlockTh = styled(Th)`
  border-left: ${({ theme }) => theme.borders.default};
`;

// Long statistic names ('Variazione 30 giorni') wrap in their header instead of widening it.
const StyledPricesTable = styled(Table)`
  thead th {
    white-space: normal;
  }
`;

interface PriceColumn extends TableColumn<PriceColumnId> {
  /** The header: the statistic alone under its block's header ('Min' under 'Resell'). */
  header: string;
  align?: 'right';
}

const STATS: readonly { stat: PriceStat; key: string; width: number; priority: number }[] = [
  { stat: 'min', key: 'prices.columns.min', width: 7.5, priority: 2 },
  { stat: 'max', key: 'prices.columns.max', width: 7.5, priority: 2 },
  { stat: 'avg', key: 'prices.columns.avg', width: 7.5, priority: 1 },
  { stat: 'change30', key: 'prices.columns.change30', width: 8.5, priority: 3 },
  { stat: 'change60', key: 'prices.columns.change60', width: 8.5, priority: 5 },
];

/**
 * The prices table's columns for what the account sees (widths in em, priorities as in
 * ui/table-columns.ts): the product always; grade, country and each block's average whenever
 * possible; then both blocks' min and max, 30 days' change, the count online, the top competitor,
 * 60 days' change, while they fit. A statistic shows in both blocks or in neither, so Resell and
 * Trade-in stay side by side and alike.
 */
function usePriceColumns(blocks: readonly PriceBlock[], flags: boolean): PriceColumn[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const plain = (id: PriceColumnId, key: string, width: number, priority: number) => {
      const label = t(key);
      return { id, label, header: label, width, priority };
    };
    const blockTitle = { resell: t('glossary.resell'), tradeIn: t('glossary.tradeIn') };
    return [
      plain('product', 'prices.columns.product', 15, 0),
      plain('grade', 'prices.columns.grade', 4.5, 1),
      { ...plain('online', 'prices.columns.online', 5, 4), align: 'right' as const },
      plain('topCompetitor', 'prices.columns.topCompetitor', 11, 4),
      ...(flags ? [plain('country', 'prices.columns.country', 5, 1)] : []),
      ...blocks.flatMap((block) =>
        STATS.map(({ stat, key, width, priority }) => ({
          id: `${block}.${stat}` as const,
          label: `${blockTitle[block]} · ${t(key)}`,
          header: t(key),
          width,
          priority,
          group: stat,
          align: 'right' as const,
        })),
      ),
    ];
  }, [t, blocks, flags]);
}

/** /dashboard/prices/:id: market prices of one category, resell and trade-in side by side. */
export function PricesPage() {
  const { t } = useTranslation();
  const { id: categoryId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readPricesViewState(searchParams), [searchParams]);
  const filter = useMemo(() => priceFilterVariable(view), [view]);

  // The category is a variable: following another category's link (which carries no query
  // string, so no filters) loads that category from page 1.
  const { data, previousData, error, refetch, fetchMore, networkStatus } = useQuery(
    PricesCategoryQuery,
    {
      variables: { categoryId, filter, sort: view.sort, page: 1 },
      notifyOnNetworkStatusChange: true,
    },
  );
  // While new filters load the previous rows stay on screen; another category's rows never do.
  const categoryOfData = useRef<string | null>(null);
  if (data) categoryOfData.current = categoryId;
  const shown = data ?? (categoryOfData.current === categoryId ? previousData : undefined);
  const priceList = shown?.priceList;

  const fetchPage = useCallback(
    (page: number) =>
      // The cache's priceList policy appends the page to the list.
      fetchMore({ variables: { page } }),
    [fetchMore],
  );
  const loadingMore = useLoadPagesUpTo({
    listKey: JSON.stringify([categoryId, filter, view.sort]),
    loadedPage: data?.priceList.page ?? 0,
    wantedPage: view.page,
    hasMore: data?.priceList.hasMore ?? false,
    fetchPage,
  });

  /** Any change of search, filters or sort starts again at page 1. */
  function updateView(change: Partial<PricesViewState>) {
    setSearchParams(writePricesViewState({ ...view, page: 1, ...change }));
  }

  function resetFilters() {
    updateView({ selected: NO_PRICE_FILTERS });
  }
  function clearSearchAndFilters() {
    updateView({ search: '', selected: NO_PRICE_FILTERS });
  }

  const me = shown?.me;
  const category = me?.categories.find((candidate) => candidate.id === categoryId);
  const categoryName = category
    ? t(`categories.${category.slug}`, { defaultValue: category.name })
    : '';
  const resell = me?.access.resell ?? false;
  const tradeIn = me?.access.buyback ?? false;
  const flags = me?.access.multiCountry ?? false;
  const blocks = useMemo(
    () => [...(resell ? ['resell' as const] : []), ...(tradeIn ? ['tradeIn' as const] : [])],
    [resell, tradeIn],
  );
  const table = useTableView({
    tableId: 'prices',
    userId: useViewerId(),
    columns: usePriceColumns(blocks, flags),
  });
  const shownColumns = table.columns;
  const leadingColumns = shownColumns.filter(
    (column) => PRODUCT_COLUMNS.includes(column.id) || column.id === 'country',
  );
  const filtersInUse = activePriceFilterCount(view);
  const firstLoad = !shown && networkStatus === NetworkStatus.loading;
  const sortLabels = {
    GRADE_DESC: t('prices.sort.gradeDesc'),
    GRADE_ASC: t('prices.sort.gradeAsc'),
  };
  const blockHeaders = (block: PriceBlock) =>
    blockColumns(shownColumns, block).map((column, position) => {
      const Header = position === 0 ? StyledBlockTh : Th;
      return (
        <Header key={column.id} $align="right" title={column.label}>
          {shownColumns.find((candidate) => candidate.id === column.id)?.header}
        </Header>
      );
    });

  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>
            {categoryName
              ? t('prices.title', { category: categoryName })
              : t('sidebar.prices.title')}
          </PageTitle>
          {priceList ? <PricesSummary stats={priceList.stats} /> : null}
        </div>
        {me ? (
          <ExportButtons
            categoryId={categoryId}
            filter={filter}
            itemsExport={me.access.exportItems}
          />
        ) : null}
      </PageHeader>

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
      {firstLoad ? <Skeleton /> : null}

      {priceList ? (
        <Card ref={table.measureRef}>
          <StyledControls>
            <SearchBox
              label={t('common.search')}
              placeholder={t('prices.searchPlaceholder')}
              value={view.search}
              onSearch={(search) => updateView({ search })}
            />
            <PricesFilterPanel
              options={priceList.filters}
              selected={view.selected}
              activeCount={filtersInUse}
              onChange={(key, values) =>
                updateView({ selected: { ...view.selected, [key]: values } })
              }
              onReset={resetFilters}
            />
            <SortPanel
              value={view.sort}
              options={PRICE_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
              onChange={(sort) => updateView({ sort })}
            />
            <TableViewControls {...table.controls} />
          </StyledControls>

          {error ? <InlineError onRetry={() => void refetch()} /> : null}

          {priceList.items.length === 0 ? (
            <EmptyState title={t('prices.empty')}>
              {filtersInUse > 0 || view.search.trim() ? (
                <Button $size="sm" onClick={clearSearchAndFilters}>
                  {t('common.filters.clearAll')}
                </Button>
              ) : null}
            </EmptyState>
          ) : (
            <>
              <TableScroll
                label={
                  categoryName
                    ? t('prices.title', { category: categoryName })
                    : t('sidebar.prices.title')
                }
              >
                <StyledPricesTable
                  aria-busy={networkStatus === NetworkStatus.setVariables}
                  data-density={table.density}
                >
                  <thead>
                    {blocks.length > 0 ? (
                      <tr>
                        <StyledGroupTh colSpan={leadingColumns.length} style={{ borderLeft: 0 }} />
                        {blocks.map((block) => {
                          const span = blockColumns(shownColumns, block).length;
                          return span > 0 ? (
                            <StyledGroupTh key={block} colSpan={span}>
                              {block === 'resell' ? t('glossary.resell') : t('glossary.tradeIn')}
                            </StyledGroupTh>
                          ) : null;
                        })}
                      </tr>
                    ) : null}
                    <tr>
                      {leadingColumns.map((column) => (
                        <Th key={column.id} $align={column.align} $sticky={column.id === 'product'}>
                          {column.header}
                        </Th>
                      ))}
                      {blocks.map(blockHeaders)}
                    </tr>
                  </thead>
                  {priceList.items.map((item) => (
                    <PriceRows key={item.id} item={item} columns={shownColumns} />
                  ))}
                </StyledPricesTable>
              </TableScroll>
              <LoadMore
                shown={priceList.items.length}
                total={priceList.totalCount}
                loading={loadingMore}
                onLoadMore={() =>
                  setSearchParams(
                    writePricesViewState({ ...view, page: (data?.priceList.page ?? 1) + 1 }),
                    {
                      replace: true,
                    },
                  )
                }
              />
            </>
          )}
        </Card>
      ) : null}
    </Page>
  );
}
