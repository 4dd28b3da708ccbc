import styled from 'styled-components';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../graphql';
import { formatDateTime } from '../../../format/formatDate';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { InlineError } from '../../../ui/InlineError';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../ui/Page';
import { Skeleton } from '../../../ui/Skeleton';
import { Table, TableScroll, Th } from '../../../ui/Table';
import { LogEntryRow, LogEntryRow_entry } from './LogEntryRow';

export const LogDetailQuery = graphql(
  `
    query LogDetailQuery($id: ID!) {
      me {
        id
        extra {
          catalogCurrencySymbol
        }
      }
      logBatch(id: $id) {
        batch {
          id
          total
          start
          end
        }
        entries {
          ...LogEntryRow_entry
        }
      }
    }
  `,
  [LogEntryRow_entry],
);

/** Log entries carry no currency of their own: they are in the catalog currency. */
const DEFAULT_CURRENCY_SYMBOL = '€';

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  justify-self: start;
`;

export function LogDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(LogDetailQuery, { variables: { id } });
  const detail = data?.logBatch;
  const currencySymbol = data?.me?.extra?.catalogCurrencySymbol ?? DEFAULT_CURRENCY_SYMBOL;

  return (
    <Page>
      <StyledBack to="/dashboard/log">
        <Icon name="arrowLeft" size="sm" />
        {t('log.back')}
      </StyledBack>
      <PageHeader>
        <div>
          <PageTitle>{t('log.detailTitle', { batch: id })}</PageTitle>
          {detail?.batch.start ? (
            <PageSubtitle>
              {t('log.detailSubtitle', {
                count: detail.batch.total,
                start: formatDateTime(detail.batch.start, i18n.language),
              })}
            </PageSubtitle>
          ) : null}
        </div>
      </PageHeader>
      {loading && !data ? <Skeleton /> : null}
      {error && !data ? <InlineError onRetry={() => void refetch()} /> : null}
      {data && !detail ? <EmptyState title={t('log.notFound')} /> : null}
      {detail ? (
        <Card>
          {detail.entries.length === 0 ? (
            <EmptyState title={t('log.emptyBatch')} />
          ) : (
            <TableScroll label={t('log.detailTitle', { batch: id })}>
              <Table>
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
                  {detail.entries.map((entry, index) => (
                    <LogEntryRow key={index} entry={entry} currencySymbol={currencySymbol} />
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
