import { memo, useCallback, useMemo, useRef, type CSSProperties, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FragmentOf } from '../../../graphql';
import { theme } from '../../../theme/theme';
import {
  CARD_LAYOUT_QUERY,
  COMPACT_ROW_HEIGHT_PX,
  DENSE_ROW_HEIGHT_PX,
  plainBodyCells,
  RowSpacer,
  Table,
  TableScroll,
  Th,
} from '../../../ui/Table';
import { useBusyRows } from '../../../ui/use-busy-rows';
import type { TableDensity } from '../../../ui/table-columns';
import { routedLink } from '../../../ui/routed-link';
import { useRowWindow } from '../../../ui/use-row-window';
import { CatalogRow, type CatalogRow_item } from './CatalogRow';
import type { CatalogColumn } from './use-catalog-columns';
import { useSyncBasePrice } from './use-sync-base-price';

/**
 * On a phone a row is a card: the product on a title line, then the other values two to a line,
 * each under its column's name. Every card is as tall as its columns make it (cells clip rather
 * than grow), so the row window still computes positions without measuring.
 */
const CARD = {
  padding: 2 * Number.parseFloat(theme.space[3]) + 1,
  title: Number.parseFloat(theme.sizes.badge),
  pair: 36,
  gap: Number.parseFloat(theme.space[2]),
};

function cardHeight(columnCount: number): number {
  const lines = Math.ceil(Math.max(0, columnCount - 1) / 2);
  return CARD.padding + CARD.title + lines * (CARD.pair + CARD.gap);
}

// Static CSS for the whole body: rows are plain <tr>/<td> (see CatalogRow). Every row is exactly
// DENSE_ROW_HEIGHT_PX tall (the row window computes positions from it): cells clip instead of
// growing, and inline boxes (badges, buttons: at most one line tall) sit at the top of the line
// rather than on its baseline, which would make the line taller.
const StyledTable = styled(Table)`
  table-layout: fixed;
  ${plainBodyCells}

  tbody tr {
    height: var(--row-height);
  }
  tbody td {
    overflow: hidden;
    text-overflow: ellipsis;
    line-height: ${theme.sizes.badge};
  }
  tbody td > * {
    vertical-align: top;
  }
  tbody tr[data-spacer] td {
    padding: 0;
    border: 0;
    background: none;
  }

  .code {
    font-family: ${theme.fonts.mono};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  .name {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    max-width: 100%;
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.medium};

    span {
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
  .select {
    margin: 0 ${theme.space[2]} 0 0;
    vertical-align: middle;
    accent-color: ${theme.colors.primary};
  }
  .select + .name {
    max-width: calc(100% - 2em);
  }
  /* The checkbox and the name share one line; a long name ends in an ellipsis. */
  tbody td[data-card='title']:has(> .select) {
    white-space: nowrap;
  }
  /* The bell after the name opens the item's notifications; the name leaves it room. */
  .bell {
    margin-left: ${theme.space[1]};
  }
  .name:has(+ .bell) {
    max-width: calc(100% - 2.5em);
  }
  .select + .name:has(+ .bell) {
    max-width: calc(100% - 4.5em);
  }
  .price {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }

  @media ${CARD_LAYOUT_QUERY} {
    tbody tr {
      overflow: hidden;
    }
    tbody td {
      height: ${CARD.pair}px;
      line-height: ${theme.sizes.badge};
    }
    tbody td[data-card='title'] {
      height: ${CARD.title}px;
    }
    tbody tr[data-spacer] {
      display: block;
      padding: 0;
      border: 0;
    }
    tbody tr[data-spacer] td {
      display: none;
    }
  }
`;

export interface CatalogTableProps {
  items: readonly (FragmentOf<typeof CatalogRow_item> & { id: string })[];
  /** Set while a new list (filter, sort, search) is being fetched. */
  busy: boolean;
  /** The columns shown (useTableView), in order. */
  columns: readonly CatalogColumn[];
  density: TableDensity;
  /** A phone's card layout (useTableView). */
  cards: boolean;
  /** Row selection for bulk actions: a checkbox before each product and one for every row shown. */
  selection?: CatalogTableSelection;
  /** A row's item was changed from the table (its base price set): stable across renders. */
  onItemChanged?: () => void;
}

export interface CatalogTableSelection {
  isSelected: (itemId: string) => boolean;
  /** Stable across renders, so rows whose state did not change do not render again. */
  onSelect: (itemId: string, selected: boolean) => void;
  onSelectShown: (selected: boolean) => void;
}

/**
 * The catalog table. Long lists are windowed (useRowWindow): only the rows on screen and a margin
 * carry cells, the others are empty rows of the same height, so the scrollbar, the row count and
 * aria-rowcount stay true. Memoised: Load more's loading state and URL change leave it alone.
 */
export const CatalogTable = memo(function CatalogTable({
  items,
  busy,
  columns,
  density,
  cards,
  selection,
  onItemChanged,
}: CatalogTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const scrollBox = useRef<HTMLDivElement>(null);
  const rowHeight = cards
    ? cardHeight(columns.length)
    : density === 'compact'
      ? COMPACT_ROW_HEIGHT_PX
      : DENSE_ROW_HEIGHT_PX;
  const rowWindow = useRowWindow(scrollBox, items.length, rowHeight);
  const { syncing, sync } = useSyncBasePrice(onItemChanged);
  const rowColumns = useMemo(() => columns.map(({ id, label }) => ({ id, label })), [columns]);
  const busyRows = useBusyRows(busy);

  // Row links are plain anchors (a react-router Link per row would re-render every row on each
  // change of the URL, Load more included); their clicks are routed here.
  const handleClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = routedLink(event);
      if (!link) return;
      event.preventDefault();
      void navigate(link.getAttribute('href') as string);
    },
    [navigate],
  );

  return (
    <TableScroll label={t('catalog.title')} ref={scrollBox}>
      <StyledTable
        {...busyRows}
        aria-rowcount={items.length + 1}
        data-density={density}
        style={{ '--row-height': `${rowHeight}px` } as CSSProperties}
        onClick={handleClick}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: `${column.width}em` }} />
          ))}
        </colgroup>
        <CatalogTableHead columns={columns} items={items} selection={selection} />
        <tbody onFocus={rowWindow.onFocus}>
          {rowWindow.start > 0 ? (
            <RowSpacer rows={rowWindow.start} columns={columns.length} rowHeight={rowHeight} />
          ) : null}
          {items.slice(rowWindow.start, rowWindow.end).map((item, offset) => (
            <CatalogRow
              key={item.id}
              item={item}
              index={rowWindow.start + offset}
              columns={rowColumns}
              t={t}
              locale={i18n.language}
              syncing={syncing.has(item.id)}
              onSync={sync}
              selected={selection?.isSelected(item.id) ?? false}
              onSelect={selection?.onSelect}
            />
          ))}
          {rowWindow.end < items.length ? (
            <RowSpacer
              rows={items.length - rowWindow.end}
              columns={columns.length}
              rowHeight={rowHeight}
            />
          ) : null}
        </tbody>
      </StyledTable>
    </TableScroll>
  );
});

/** The column headers; the product's carries the checkbox for every row shown. */
function CatalogTableHead({
  columns,
  items,
  selection,
}: Pick<CatalogTableProps, 'columns' | 'items' | 'selection'>) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr aria-rowindex={1}>
        {columns.map((column) => (
          <Th key={column.id} $align={column.align} $sticky={column.id === 'product'}>
            {selection && column.id === 'product' ? (
              <SelectShown
                items={items}
                selection={selection}
                label={t('catalog.bulk.selectPage')}
              />
            ) : null}
            {column.hiddenHeader ? (
              <span className="visually-hidden">{column.label}</span>
            ) : (
              column.label
            )}
          </Th>
        ))}
      </tr>
    </thead>
  );
}

/** The header's checkbox: every row shown selected, some (mixed), or none. */
function SelectShown({
  items,
  selection,
  label,
}: {
  items: CatalogTableProps['items'];
  selection: CatalogTableSelection;
  label: string;
}) {
  const count = items.filter((item) => selection.isSelected(item.id)).length;
  const all = items.length > 0 && count === items.length;
  return (
    <input
      type="checkbox"
      className="select"
      checked={all}
      ref={(element) => {
        if (element) element.indeterminate = count > 0 && !all;
      }}
      onChange={(event) => selection.onSelectShown(event.target.checked)}
      aria-label={label}
    />
  );
}
