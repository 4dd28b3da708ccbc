import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { Card, CardBody, CardHeader, CardTitle } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Flag } from '../../../ui/Flag';
import { Table, TableScroll, Td, Th, Tr } from '../../../ui/Table';
import {
  MARKET_STATS,
  MarketStatValue,
  MarketStatValue_countryPrices,
  type CountryMarketPrices,
  type MarketStat,
} from '../../prices/MarketStatValue';
import { ContactNotice } from './ContactNotice';

export const MarketPricesCard_item = graphql(
  `
    fragment MarketPricesCard_item on CatalogItem {
      countryPrices {
        ...MarketStatValue_countryPrices
      }
    }
  `,
  [MarketStatValue_countryPrices],
);

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledSectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCountry = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-transform: uppercase;
`;

export interface MarketPricesCardProps {
  item: FragmentOf<typeof MarketPricesCard_item>;
  resellAccess: boolean;
  buybackAccess: boolean;
  multiCountry: boolean;
  supportEmail: string;
}

export function MarketPricesCard({
  item: itemRef,
  resellAccess,
  buybackAccess,
  multiCountry,
  supportEmail,
}: MarketPricesCardProps) {
  const { t } = useTranslation();
  const countryPrices = readFragment(
    MarketStatValue_countryPrices,
    readFragment(MarketPricesCard_item, itemRef).countryPrices,
  );
  const sections = [
    { mode: 'resell' as const, title: t('glossary.resell'), allowed: resellAccess },
    { mode: 'buyback' as const, title: t('glossary.tradeIn'), allowed: buybackAccess },
  ].filter((section) => section.allowed);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('catalogDetail.market.title')}</CardTitle>
      </CardHeader>
      <CardBody>
        <StyledSections>
          {countryPrices.length === 0 && sections.length > 0 ? (
            <EmptyState title={t('catalogDetail.market.empty')} />
          ) : null}
          {countryPrices.length > 0
            ? sections.map((section) => (
                <div key={section.mode}>
                  <StyledSectionTitle>{section.title}</StyledSectionTitle>
                  <MarketTable
                    title={section.title}
                    mode={section.mode}
                    countryPrices={countryPrices}
                    multiCountry={multiCountry}
                  />
                </div>
              ))
            : null}
          {!resellAccess || !buybackAccess ? <ContactNotice supportEmail={supportEmail} /> : null}
        </StyledSections>
      </CardBody>
    </Card>
  );
}

/** One market's prices per country: min, max, average and the 30 and 60 days' change. */
function MarketTable({
  title,
  mode,
  countryPrices,
  multiCountry,
}: {
  title: string;
  mode: 'resell' | 'buyback';
  countryPrices: readonly CountryMarketPrices[];
  multiCountry: boolean;
}) {
  const { t } = useTranslation();
  const labels: Record<MarketStat, string> = {
    min: t('catalogDetail.market.min'),
    max: t('catalogDetail.market.max'),
    avg: t('catalogDetail.market.avg'),
    change30: t('catalogDetail.market.change30'),
    change60: t('catalogDetail.market.change60'),
  };
  return (
    <TableScroll label={title}>
      <Table>
        <thead>
          <tr>
            <Th $sticky>{t('catalogDetail.market.country')}</Th>
            {MARKET_STATS.map((stat) => (
              <Th key={stat} $align="right">
                {labels[stat]}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {countryPrices.map((row) => (
            <Tr key={row.country}>
              <Td $sticky $card="title">
                <StyledCountry>
                  {multiCountry ? <Flag country={row.country} /> : null}
                  {row.country}
                </StyledCountry>
              </Td>
              {MARKET_STATS.map((stat) => (
                <Td key={stat} $align="right" $label={labels[stat]}>
                  <MarketStatValue prices={row} market={mode} stat={stat} />
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
