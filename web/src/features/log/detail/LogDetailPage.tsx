import { useCallback, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useParams, useSearchParams } from 'react-router';
import { NetworkStatus, useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format/format-date';
import { isNotFound } from '../../../graphql-errors';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { BackLink } from '../../../ui/DetailPage';
import { InlineError } from '../../../ui/InlineError';
import { LoadMore } from '../../../ui/LoadMore';
import { Page, PageHeader, PageSubtitle, PageTitle, Toolbar } from '../../../ui/Page';
import { SearchBox } from '../../../ui/SearchBox';
import { Skeleton } from '../../../ui/Skeleton';
import { Table, TableScroll, Th } from '../../../ui/Table';
import { useBusyRows } from '../../../ui/use-busy-rows';
import { useCursorPages } from '../../lists/use-cursor-pages';
import type { ResultOf } from '../../../graphql';
import { LogDetailQuery } from './log-detail-query';
import { LogEntryRow } from './LogEntryRow';
import { LogStatusFilter } from './LogStatusFilter';
import {
  readLogDetailView,
  searchVariable,
  writeLogDetailView,
  type LogDetailView,
} from './log-detail-url-state';

/** Log entries carry no currency of their own: they are in the catalog currency. */
const DEFAULT_CURRENCY_SYMBOL = '€';

const StyledToolbar = styled(Toolbar)`
  justify-content: space-between;

  & > :last-child {
    width: ${({ theme }) => theme.sizes.searchBox};
    max-width: 100%;
  }
`;

/** /dashboard/log/:id: one batch's entries, 50 at a time, by outcome and product. */
export function LogDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readLogDetailView(searchParams), [searchParams]);

  const { query, shown, entries, pages } = useLogBatch(id, view);
  const { error, refetch, networkStatus } = query;
  const detail = shown?.logEntries;
  const currencySymbol = shown?.me?.extra?.catalogCurrencySymbol ?? DEFAULT_CURRENCY_SYMBOL;

  function updateView(change: Partial<LogDetailView>) {
    setSearchParams(writeLogDetailView({ ...view, page: 1, ...change }));
  }

  const title = t('log.detailTitle', { batch: id });
  const filtered = view.status !== null || searchVariable(view) !== null;

  return (
    <Page>
      <LogDetailHeader title={title} batch={detail?.batch} />
      {!shown && networkStatus === NetworkStatus.loading ? <Skeleton /> : null}
      {error && !shown ? (
        isNotFound(error) ? (
          <EmptyState title={t('log.notFound')} />
        ) : (
          <InlineError onRetry={() => void refetch()} />
        )
      ) : null}
      {shown && !detail && !error ? <EmptyState title={t('log.notFound')} /> : null}
      {detail ? (
        <Card>
          <StyledToolbar>
            <LogStatusFilter
              counts={detail.statusCounts}
              selected={view.status}
              onChange={(status) => updateView({ status })}
            />
            <SearchBox
              label={t('log.search')}
              placeholder={t('log.searchPlaceholder')}
              value={view.search}
              onSearch={(text) => updateView({ search: text })}
            />
          </StyledToolbar>
          {error ? <InlineError onRetry={() => void refetch()} /> : null}
          {entries.length === 0 ? (
            filtered ? (
              <EmptyState title={t('log.noMatch')}>
                <Button $size="sm" onClick={() => setSearchParams(new URLSearchParams())}>
                  {t('common.filters.clearAll')}
                </Button>
              </EmptyState>
            ) : (
              <EmptyState title={t('log.emptyBatch')} />
            )
          ) : (
            <>
              <LogEntriesTable
                label={title}
                entries={entries}
                currencySymbol={currencySymbol}
                busy={networkStatus === NetworkStatus.setVariables}
              />
              <LoadMore
                shown={entries.length}
                total={detail.totalCount}
                hasMore={pages.hasMore}
                loading={pages.loading}
                onLoadMore={() =>
                  setSearchParams(writeLogDetailView({ ...view, page: pages.loadMore() }), {
                    replace: true,
                  })
                }
              />
            </>
          )}
        </Card>
      ) : null}
    </Page>
  );
}

/** The batch's entries for the view (one page or more) and how they are being read. */
function useLogBatch(id: string, view: LogDetailView) {
  const search = searchVariable(view);
  const query = useQuery(LogDetailQuery, {
    variables: { id, status: view.status, search },
    notifyOnNetworkStatusChange: true,
  });
  const { data, previousData, fetchMore } = query;
  // While another outcome or search loads, the rows shown stay; another batch's rows never do.
  const batchOfData = useRef<string | null>(null);
  if (data) batchOfData.current = id;
  const shown = data ?? (batchOfData.current === id ? previousData : undefined);

  const fetchAfter = useCallback(
    async (after: string) => {
      // The cache's logEntries policy appends the page's entries to the list.
      const page = await fetchMore({ variables: { after } });
      return page.data.logEntries.pageInfo.endCursor;
    },
    [fetchMore],
  );
  // A new language reads the first page again (the upstream words the notes in it), which
  // replaces the list: the pages after it are read again too.
  const pages = useCursorPages({
    listKey: JSON.stringify([id, view.status, search]),
    connection: data?.logEntries,
    wantedPage: view.page,
    fetchAfter,
  });
  const entries = useMemo(() => shown?.logEntries.edges.map((edge) => edge.node) ?? [], [shown]);
  return { query, shown, entries, pages };
}

/** A batch's entries: product, outcome, prices, date and notes. */
function LogEntriesTable({
  label,
  entries,
  currencySymbol,
  busy,
}: {
  label: string;
  entries: ReadonlyArray<ResultOf<typeof LogDetailQuery>['logEntries']['edges'][number]['node']>;
  currencySymbol: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const busyRows = useBusyRows(busy);
  return (
    <TableScroll label={label}>
      <Table {...busyRows}>
        <thead>
          <tr>
            <Th $sticky>{t('log.detailColumns.product')}</Th>
            <Th>{t('log.detailColumns.status')}</Th>
            <Th $align="right">{t('log.detailColumns.onlinePrice')}</Th>
            <Th $align="right">{t('log.detailColumns.updatedPrice')}</Th>
            <Th>{t('log.detailColumns.date')}</Th>
            <Th>{t('log.detailColumns.notes')}</Th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <LogEntryRow
              key={entry.id ?? `#${index}`}
              entry={entry}
              currencySymbol={currencySymbol}
            />
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** Back to the log, the batch's title, and how many entries it has from when. */
function LogDetailHeader({
  title,
  batch,
}: {
  title: string;
  batch: ResultOf<typeof LogDetailQuery>['logEntries']['batch'] | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <BackLink to="/dashboard/log">{t('log.back')}</BackLink>
      <PageHeader>
        <div>
          <PageTitle>{title}</PageTitle>
          {batch?.start ? (
            <PageSubtitle>
              {t('log.detailSubtitle', {
                count: batch.total,
                start: formatDateTime(batch.start, i18n.language),
              })}
            </PageSubtitle>
          ) : null}
        </div>
      </PageHeader>
    </>
  );
}
