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
import { useLoadPagesUpTo } from '../../../ui/use-load-pages-up-to';
import { listViewParams } from '../../lists/list-view-params';
import { LogBatchRow, LogBatchRow_batch } from './LogBatchRow';

export const LogListQuery = graphql(
  `
    query LogListQuery($page: Int) {
      logBatchPage(page: $page) {
        total
        page
        pageSize
        items {
          id
          ...LogBatchRow_batch
        }
      }
    }
  `,
  [LogBatchRow_batch],
);

/** The list has no filters: only the loaded position (`?page=N`) lives in the URL. */
const logListView = listViewParams({ filters: [] });

/** /dashboard/log: the batches of the retention period, newest first, 50 at a time. */
export function LogListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => logListView.read(searchParams), [searchParams]);
  const { data, loading, error, refetch, fetchMore } = useQuery(LogListQuery, {
    variables: { page: 1 },
  });
  const batches = data?.logBatchPage;
  const shown = batches?.items.length ?? 0;

  const fetchPage = useCallback(
    // The cache's logBatchPage policy appends the page to the list.
    (page: number) => fetchMore({ variables: { page } }),
    [fetchMore],
  );
  const { loading: loadingMore } = useLoadPagesUpTo({
    listKey: 'log',
    loadedPage: batches?.page ?? 0,
    wantedPage: view.page,
    hasMore: batches ? shown < batches.total : false,
    fetchPage,
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
      {batches ? (
        <Card>
          {batches.items.length === 0 ? (
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
                    {batches.items.map((batch) => (
                      <LogBatchRow key={batch.id} batch={batch} />
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
              <LoadMore
                shown={shown}
                total={batches.total}
                loading={loadingMore}
                onLoadMore={() =>
                  setSearchParams(logListView.write({ ...view, page: batches.page + 1 }), {
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
