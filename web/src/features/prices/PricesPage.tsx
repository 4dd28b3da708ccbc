import { useCallback, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useParams, useSearchParams } from 'react-router';
import { NetworkStatus, useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { isNotFound } from '../../graphqlErrors';
import { InlineError } from '../../ui/InlineError';
import { LoadMore } from '../../ui/LoadMore';
import { MoreDataNotice } from '../../ui/MoreDataNotice';
import { Page, PageHeader, PageTitle, Toolbar } from '../../ui/Page';
import { SearchBox } from '../../ui/SearchBox';
import { Skeleton } from '../../ui/Skeleton';
import { SortPanel } from '../../ui/SortPanel';
import { Table, TableScroll, Th } from '../../ui/Table';
import { useLoadPagesUpTo } from '../../ui/useLoadPagesUpTo';
import { ExportButtons } from './exports/ExportButtons';
import { PriceRows, type PriceColumns } from './PriceRows';
import { PricesCategoryQuery } from './PricesCategoryQuery';
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
} from './pricesUrlState';

const StyledControls = styled(Toolbar)`
  & > :first-child {
    width: 260px;
    max-width: 100%;
  }
`;

// The block headers (Resell, Trade In) sit above the sticky column headers and scroll away.
const StyledGroupTh = styled(Th)`
  position: static;
  text-align: center;
  border-left: ${({ theme }) => theme.borders.default};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledBlockTh = styled(Th)`
  border-left: ${({ theme }) => theme.borders.default};
`;

/** /dashboard/prices/:id — SPEC §2 'Prices screen'. */
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

  /** Any change of search, filters or sort starts again at page 1 (SPEC §4). */
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
  const columns = useMemo<PriceColumns>(
    () => ({ resell, tradeIn, flags }),
    [resell, tradeIn, flags],
  );
  const filtersInUse = activePriceFilterCount(view);
  const firstLoad = !shown && networkStatus === NetworkStatus.loading;
  const sortLabels = {
    GRADE_DESC: t('prices.sort.gradeDesc'),
    GRADE_ASC: t('prices.sort.gradeAsc'),
  };
  const blockHeaders = (
    <>
      <StyledBlockTh $align="right">{t('prices.columns.min')}</StyledBlockTh>
      <Th $align="right">{t('prices.columns.max')}</Th>
      <Th $align="right">{t('prices.columns.avg')}</Th>
      <Th $align="right">{t('prices.columns.change30')}</Th>
      <Th $align="right">{t('prices.columns.change60')}</Th>
    </>
  );

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
        <Card>
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
                <Table aria-busy={networkStatus === NetworkStatus.setVariables}>
                  <thead>
                    {columns.resell || columns.tradeIn ? (
                      <tr>
                        <StyledGroupTh colSpan={columns.flags ? 5 : 4} style={{ borderLeft: 0 }} />
                        {columns.resell ? (
                          <StyledGroupTh colSpan={5}>{t('glossary.resell')}</StyledGroupTh>
                        ) : null}
                        {columns.tradeIn ? (
                          <StyledGroupTh colSpan={5}>{t('glossary.tradeIn')}</StyledGroupTh>
                        ) : null}
                      </tr>
                    ) : null}
                    <tr>
                      <Th>{t('prices.columns.product')}</Th>
                      <Th>{t('prices.columns.grade')}</Th>
                      <Th $align="right">{t('prices.columns.online')}</Th>
                      <Th>{t('prices.columns.topCompetitor')}</Th>
                      {columns.flags ? <Th>{t('prices.columns.country')}</Th> : null}
                      {columns.resell ? blockHeaders : null}
                      {columns.tradeIn ? blockHeaders : null}
                    </tr>
                  </thead>
                  {priceList.items.map((item) => (
                    <PriceRows key={item.id} item={item} columns={columns} />
                  ))}
                </Table>
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
