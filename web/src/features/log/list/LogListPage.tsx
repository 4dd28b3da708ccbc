import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../graphql';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineError } from '../../../ui/InlineError';
import { LoadMore } from '../../../ui/LoadMore';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../ui/Page';
import { Skeleton } from '../../../ui/Skeleton';
import { Table, TableScroll, Th } from '../../../ui/Table';
import { listViewParams } from '../../lists/list-view-params';
import { useCursorPages } from '../../lists/use-cursor-pages';
import { LogBatchRow, LogBatchRow_batch } from './LogBatchRow';

export const LogListQuery = graphql(
  `
    query LogListQuery($after: String) {
      logBatchConnection(after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            ...LogBatchRow_batch
          }
        }
      }
    }
  `,
  [LogBatchRow_batch],
);

/** The list has no filters: only how many pages are shown (`?page=N`) lives in the URL. */
const logListView = listViewParams({ filters: [] });

/** /dashboard/log: the batches of the retention period, newest first, 50 at a time. */
export function LogListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => logListView.read(searchParams), [searchParams]);
  const { data, loading, error, refetch, fetchMore } = useQuery(LogListQuery);
  const connection = data?.logBatchConnection;
  const batches = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);

  const fetchAfter = useCallback(
    async (after: string) => {
      // The cache's logBatchConnection policy appends the page to the list.
      const page = await fetchMore({ variables: { after } });
      return page.data.logBatchConnection.pageInfo.endCursor;
    },
    [fetchMore],
  );
  const pages = useCursorPages({
    listKey: 'log',
    connection,
    wantedPage: view.page,
    fetchAfter,
  });

  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>{t('log.title')}</PageTitle>
          <PageSubtitle>{t('log.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      {loading && !data ? <Skeleton /> : null}
      {error && !data ? <InlineError onRetry={() => void refetch()} /> : null}
      {connection ? (
        <Card>
          {batches.length === 0 ? (
            <EmptyState title={t('log.empty')} />
          ) : (
            <>
              <TableScroll label={t('log.title')}>
                <Table>
                  <thead>
                    <tr>
                      <Th $sticky>{t('log.columns.batch')}</Th>
                      <Th $align="right">{t('log.columns.products')}</Th>
                      <Th $align="right">{t('log.columns.updated')}</Th>
                      <Th $align="right">{t('log.columns.notUpdated')}</Th>
                      <Th $align="right">{t('log.columns.errors')}</Th>
                      <Th>{t('log.columns.start')}</Th>
                      <Th>{t('log.columns.end')}</Th>
                      <Th>
                        <span className="visually-hidden">{t('common.details')}</span>
                      </Th>
                    </tr>
                  </thead>
                  <tbody>
                    {batches.map((batch) => (
                      <LogBatchRow key={batch.id} batch={batch} />
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
              <LoadMore
                shown={batches.length}
                total={connection.totalCount}
                hasMore={pages.hasMore}
                loading={pages.loading}
                onLoadMore={() =>
                  setSearchParams(logListView.write({ ...view, page: pages.loadMore() }), {
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
