import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router';
import { NetworkStatus, useApolloClient, useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format/format-date';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Button } from '../../../ui/Button';
import { InlineError } from '../../../ui/InlineError';
import { LoadMore } from '../../../ui/LoadMore';
import { Muted, Page, Toolbar } from '../../../ui/Page';
import { SearchBox } from '../../../ui/SearchBox';
import { Skeleton } from '../../../ui/Skeleton';
import { SortPanel } from '../../../ui/SortPanel';
import { TableViewControls } from '../../../ui/TableViewControls';
import { useTableView } from '../../../ui/use-table-view';
import { useViewerId } from '../../lists/use-viewer-id';
import { CatalogBulkActions } from '../bulk-actions/CatalogBulkActions';
import { useBulkAction } from '../bulk-actions/use-bulk-action';
import { useCatalogSelection, useTableSelection } from '../bulk-actions/use-catalog-selection';
import { WorkQueueStrip } from '../work-queue/WorkQueueStrip';
import { CatalogFilterPanel } from './CatalogFilterPanel';
import { CatalogHeader } from './CatalogHeader';
import { CatalogListQuery } from './catalog-list-query';
import { CatalogTable, useCatalogColumns } from './CatalogTable';
import {
  activeFilterCount,
  CATALOG_SORTS,
  catalogFilterVariable,
  DEFAULT_CATALOG_SORT,
  NO_CATALOG_FILTERS,
  readCatalogViewState,
  writeCatalogViewState,
  type CatalogViewState,
} from './catalog-url-state';

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

export function CatalogListPage() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readCatalogViewState(searchParams), [searchParams]);
  const filter = useMemo(() => catalogFilterVariable(view), [view]);
  const [loadingMore, setLoadingMore] = useState(false);

  const { data, previousData, error, refetch, fetchMore, networkStatus } = useQuery(
    CatalogListQuery,
    { variables: { filter, sort: view.sort, page: 1 }, notifyOnNetworkStatusChange: true },
  );
  const shown = data ?? previousData;
  const catalog = shown?.catalog;
  const loadedPage = data?.catalog.page ?? 0;

  /**
   * Any change of search, filters or sort starts again at page 1. The new list is asked
   * for at once: the URL change renders the whole shell before useQuery sees the new variables, and
   * the request need not wait for that (useQuery then joins the request in flight).
   */
  const updateView = useCallback(
    (change: Partial<CatalogViewState>) => {
      const next = { ...view, page: 1, ...change };
      client
        .query({
          query: CatalogListQuery,
          variables: { filter: catalogFilterVariable(next), sort: next.sort, page: 1 },
        })
        .catch(() => undefined); // useQuery reports the failure of the same request.
      setSearchParams(writeCatalogViewState(next));
    },
    [client, setSearchParams, view],
  );

  const listKey = JSON.stringify([filter, view.sort]);
  const requested = useRef({ listKey, page: 1 });

  // Bulk actions: rows picked here (a new filter starts with none), and after a job the lists
  // are read again (states, filter membership and work-queue counts changed).
  const selection = useCatalogSelection(JSON.stringify(filter));
  const clearSelection = selection.clear;
  const reloadAfterBulk = useCallback(() => {
    clearSelection();
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'catalog', broadcast: false });
    requested.current = { listKey, page: 1 };
    if (view.page > 1) {
      setSearchParams(writeCatalogViewState({ ...view, page: 1 }), { replace: true });
    }
    void refetch({ filter, sort: view.sort, page: 1 }).catch((reloadError: unknown) =>
      console.warn('catalog reload after a bulk action failed', reloadError),
    );
  }, [clearSelection, client, listKey, view, setSearchParams, refetch, filter]);
  const bulk = useBulkAction(reloadAfterBulk);
  const tableSelection = useTableSelection(selection, catalog?.items);

  const loadPage = useCallback(
    async (page: number) => {
      setLoadingMore(true);
      try {
        await fetchMore({ variables: { page } });
      } catch (loadError) {
        console.warn('catalog page failed to load', loadError);
        // Load more may ask for it again.
        if (requested.current.page >= page) requested.current.page = page - 1;
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
  // The list on screen (while a new filter loads, the previous list stays): a new list gets a new
  // table, which starts at its top and is built fresh instead of being diffed against a thousand
  // rows it shares nothing with.
  const [shownListKey, setShownListKey] = useState(listKey);
  if (data && shownListKey !== listKey) setShownListKey(listKey);
  useEffect(() => {
    if (requested.current.listKey !== listKey) requested.current = { listKey, page: 1 };
    if (!data || loadedPage >= wantedPage || !hasMore) return;
    const next = loadedPage + 1;
    if (requested.current.page >= next) return;
    requested.current.page = next;
    void loadPage(next);
  }, [data, loadedPage, wantedPage, hasMore, listKey, loadPage]);

  // The next page is asked for at the click, not after the URL change has been rendered (that
  // render, the whole shell's, would otherwise delay the request); the URL follows for reloads
  // and shared links. A page already asked for counts as loaded (its answer may not have been
  // rendered yet); a page that failed is given back in loadPage.
  function handleLoadMore() {
    const sameList = requested.current.listKey === listKey;
    const next = Math.max(loadedPage, sameList ? requested.current.page : 0) + 1;
    if (sameList) {
      requested.current.page = next;
      void loadPage(next);
    }
    setSearchParams(writeCatalogViewState({ ...view, page: next }), { replace: true });
  }

  // After an upload the filters reset and the list reloads from the server. The reload
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
  const filtersInUse = activeFilterCount(view);
  const columns = useCatalogColumns();
  const table = useTableView({ tableId: 'catalog', userId: useViewerId(), columns });
  const firstLoad = !shown && networkStatus === NetworkStatus.loading;

  return (
    <Page>
      {shown?.me ? (
        <CatalogHeader viewer={shown.me} onUploadProcessed={handleUploadProcessed} />
      ) : null}

      {error && !shown ? <InlineError onRetry={() => void refetch()} /> : null}
      {firstLoad ? <Skeleton /> : null}

      {catalog ? (
        <Card ref={table.measureRef}>
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
                onReset={() => updateView({ selected: NO_CATALOG_FILTERS })}
              />
              <SortPanel
                value={view.sort}
                options={CATALOG_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
                onChange={(sort) => updateView({ sort })}
              />
              <TableViewControls {...table.controls} />
            </StyledControls>
            <StyledSummary>
              {t('catalog.productCount', { count: catalog.totalCount })}
              {catalog.lastUpdate
                ? ` · ${t('common.updatedAt', { date: formatDateTime(catalog.lastUpdate, i18n.language) })}`
                : null}
            </StyledSummary>
          </StyledToolbar>

          {catalog.workQueue ? (
            <WorkQueueStrip
              counts={catalog.workQueue}
              selected={view.selected}
              onToggle={(shortcut, active) =>
                updateView({
                  selected: { ...view.selected, [shortcut.key]: active ? [] : [shortcut.value] },
                })
              }
            />
          ) : null}
          <CatalogBulkActions
            selection={selection}
            totalMatching={catalog.totalCount}
            filter={filter}
            bulk={bulk}
            nameOf={(itemId) => catalog.items.find((item) => item.id === itemId)?.name ?? null}
          />

          {error && shown ? <InlineError onRetry={() => void refetch()} /> : null}

          {catalog.items.length === 0 ? (
            <EmptyState title={t('catalog.empty')}>
              {filtersInUse > 0 || view.search.trim() ? (
                <Button $size="sm" onClick={() => setSearchParams(new URLSearchParams())}>
                  {t('common.filters.clearAll')}
                </Button>
              ) : null}
            </EmptyState>
          ) : (
            <>
              <CatalogTable
                key={shownListKey}
                items={catalog.items}
                busy={networkStatus === NetworkStatus.setVariables}
                columns={table.columns}
                density={table.density}
                cards={table.cards}
                selection={tableSelection}
              />
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
