import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format/format-date';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { Badge } from '../../../ui/Badge';
import { Card, CardBody, CardHeader, CardTitle } from '../../../ui/Card';
import { Money } from '../../../ui/Money';
import { PriceDecision_decision, WhyThisPrice } from '../decision/PriceDecision';
import { DynamicPriceToggle } from './DynamicPriceToggle';

export const PricesCard_item = graphql(
  `
    fragment PricesCard_item on CatalogItem {
      id
      externalId
      price
      basePrice
      currencySymbol
      automaticPriceEnabled
      prices {
        suggested
        marketPrice
        marketPriceReference {
          label
          note
        }
        min
        max
      }
      lastDecision {
        batchId
        decidedAt
        ...PriceDecision_decision
      }
    }
  `,
  [PriceDecision_decision],
);

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

/** The repricer's market price: wider than the others, for the line saying where it comes from. */
const StyledMarket = styled.div`
  grid-column: span 2;

  small {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const StyledToggleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledWhy = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: ${({ theme }) => theme.borders.default};
`;

const StyledDecidedBy = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function PricesCard({ item: itemRef }: { item: FragmentOf<typeof PricesCard_item> }) {
  const { t, i18n } = useTranslation();
  const item = readFragment(PricesCard_item, itemRef);
  const symbol = item.currencySymbol;
  const entries: Array<[string, number | null | undefined]> = [
    [t('catalogDetail.prices.active'), item.price],
    [t('catalogDetail.prices.suggested'), item.prices?.suggested],
    [t('catalogDetail.prices.base'), item.basePrice],
    [t('catalogDetail.prices.min'), item.prices?.min],
    [t('catalogDetail.prices.max'), item.prices?.max],
  ];
  const reference = item.prices?.marketPriceReference;
  const source = reference
    ? [reference.label, reference.note].filter((part) => part).join(' · ')
    : null;
  const decision = item.lastDecision;
  const batch = decision?.batchId;
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
          <StyledMarket>
            <dt>{t('catalogDetail.prices.market')}</dt>
            <dd>
              <Money amount={item.prices?.marketPrice} currencySymbol={symbol} />
              {source ? <small>{source}</small> : null}
            </dd>
          </StyledMarket>
        </StyledGrid>
        {decision ? (
          <StyledWhy>
            <WhyThisPrice
              decision={decision}
              caption={
                batch ? (
                  <StyledDecidedBy>
                    {decision.decidedAt
                      ? t('decision.decidedBy', {
                          batch,
                          date: formatDateTime(decision.decidedAt, i18n.language),
                        })
                      : null}{' '}
                    <Link
                      to={`/dashboard/log/${batch}${
                        item.externalId
                          ? `?${new URLSearchParams({ search: item.externalId }).toString()}`
                          : ''
                      }`}
                    >
                      {t('decision.openInLog', { batch })}
                    </Link>
                  </StyledDecidedBy>
                ) : undefined
              }
            />
          </StyledWhy>
        ) : null}
      </CardBody>
    </Card>
  );
}
