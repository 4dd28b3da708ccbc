import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../graphql';
import { BuybackStrategyCard } from './BuybackStrategyCard';
import { BuybackStrategyCard_strategy } from './strategy-documents';
import { StrategiesLayout, StrategiesLayout_viewer } from './StrategiesLayout';

export const BuybackStrategiesQuery = graphql(
  `
    query BuybackStrategiesQuery {
      me {
        id
        ...StrategiesLayout_viewer
        categories {
          id
          name
          slug
        }
        buybackStrategies {
          id
          category {
            id
          }
          ...BuybackStrategyCard_strategy
        }
      }
    }
  `,
  [StrategiesLayout_viewer, BuybackStrategyCard_strategy],
);

/** /dashboard/strategies/buyback — one card per category. */
export function BuybackStrategiesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(BuybackStrategiesQuery);
  const me = data?.me ?? null;
  return (
    <StrategiesLayout
      title={t('strategies.buyback.title')}
      subtitle={t('strategies.buyback.subtitle')}
      viewer={me}
      strategies={me?.buybackStrategies ?? []}
      loading={loading}
      failed={Boolean(error)}
      onRetry={() => void refetch()}
      renderCard={(category, strategy) => (
        <BuybackStrategyCard category={category} strategy={strategy} />
      )}
    />
  );
}
