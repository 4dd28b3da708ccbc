import {
  REVENDO_ROWS,
  type PriceChangeBand,
  type RevendoRow,
  type SoldOutBand,
  type StockBand,
} from '@refurb/pricing';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Table, TableScroll, Td, Th, Tr } from '../../ui/Table';

// Five columns must fit a half-width card, so the rule texts wrap instead of scrolling away.
const StyledRules = styled(TableScroll)`
  max-height: none;

  th,
  td {
    white-space: normal;
  }
`;

// The table's bands and conditions (the repricer's own revendo table, @refurb/pricing) as the
// keys of their texts under strategies.revendo.
const STOCK_KEYS: Record<StockBand, string> = {
  'stock >= 10': 'atLeast10',
  'stock < 10': 'under10',
};
const SOLD_OUT_KEYS: Record<SoldOutBand, string> = {
  '>= 180 days': 'atLeast180',
  '80-180 days': 'from80To180',
  '30-80 days': 'from30To80',
};
const PRICE_CHANGE_KEYS: Record<PriceChangeBand, string> = {
  'changed >= 14 days ago': 'atLeast14',
  'changed >= 30 days ago': 'atLeast30',
  'changed 14-30 days ago': 'from14To30',
};

function conditionKey(row: RevendoRow): 'noPromotion' | 'notAccelerated' | null {
  if (row.requiresNoPromotion) return 'noPromotion';
  if (row.requiresNotAccelerated) return 'notAccelerated';
  return null;
}

/** The revendo rules as a table the seller can read. */
export function RevendoRulesTable() {
  const { t } = useTranslation();
  const labels = {
    stock: t('strategies.revendo.stock'),
    soldOut: t('strategies.revendo.soldOut'),
    priceChange: t('strategies.revendo.priceChange'),
    condition: t('strategies.revendo.condition'),
    margin: t('strategies.revendo.margin'),
  };
  return (
    <StyledRules label={t('strategies.revendo.tableLabel')}>
      <Table aria-label={t('strategies.revendo.tableLabel')}>
        <thead>
          <tr>
            <Th>{t('strategies.revendo.stock')}</Th>
            <Th>{t('strategies.revendo.soldOut')}</Th>
            <Th>{t('strategies.revendo.priceChange')}</Th>
            <Th>{t('strategies.revendo.condition')}</Th>
            <Th $align="right">{t('strategies.revendo.margin')}</Th>
          </tr>
        </thead>
        <tbody>
          {REVENDO_ROWS.map((row, index) => {
            const condition = conditionKey(row);
            return (
              <Tr key={index}>
                <Td $label={labels.stock}>
                  {t(`strategies.revendo.stockBands.${STOCK_KEYS[row.stock]}`)}
                </Td>
                <Td $label={labels.soldOut}>
                  {t(`strategies.revendo.soldOutBands.${SOLD_OUT_KEYS[row.soldOut]}`)}
                </Td>
                <Td $label={labels.priceChange}>
                  {t(`strategies.revendo.priceChangeBands.${PRICE_CHANGE_KEYS[row.priceChange]}`)}
                </Td>
                <Td $muted={!condition} $label={labels.condition}>
                  {condition ? t(`strategies.revendo.conditions.${condition}`) : '-'}
                </Td>
                <Td $align="right" $label={labels.margin}>
                  {row.marginPercentage}%
                </Td>
              </Tr>
            );
          })}
        </tbody>
      </Table>
    </StyledRules>
  );
}
