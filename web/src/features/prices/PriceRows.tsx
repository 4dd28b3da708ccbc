import { memo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../graphql';
import { BatteryBadge } from '../../ui/BatteryBadge';
import { Flag } from '../../ui/Flag';
import { GradeBadge } from '../../ui/GradeBadge';
import { Money } from '../../ui/Money';
import { Percent } from '../../ui/Percent';
import { Td } from '../../ui/Table';
import { HotIcon } from './HotIcon';

export const PriceRows_item = graphql(`
  fragment PriceRows_item on PriceListItem {
    id
    name
    storage
    batteryType
    grade
    onlineItems
    hot
    topCompetitor {
      reseller
      vendor
    }
    prices {
      country
      currencySymbol
      resell {
        minPrice
        maxPrice
        avgPrice
        change30d
        change60d
      }
      buyback {
        minPrice
        maxPrice
        avgPrice
        change30d
        change60d
      }
    }
  }
`);

type CountryRow = ResultOf<typeof PriceRows_item>['prices'][number];
type Stats = CountryRow['resell'];

/** Which blocks and columns the account sees (SPEC §2, §6). */
export interface PriceColumns {
  resell: boolean;
  tradeIn: boolean;
  flags: boolean;
}

// One product spans one table row per country; the whole group highlights together.
const StyledProduct = styled.tbody`
  &:hover td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  tr:not(:last-child) td.per-country {
    border-bottom-style: dashed;
  }
`;

const StyledName = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledMeta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledCompetitor = styled.div`
  display: grid;
  gap: 2px;

  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

// The first cell of a market block draws the block's left edge.
const StyledBlockStart = styled(Td)`
  border-left: ${({ theme }) => theme.borders.default};
`;

function StatsCells({ stats, currencySymbol }: { stats: Stats; currencySymbol: string }) {
  return (
    <>
      <StyledBlockStart $align="right" className="per-country">
        <Money amount={stats?.minPrice} currencySymbol={currencySymbol} />
      </StyledBlockStart>
      <Td $align="right" className="per-country">
        <Money amount={stats?.maxPrice} currencySymbol={currencySymbol} />
      </Td>
      <Td $align="right" className="per-country">
        <Money amount={stats?.avgPrice} currencySymbol={currencySymbol} />
      </Td>
      <Td $align="right" className="per-country">
        <Percent value={stats?.change30d} />
      </Td>
      <Td $align="right" className="per-country">
        <Percent value={stats?.change60d} />
      </Td>
    </>
  );
}

export interface PriceRowsProps {
  item: FragmentOf<typeof PriceRows_item>;
  columns: PriceColumns;
}

// Memoised: Load more appends rows, and re-rendering the rows already shown is the slow part.
export const PriceRows = memo(function PriceRows({ item: itemRef, columns }: PriceRowsProps) {
  const { t } = useTranslation();
  const item = readFragment(PriceRows_item, itemRef);
  const countries: CountryRow[] =
    item.prices.length > 0
      ? item.prices
      : [{ country: '', currencySymbol: '', resell: null, buyback: null }];
  const span = countries.length;

  return (
    <StyledProduct>
      {countries.map((row, index) => (
        <tr key={row.country || index}>
          {index === 0 ? (
            <>
              <Td rowSpan={span}>
                <StyledName>
                  <span>{item.name}</span>
                  {item.hot ? (
                    <HotIcon label={t('prices.hot', { count: item.onlineItems })} />
                  ) : null}
                </StyledName>
                <StyledMeta>
                  {item.storage ? <span>{item.storage}</span> : null}
                  <BatteryBadge batteryType={item.batteryType} />
                </StyledMeta>
              </Td>
              <Td rowSpan={span}>
                <GradeBadge grade={item.grade} />
              </Td>
              <Td rowSpan={span} $align="right">
                {item.onlineItems}
              </Td>
              <Td rowSpan={span}>
                {item.topCompetitor?.reseller || item.topCompetitor?.vendor ? (
                  <StyledCompetitor>
                    <span>{item.topCompetitor.reseller ?? '-'}</span>
                    <span>{item.topCompetitor.vendor ?? '-'}</span>
                  </StyledCompetitor>
                ) : (
                  '-'
                )}
              </Td>
            </>
          ) : null}
          {columns.flags ? (
            <Td className="per-country">{row.country ? <Flag country={row.country} /> : '-'}</Td>
          ) : null}
          {columns.resell ? (
            <StatsCells stats={row.resell} currencySymbol={row.currencySymbol} />
          ) : null}
          {columns.tradeIn ? (
            <StatsCells stats={row.buyback} currencySymbol={row.currencySymbol} />
          ) : null}
        </tr>
      ))}
    </StyledProduct>
  );
});
