import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../graphql';
import { ResellStrategyCard } from './ResellStrategyCard';
import { ResellStrategyCard_strategy } from './strategy-documents';
import { StrategiesLayout, StrategiesLayout_viewer } from './StrategiesLayout';

export const ResellStrategiesQuery = graphql(
  `
    query ResellStrategiesQuery {
      me {
        id
        ...StrategiesLayout_viewer
        categories {
          id
          name
          slug
        }
        resellStrategies {
          id
          category {
            id
          }
          ...ResellStrategyCard_strategy
        }
      }
    }
  `,
  [StrategiesLayout_viewer, ResellStrategyCard_strategy],
);

/** /dashboard/strategies/resell — one card per category. */
export function ResellStrategiesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ResellStrategiesQuery);
  const me = data?.me ?? null;
  return (
    <StrategiesLayout
      title={t('strategies.resell.title')}
      subtitle={t('strategies.resell.subtitle')}
      viewer={me}
      strategies={me?.resellStrategies ?? []}
      loading={loading}
      failed={Boolean(error)}
      onRetry={() => void refetch()}
      renderCard={(category, strategy) => (
        <ResellStrategyCard category={category} strategy={strategy} />
      )}
    />
  );
}
