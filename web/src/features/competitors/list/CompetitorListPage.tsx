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
import { useLoadPagesUpTo } from '../../../ui/useLoadPagesUpTo';
import { isNotFound } from '../../../graphqlErrors';
import { CompetitorFilterPanel } from './CompetitorFilterPanel';
import { CompetitorListQuery } from './CompetitorListQuery';
import { CompetitorRow } from './CompetitorRow';
import {
  activeCompetitorFilterCount,
  competitorFilterVariable,
  NO_COMPETITOR_FILTERS,
  readCompetitorViewState,
  writeCompetitorViewState,
  type CompetitorViewState,
} from './competitorUrlState';
import { VendorHeader } from './VendorHeader';

const StyledControls = styled(Toolbar)`
  & > :first-child {
    width: 260px;
    max-width: 100%;
  }
`;

/** /dashboard/competitors/:id and /items — SPEC §2 'Competitor screens'. */
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
          <Card>
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
                  <Table aria-busy={networkStatus === NetworkStatus.setVariables}>
                    <thead>
                      <tr>
                        <Th>{t('competitors.columns.name')}</Th>
                        <Th>{t('competitors.columns.catalogItems')}</Th>
                        <Th>{t('competitors.columns.grade')}</Th>
                        <Th $align="right">{t('competitors.columns.price')}</Th>
                        <Th>{t('competitors.columns.storage')}</Th>
                        <Th>{t('competitors.columns.color')}</Th>
                        <Th>{t('competitors.columns.battery')}</Th>
                        <Th>{t('competitors.columns.reseller')}</Th>
                        <Th $align="right">
                          <span className="visually-hidden">{t('common.details')}</span>
                        </Th>
                      </tr>
                    </thead>
                    <tbody>
                      {listings.items.map((item) => (
                        <CompetitorRow
                          key={item.id}
                          vendorId={vendorId}
                          item={item}
                          catalogLinks={shown?.me?.access.catalog ?? false}
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
