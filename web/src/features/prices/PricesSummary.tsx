import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../graphql';
import { formatDateTime } from '../../format/format-date';
import { numberFormat } from '../../format/intl-formats';

export const PricesSummary_stats = graphql(`
  fragment PricesSummary_stats on PriceStats {
    products
    monitoredItems
    lastUpdate
  }
`);

const StyledSummary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => theme.space[2]} 0 0;

  div {
    display: grid;
    gap: 2px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Models, monitored deals and the last update of a category's market data. */
export function PricesSummary({
  stats: statsRef,
}: {
  stats: FragmentOf<typeof PricesSummary_stats>;
}) {
  const { t, i18n } = useTranslation();
  const stats = readFragment(PricesSummary_stats, statsRef);
  const number = numberFormat(i18n.language, { useGrouping: 'always' });
  return (
    <StyledSummary>
      <div>
        <dt>{t('prices.summary.models')}</dt>
        <dd>{number.format(stats.products)}</dd>
      </div>
      <div>
        <dt>{t('prices.summary.monitoredDeals')}</dt>
        <dd>{number.format(stats.monitoredItems)}</dd>
      </div>
      <div>
        <dt>{t('prices.summary.lastUpdate')}</dt>
        <dd>{stats.lastUpdate ? formatDateTime(stats.lastUpdate, i18n.language) : '-'}</dd>
      </div>
    </StyledSummary>
  );
}
