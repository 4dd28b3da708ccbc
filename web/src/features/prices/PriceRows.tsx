import { memo, type CSSProperties } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../graphql';
import { BatteryBadge } from '../../ui/BatteryBadge';
import { Flag } from '../../ui/Flag';
import { GradeBadge } from '../../ui/GradeBadge';
import { CARD_LAYOUT_QUERY, Td } from '../../ui/Table';
import { HotIcon } from './HotIcon';
import {
  MarketStatValue,
  MarketStatValue_countryPrices,
  type CountryMarketPrices,
  type MarketStat,
} from './MarketStatValue';

export const PriceRows_item = graphql(
  `
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
        ...MarketStatValue_countryPrices
      }
    }
  `,
  [MarketStatValue_countryPrices],
);

export type PriceBlock = 'resell' | 'tradeIn';
export type PriceStat = MarketStat;
/** The product's own columns, the country, and one column per block and statistic. */
export type PriceColumnId =
  'product' | 'grade' | 'online' | 'topCompetitor' | 'country' | `${PriceBlock}.${PriceStat}`;

export interface PriceRowColumn {
  id: PriceColumnId;
  /** The column's name with its block ('Resell · Min'), shown above the value on a phone. */
  label: string;
}

/** The columns of one market block shown, in order: the block starts with its first one. */
export function blockColumns(
  columns: readonly PriceRowColumn[],
  block: PriceBlock,
): PriceRowColumn[] {
  return columns.filter((column) => column.id.startsWith(`${block}.`));
}

/** The columns that describe the product (one cell over all its country rows). */
export const PRODUCT_COLUMNS: readonly PriceColumnId[] = [
  'product',
  'grade',
  'online',
  'topCompetitor',
];

// One product spans one table row per country; the whole group highlights together. On a phone
// the product is one card: its rows (one per country) stack inside it.
const StyledProduct = styled.tbody`
  &:hover td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  tr:not(:last-child) td.per-country {
    border-bottom-style: dashed;
  }

  @media ${CARD_LAYOUT_QUERY} {
    &&& {
      display: grid;
      gap: ${({ theme }) => theme.space[2]};
      padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
      border-bottom: ${({ theme }) => theme.borders.default};
    }
    /* A country's values on one line, aligned from one country to the next. */
    &&& tr {
      grid-template-columns: repeat(var(--per-country, 3), minmax(0, 1fr));
      padding: 0;
      border: 0;
    }
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

function StatCell({
  prices,
  block,
  stat,
  label,
  first,
}: {
  prices: CountryMarketPrices;
  block: PriceBlock;
  stat: PriceStat;
  label: string;
  first: boolean;
}) {
  const Cell = first ? StyledBlockStart : Td;
  return (
    <Cell $align="right" $label={label} className="per-country">
      <MarketStatValue
        prices={prices}
        market={block === 'resell' ? 'resell' : 'buyback'}
        stat={stat}
      />
    </Cell>
  );
}

export interface PriceRowsProps {
  item: FragmentOf<typeof PriceRows_item>;
  /** The columns shown, in the table's order (the same object while the choice is unchanged). */
  columns: readonly PriceRowColumn[];
}

// Memoised: Load more appends rows, and re-rendering the rows already shown is the slow part.
export const PriceRows = memo(function PriceRows({ item: itemRef, columns }: PriceRowsProps) {
  const item = readFragment(PriceRows_item, itemRef);
  const prices = readFragment(MarketStatValue_countryPrices, item.prices);
  const countries: readonly CountryMarketPrices[] =
    prices.length > 0 ? prices : [{ country: '', currencySymbol: '', resell: null, buyback: null }];
  const span = countries.length;
  const productColumns = columns.filter((column) => PRODUCT_COLUMNS.includes(column.id));
  const country = columns.find((column) => column.id === 'country');
  const blocks = (['resell', 'tradeIn'] as const).map((block) => ({
    block,
    columns: blockColumns(columns, block),
  }));

  // On a phone: a country's values side by side, at most three to a line.
  const perCountry =
    (country ? 1 : 0) + blocks.reduce((sum, { columns: stats }) => sum + stats.length, 0);
  return (
    <StyledProduct
      style={{ '--per-country': Math.min(Math.max(perCountry, 1), 3) } as CSSProperties}
    >
      {countries.map((row, index) => (
        <tr key={row.country || index}>
          {index === 0
            ? productColumns.map((column) => (
                <ProductCell key={column.id} column={column} item={item} span={span} />
              ))
            : null}
          {country ? (
            <Td className="per-country" $label={country.label}>
              {row.country ? <Flag country={row.country} /> : '-'}
            </Td>
          ) : null}
          {blocks.map(({ block, columns: statColumns }) =>
            statColumns.map((column, position) => (
              <StatCell
                key={column.id}
                prices={row}
                block={block}
                stat={column.id.slice(block.length + 1) as PriceStat}
                label={column.label}
                first={position === 0}
              />
            )),
          )}
        </tr>
      ))}
    </StyledProduct>
  );
});

/** One of the product's own cells, spanning its country rows. */
function ProductCell({
  column,
  item,
  span,
}: {
  column: PriceRowColumn;
  item: ResultOf<typeof PriceRows_item>;
  span: number;
}) {
  const { t } = useTranslation();
  switch (column.id) {
    case 'product':
      return (
        <Td rowSpan={span} $sticky $card="title">
          <StyledName>
            <span>{item.name}</span>
            {item.hot ? <HotIcon label={t('prices.hot', { count: item.onlineItems })} /> : null}
          </StyledName>
          <StyledMeta>
            {item.storage ? <span>{item.storage}</span> : null}
            <BatteryBadge batteryType={item.batteryType} />
          </StyledMeta>
        </Td>
      );
    case 'grade':
      return (
        <Td rowSpan={span} $label={column.label} $card="full">
          <GradeBadge grade={item.grade} />
        </Td>
      );
    case 'online':
      return (
        <Td rowSpan={span} $align="right" $label={column.label} $card="full">
          {item.onlineItems}
        </Td>
      );
    default:
      return (
        <Td rowSpan={span} $label={column.label} $card="full">
          {item.topCompetitor?.reseller || item.topCompetitor?.vendor ? (
            <StyledCompetitor>
              <span>{item.topCompetitor.reseller ?? '-'}</span>
              <span>{item.topCompetitor.vendor ?? '-'}</span>
            </StyledCompetitor>
          ) : (
            '-'
          )}
        </Td>
      );
  }
}
