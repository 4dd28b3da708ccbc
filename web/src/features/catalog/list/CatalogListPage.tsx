import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router';
import { NetworkStatus, useApolloClient, useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format/formatDate';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Button } from '../../../ui/Button';
import { InlineError } from '../../../ui/InlineError';
import { LoadMore } from '../../../ui/LoadMore';
import { Muted, Page, Toolbar } from '../../../ui/Page';
import { SearchBox } from '../../../ui/SearchBox';
import { Skeleton } from '../../../ui/Skeleton';
import { SortPanel } from '../../../ui/SortPanel';
import { RowPlaceholder, Table, TableScroll, Th } from '../../../ui/Table';
import { useRowWindow } from '../../../ui/useRowWindow';
import { CatalogFilterPanel } from './CatalogFilterPanel';
import { CatalogHeader } from './CatalogHeader';
import { CatalogListQuery } from './CatalogListQuery';
import { CatalogRow } from './CatalogRow';
import {
  activeFilterCount,
  CATALOG_SORTS,
  catalogFilterVariable,
  DEFAULT_CATALOG_SORT,
  readCatalogViewState,
  writeCatalogViewState,
  type CatalogViewState,
} from './catalogUrlState';

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

/** The table's columns (SPEC §2 / DECISIONS 3), for the rows outside the rendered window. */
const CATALOG_COLUMN_COUNT = 14;

export function CatalogListPage() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readCatalogViewState(searchParams), [searchParams]);
  const filter = useMemo(() => catalogFilterVariable(view), [view]);
  const [loadingMore, setLoadingMore] = useState(false);
  const tableScroll = useRef<HTMLDivElement>(null);

  const { data, previousData, error, refetch, fetchMore, networkStatus } = useQuery(
    CatalogListQuery,
    { variables: { filter, sort: view.sort, page: 1 }, notifyOnNetworkStatusChange: true },
  );
  const shown = data ?? previousData;
  const catalog = shown?.catalog;
  const loadedPage = data?.catalog.page ?? 0;

  /** Any change of search, filters or sort starts again at page 1 (SPEC §4). */
  const updateView = useCallback(
    (change: Partial<CatalogViewState>) => {
      setSearchParams(writeCatalogViewState({ ...view, page: 1, ...change }));
    },
    [setSearchParams, view],
  );

  const loadPage = useCallback(
    async (page: number) => {
      setLoadingMore(true);
      try {
        await fetchMore({ variables: { page } });
      } catch (loadError) {
        console.warn('catalog page failed to load', loadError);
      } finally {
        setLoadingMore(false);
      }
    },
    [fetchMore],
  );

  // Load more and a reloaded or shared URL with page=N both come here: pages load one after the
  // other up to the URL's page. `requested` remembers what was asked for (per filter and sort), so
  // a render that still shows the previous page does not ask twice.
  const wantedPage = view.page;
  const hasMore = data?.catalog.hasMore ?? false;
  const listKey = JSON.stringify([filter, view.sort]);
  const requested = useRef({ listKey, page: 1 });
  useEffect(() => {
    if (requested.current.listKey !== listKey) requested.current = { listKey, page: 1 };
    if (!data || loadedPage >= wantedPage || !hasMore) return;
    const next = loadedPage + 1;
    if (requested.current.page >= next) return;
    requested.current.page = next;
    void loadPage(next);
  }, [data, loadedPage, wantedPage, hasMore, listKey, loadPage]);

  function handleLoadMore() {
    const next = loadedPage + 1;
    setSearchParams(writeCatalogViewState({ ...view, page: next }), { replace: true });
  }

  // SPEC §4: after an upload the filters reset and the list reloads from the server. The reload
  // waits until the unfiltered view is the one on screen, so only that list is fetched; every other
  // cached list is dropped as stale.
  const [reloadAfterUpload, setReloadAfterUpload] = useState(false);
  const unfiltered = searchParams.toString() === '';
  useEffect(() => {
    if (!reloadAfterUpload || !unfiltered) return;
    setReloadAfterUpload(false);
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'catalog', broadcast: false });
    void refetch({ filter: null, sort: DEFAULT_CATALOG_SORT, page: 1 }).catch(
      (reloadError: unknown) => console.warn('catalog reload after upload failed', reloadError),
    );
  }, [reloadAfterUpload, unfiltered, client, refetch]);

  function handleUploadProcessed() {
    setReloadAfterUpload(true);
    if (!unfiltered) setSearchParams(new URLSearchParams());
  }

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
  const rowWindow = useRowWindow(tableScroll, catalog?.items.length ?? 0);
  const filtersInUse = activeFilterCount(view);
  const firstLoad = !shown && networkStatus === NetworkStatus.loading;

  return (
    <Page>
      {shown?.me ? (
        <CatalogHeader viewer={shown.me} onUploadProcessed={handleUploadProcessed} />
      ) : null}

      {error && !shown ? <InlineError onRetry={() => void refetch()} /> : null}
      {firstLoad ? <Skeleton /> : null}

      {catalog ? (
        <Card>
          <StyledToolbar>
            <StyledControls>
              <SearchBox
                label={t('common.search')}
                placeholder={t('catalog.searchPlaceholder')}
                value={view.search}
                onSearch={(search) => updateView({ search })}
              />
              <CatalogFilterPanel
                options={catalog.filters}
                selected={view.selected}
                activeCount={filtersInUse}
                onChange={(key, values) =>
                  updateView({ selected: { ...view.selected, [key]: values } })
                }
                onReset={() =>
                  setSearchParams(
                    writeCatalogViewState({
                      ...view,
                      search: '',
                      page: 1,
                      selected: { categories: [], brands: [], models: [], grades: [], storage: [] },
                    }),
                  )
                }
              />
              <SortPanel
                value={view.sort}
                options={CATALOG_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
                onChange={(sort) => updateView({ sort })}
              />
            </StyledControls>
            <StyledSummary>
              {t('catalog.productCount', { count: catalog.totalCount })}
              {catalog.lastUpdate
                ? ` · ${t('common.updatedAt', { date: formatDateTime(catalog.lastUpdate, i18n.language) })}`
                : null}
            </StyledSummary>
          </StyledToolbar>

          {error && shown ? <InlineError onRetry={() => void refetch()} /> : null}

          {catalog.items.length === 0 ? (
            <EmptyState title={t('catalog.empty')}>
              {filtersInUse > 0 ? (
                <Button $size="sm" onClick={() => setSearchParams(new URLSearchParams())}>
                  {t('common.filters.reset')}
                </Button>
              ) : null}
            </EmptyState>
          ) : (
            <>
              <TableScroll label={t('catalog.title')} ref={tableScroll}>
                <Table aria-busy={networkStatus === NetworkStatus.setVariables}>
                  <thead>
                    <tr>
                      <Th>{t('catalog.columns.id')}</Th>
                      <Th>{t('catalog.columns.ean')}</Th>
                      <Th>{t('catalog.columns.product')}</Th>
                      <Th>{t('catalog.columns.storage')}</Th>
                      <Th>{t('catalog.columns.ram')}</Th>
                      <Th>{t('catalog.columns.grade')}</Th>
                      <Th>{t('catalog.columns.color')}</Th>
                      <Th>{t('catalog.columns.battery')}</Th>
                      <Th $align="right">{t('catalog.columns.activePrice')}</Th>
                      <Th $align="right">{t('catalog.columns.basePrice')}</Th>
                      <Th $align="right">{t('catalog.columns.stock')}</Th>
                      <Th $align="right">{t('catalog.columns.margin')}</Th>
                      <Th>{t('catalog.columns.dynamicPrice')}</Th>
                      <Th $align="right">
                        <span className="visually-hidden">{t('common.details')}</span>
                      </Th>
                    </tr>
                  </thead>
                  <tbody onFocus={rowWindow.onFocus}>
                    {catalog.items.map((item, index) =>
                      index >= rowWindow.start && index < rowWindow.end ? (
                        <CatalogRow key={item.id} item={item} index={index} />
                      ) : (
                        <RowPlaceholder
                          key={item.id}
                          index={index}
                          height={rowWindow.rowHeight}
                          columns={CATALOG_COLUMN_COUNT}
                        />
                      ),
                    )}
                  </tbody>
                </Table>
              </TableScroll>
              <LoadMore
                shown={catalog.items.length}
                total={catalog.totalCount}
                loading={loadingMore}
                onLoadMore={handleLoadMore}
              />
            </>
          )}
        </Card>
      ) : null}
    </Page>
  );
}
