import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../graphql';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineError } from '../../../ui/InlineError';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../ui/Page';
import { Skeleton } from '../../../ui/Skeleton';
import { Table, TableScroll, Th } from '../../../ui/Table';
import { LogBatchRow, LogBatchRow_batch } from './LogBatchRow';

export const LogListQuery = graphql(
  `
    query LogListQuery {
      logBatches {
        id
        ...LogBatchRow_batch
      }
    }
  `,
  [LogBatchRow_batch],
);

export function LogListPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(LogListQuery);

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
      {data ? (
        <Card>
          {data.logBatches.length === 0 ? (
            <EmptyState title={t('log.empty')} />
          ) : (
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
                  {data.logBatches.map((batch) => (
                    <LogBatchRow key={batch.id} batch={batch} />
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
        </Card>
      ) : null}
    </Page>
  );
}
