import styled from 'styled-components';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../graphql';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { InlineError } from '../../../ui/InlineError';
import { Page } from '../../../ui/Page';
import { Skeleton } from '../../../ui/Skeleton';
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

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  justify-self: start;
`;

/** /dashboard/competitors/:id/items/:itemId — one competitor item. */
export function CompetitorItemPage() {
  const { t } = useTranslation();
  const { id: vendorId = '', itemId = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(CompetitorItemQuery, {
    variables: { vendorId, itemId },
  });
  const back = (
    <StyledBack to={`/dashboard/competitors/${vendorId}`}>
      <Icon name="arrowLeft" size="sm" />
      {t('competitors.item.back')}
    </StyledBack>
  );

  if (loading && !data) {
    return (
      <Page>
        {back}
        <Skeleton lines={4} />
        <Skeleton />
      </Page>
    );
  }
  const item = data?.competitorItem;
  if (!item) {
    return (
      <Page>
        {back}
        {error && !isNotFound(error) ? (
          <InlineError onRetry={() => void refetch()} />
        ) : (
          <EmptyState title={t('common.errors.somethingWrong')} />
        )}
      </Page>
    );
  }
  return (
    <Page>
      {back}
      <CompetitorItemSummary item={item} />
      <CompetitorHistoryCard item={item} />
      <CompetitorOffersTable item={item} />
    </Page>
  );
}
