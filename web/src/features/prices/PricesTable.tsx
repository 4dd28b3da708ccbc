import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../graphql';
import { Table, TableScroll, Th } from '../../ui/Table';
import { useBusyRows } from '../../ui/use-busy-rows';
import type { TableDensity } from '../../ui/table-columns';
import { blockColumns, PRODUCT_COLUMNS, PriceRows, type PriceBlock } from './PriceRows';
import type { PricesCategoryQuery } from './prices-category-query';
import type { PriceColumn } from './use-price-columns';

// The block headers (Resell, Trade-in) sit above the sticky column headers and scroll away.
const StyledGroupTh = styled(Th)`
  position: static;
  text-align: center;
  border-left: ${({ theme }) => theme.borders.default};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledBlockTh = styled(Th)`
  border-left: ${({ theme }) => theme.borders.default};
`;

// Long statistic names ('Variazione 30 giorni') wrap in their header instead of widening it.
const StyledPricesTable = styled(Table)`
  thead th {
    white-space: normal;
  }
`;

export interface PricesTableProps {
  /** The table's accessible name (the page's title). */
  label: string;
  items: ReadonlyArray<
    ResultOf<typeof PricesCategoryQuery>['priceListItems']['edges'][number]['node']
  >;
  /** The blocks the account sees, in order (Resell, Trade-in). */
  blocks: readonly PriceBlock[];
  columns: readonly PriceColumn[];
  density: TableDensity;
  busy: boolean;
}

/** The prices table: the product's columns, then each block's statistics under its header. */
export function PricesTable({ label, items, blocks, columns, density, busy }: PricesTableProps) {
  const { t } = useTranslation();
  const busyRows = useBusyRows(busy);
  const leadingColumns = columns.filter(
    (column) => PRODUCT_COLUMNS.includes(column.id) || column.id === 'country',
  );
  const blockHeaders = (block: PriceBlock) =>
    blockColumns(columns, block).map((column, position) => {
      const Header = position === 0 ? StyledBlockTh : Th;
      return (
        <Header key={column.id} $align="right" title={column.label}>
          {columns.find((candidate) => candidate.id === column.id)?.header}
        </Header>
      );
    });
  return (
    <TableScroll label={label}>
      <StyledPricesTable {...busyRows} data-density={density}>
        <thead>
          {blocks.length > 0 ? (
            <tr>
              <StyledGroupTh colSpan={leadingColumns.length} style={{ borderLeft: 0 }} />
              {blocks.map((block) => {
                const span = blockColumns(columns, block).length;
                return span > 0 ? (
                  <StyledGroupTh key={block} colSpan={span}>
                    {block === 'resell' ? t('glossary.resell') : t('glossary.tradeIn')}
                  </StyledGroupTh>
                ) : null;
              })}
            </tr>
          ) : null}
          <tr>
            {leadingColumns.map((column) => (
              <Th key={column.id} $align={column.align} $sticky={column.id === 'product'}>
                {column.header}
              </Th>
            ))}
            {blocks.map(blockHeaders)}
          </tr>
        </thead>
        {items.map((item) => (
          <PriceRows key={item.id} item={item} columns={columns} />
        ))}
      </StyledPricesTable>
    </TableScroll>
  );
}
