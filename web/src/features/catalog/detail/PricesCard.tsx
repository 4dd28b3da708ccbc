import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { Badge } from '../../../ui/Badge';
import { Card, CardBody, CardHeader, CardTitle } from '../../../ui/Card';
import { Money } from '../../../ui/Money';
import { DynamicPriceToggle } from './DynamicPriceToggle';

export const PricesCard_item = graphql(`
  fragment PricesCard_item on CatalogItem {
    id
    price
    basePrice
    currencySymbol
    automaticPriceEnabled
    prices {
      suggested
      marketPrice
      min
      max
    }
  }
`);

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.statMin}, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledToggleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export function PricesCard({ item: itemRef }: { item: FragmentOf<typeof PricesCard_item> }) {
  const { t } = useTranslation();
  const item = readFragment(PricesCard_item, itemRef);
  const symbol = item.currencySymbol;
  const entries: Array<[string, number | null | undefined]> = [
    [t('catalogDetail.prices.active'), item.price],
    [t('catalogDetail.prices.suggested'), item.prices?.suggested],
    [t('catalogDetail.prices.market'), item.prices?.marketPrice],
    [t('catalogDetail.prices.base'), item.basePrice],
    [t('catalogDetail.prices.min'), item.prices?.min],
    [t('catalogDetail.prices.max'), item.prices?.max],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('catalogDetail.prices.title')}</CardTitle>
        <StyledToggleRow>
          <Badge $tone={item.automaticPriceEnabled ? 'success' : 'neutral'}>
            {item.automaticPriceEnabled
              ? t('catalogDetail.dynamicPrice.activeLabel')
              : t('catalogDetail.dynamicPrice.inactiveLabel')}
          </Badge>
          <DynamicPriceToggle itemId={item.id} enabled={item.automaticPriceEnabled} />
        </StyledToggleRow>
      </CardHeader>
      <CardBody>
        <StyledGrid>
          {entries.map(([label, amount]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <Money amount={amount} currencySymbol={symbol} />
              </dd>
            </div>
          ))}
        </StyledGrid>
      </CardBody>
    </Card>
  );
}
