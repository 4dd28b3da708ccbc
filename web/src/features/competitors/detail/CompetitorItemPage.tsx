import { useParams } from 'react-router';
import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../graphql';
import { EmptyState } from '../../../ui/EmptyState';
import { DetailPage, DetailPageLoading } from '../../../ui/DetailPage';
import { InlineError } from '../../../ui/InlineError';
import { isNotFound } from '../../../graphql-errors';
import { CompetitorHistoryCard, CompetitorHistoryCard_item } from './CompetitorHistoryCard';
import { CompetitorItemSummary, CompetitorItemSummary_item } from './CompetitorItemSummary';
import { CompetitorOffersTable, CompetitorOffersTable_item } from './CompetitorOffersTable';

export const CompetitorItemQuery = graphql(
  `
    query CompetitorItemQuery($vendorId: ID!, $itemId: ID!) {
      competitorItem(vendorId: $vendorId, itemId: $itemId) {
        id
        ...CompetitorItemSummary_item
        ...CompetitorHistoryCard_item
        ...CompetitorOffersTable_item
      }
    }
  `,
  [CompetitorItemSummary_item, CompetitorHistoryCard_item, CompetitorOffersTable_item],
);

/** /dashboard/competitors/:id/items/:itemId — one competitor item. */
export function CompetitorItemPage() {
  const { t } = useTranslation();
  const { id: vendorId = '', itemId = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(CompetitorItemQuery, {
    variables: { vendorId, itemId },
  });
  const back = { to: `/dashboard/competitors/${vendorId}`, label: t('competitors.item.back') };

  if (loading && !data) return <DetailPageLoading back={back} />;
  const item = data?.competitorItem;
  if (!item) {
    return (
      <DetailPage back={back}>
        {error && !isNotFound(error) ? (
          <InlineError onRetry={() => void refetch()} />
        ) : (
          <EmptyState title={t('common.errors.somethingWrong')} />
        )}
      </DetailPage>
    );
  }
  return (
    <DetailPage back={back}>
      <CompetitorItemSummary item={item} />
      <CompetitorHistoryCard item={item} />
      <CompetitorOffersTable item={item} />
    </DetailPage>
  );
}
