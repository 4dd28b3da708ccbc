import styled from 'styled-components';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { DetailPage, DetailPageLoading } from '../../../ui/DetailPage';
import { InlineError } from '../../../ui/InlineError';
import { BuyboxTable } from './BuyboxTable';
import { CatalogDetailQuery } from './catalog-detail-query';
import { CompetitorsByGrade } from './CompetitorsByGrade';
import { HistoricalPricesCard } from './HistoricalPricesCard';
import { ItemSummary } from './ItemSummary';
import { MarketOffersTable } from './MarketOffersTable';
import { MarketPricesCard } from './MarketPricesCard';
import { PriceLimitBanner } from './PriceLimitBanner';
import { PriceLogsTable } from './PriceLogsTable';
import { PricesCard } from './PricesCard';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export function CatalogDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // The id is a variable, so following a link to another item (competitors by grade) reloads.
  const { data, error, loading, refetch } = useQuery(CatalogDetailQuery, { variables: { id } });

  const back = { to: '/dashboard/catalog', label: t('catalogDetail.back') };

  if (loading && !data) return <DetailPageLoading back={back} />;
  if (error || !data) {
    return (
      <DetailPage back={back}>
        <InlineError onRetry={() => void refetch()} />
      </DetailPage>
    );
  }
  const item = data.catalogItem;
  if (!item || !data.me) {
    return (
      <DetailPage back={back}>
        <EmptyState title={t('catalogDetail.notFound')} />
      </DetailPage>
    );
  }
  const { access, supportEmail } = data.me;

  return (
    <DetailPage back={back}>
      <ItemSummary item={item} />
      <PriceLimitBanner item={item} />
      <StyledColumns>
        <StyledStack>
          <PricesCard item={item} />
          <MarketPricesCard
            item={item}
            resellAccess={access.resell}
            buybackAccess={access.buyback}
            multiCountry={access.multiCountry}
            supportEmail={supportEmail}
          />
          <HistoricalPricesCard
            item={item}
            resellAccess={access.resell}
            buybackAccess={access.buyback}
            supportEmail={supportEmail}
          />
        </StyledStack>
        <StyledStack>
          <CompetitorsByGrade item={item} />
        </StyledStack>
      </StyledColumns>
      <PriceLogsTable item={item} />
      {access.resell ? (
        <MarketOffersTable title={t('catalogDetail.offers.resellTitle')} data={item.resell} />
      ) : null}
      {access.buyback ? (
        <MarketOffersTable title={t('catalogDetail.offers.tradeInTitle')} data={item.buyback} />
      ) : null}
      <BuyboxTable item={item} />
    </DetailPage>
  );
}
