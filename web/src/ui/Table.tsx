import type { ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme/theme';
import {
  CARD_LAYOUT_QUERY,
  cardLayout,
  cellPadding,
  compactDensity,
  stickyColumn,
} from './table-rules';

// A dense data table. Every table gets the same behaviour from here:
// - the scrolling box (TableScroll) scrolls both ways; the header row sticks to its top, and the
//   first column (the product, usually) sticks to its left when the table is wider than the box;
// - `data-density="compact"` on the table tightens the rows (the column chooser's toggle);
// - while its rows are being replaced (a new filter, a reload) the table is `aria-busy`, and its
//   rows dim if the answer takes a moment (`useBusyRows` sets both);
// - on a phone (up to the mobile breakpoint) rows become cards: each cell shows its column's name
//   (`$label`, written to data-label) above its value, two to a line, the first cell as the card's
//   title, instead of a grid that scrolls sideways.
//
// The cell components read the one theme directly instead of through props: styled-components
// builds the CSS of a component without functions once, while a component with `${({ theme }) …}`
// rebuilds and hashes its CSS on every render, and tables render hundreds of cells. Variants
// ($align, $muted, $label, $card) become data attributes matched by that same static CSS, and long
// tables that render plain `<td>`s set those attributes themselves.
const StyledTableScroll = styled.div`
  overflow: auto;
  max-height: 70vh;
  border-top: ${theme.borders.default};

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.shadows.focus};
  }
`;

export interface TableScrollProps {
  /** Names the scrolling region for screen readers (usually the table's heading). */
  label: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** A scrolling region must be reachable by keyboard so it can be scrolled without a mouse. */
export function TableScroll({ label, className, ref, children }: TableScrollProps) {
  return (
    <StyledTableScroll
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={className}
    >
      {children}
    </StyledTableScroll>
  );
}

export { CARD_LAYOUT_QUERY };

/**
 * A data table. `data-cards` (on by default) turns rows into cards on a phone; pass
 * `data-cards={undefined}` for a table that must keep its grid (none today).
 */
export const Table = styled.table.attrs<{ 'data-cards'?: '' }>((props) => ({
  'data-cards': 'data-cards' in props ? props['data-cards'] : '',
}))`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${theme.fontSizes.md};

  ${stickyColumn}
  ${compactDensity}
  ${cardLayout}

  /* Rows being read again for a while (use-busy-rows.ts): dimmed, with no transition. */
  &[data-dimmed] > tbody {
    opacity: 0.55;
  }
`;

type CellAlign = 'left' | 'right' | 'center';
/** A cell's place in the phone card: the title line, a whole line, or left out. */
export type CardPlacement = 'title' | 'full' | 'hidden';

const alignments = `
  &[data-align='right'] {
    text-align: right;
  }
  &[data-align='center'] {
    text-align: center;
  }
`;

interface CellProps {
  $align?: CellAlign;
  /** The column's name, shown above the value in the phone card layout. */
  $label?: string;
  /** Sticks to the left edge of the scrolling box (the table's first column). */
  $sticky?: boolean;
  $card?: CardPlacement;
  'data-align'?: CellAlign;
  'data-label'?: string;
  'data-sticky'?: '';
  'data-card'?: CardPlacement;
}

const cellAttrs = ({ $align, $label, $sticky, $card }: CellProps) => ({
  'data-align': $align,
  'data-label': $label,
  'data-sticky': $sticky ? ('' as const) : undefined,
  'data-card': $card,
});

export const Th = styled.th.attrs<CellProps>(cellAttrs)`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.sticky};
  padding: ${cellPadding};
  background: ${theme.colors.surfaceMuted};
  border-bottom: ${theme.borders.default};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-align: left;
  white-space: nowrap;
  ${alignments}
`;

interface TdProps extends CellProps {
  $muted?: boolean;
  'data-muted'?: '';
}

const cellRules = `
  padding: ${cellPadding};
  border-bottom: ${theme.borders.default};
  text-align: left;
  color: ${theme.colors.text};
  vertical-align: middle;
  white-space: nowrap;
  ${alignments}

  &[data-muted] {
    color: ${theme.colors.textMuted};
  }
`;

const rowRules = `
  &:hover td {
    background: ${theme.colors.surfaceMuted};
  }
  &:last-child td {
    border-bottom: 0;
  }
`;

export const Td = styled.td.attrs<TdProps>((props) => ({
  ...cellAttrs(props),
  'data-muted': props.$muted ? ('' as const) : undefined,
}))`
  ${cellRules}
`;

export const Tr = styled.tr`
  ${rowRules}
`;

/**
 * A header cell inside the body that names the rows below it (a group), across the whole row;
 * on a phone it is a card of its own, a heading for the cards that follow.
 */
export const GroupTh = styled.th.attrs({ scope: 'colgroup' })`
  padding: ${cellPadding};
  background: ${theme.colors.surfaceMuted};
  border-bottom: ${theme.borders.default};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-align: left;
  white-space: nowrap;

  @media ${CARD_LAYOUT_QUERY} {
    tbody &&& {
      grid-column: 1 / -1;
      background: ${theme.colors.surfaceMuted};
      margin: -${theme.space[3]} -${theme.space[4]};
      padding: ${theme.space[2]} ${theme.space[4]};
    }
  }
`;

/**
 * Td's and Tr's rules for every row and cell of a table body, for tables that render plain
 * `<tr>`/`<td data-align>` (long lists, where a styled component per cell costs more than the
 * cell): `styled(Table)` with this looks the same as Tr and Td.
 */
export const plainBodyCells = css`
  tbody tr {
    ${rowRules}
  }
  tbody td {
    ${cellRules}
  }
`;

/**
 * Height of one dense row whose tallest content is a badge: the badge, the cell's padding above
 * and below, and the bottom border. Tables that window their rows (useRowWindow) fix every row to
 * it, so a row's position is its index times this, without measuring the DOM.
 */
export const DENSE_ROW_HEIGHT_PX =
  Number.parseFloat(theme.sizes.badge) + 2 * Number.parseFloat(theme.space[2]) + 1;

/** The same with compact density. */
export const COMPACT_ROW_HEIGHT_PX =
  Number.parseFloat(theme.sizes.badge) + 2 * Number.parseFloat(theme.space[1]) + 1;

/**
 * Stands in for `rows` rows of a windowed table (see useRowWindow) that are not rendered: one empty
 * row as tall as they would be, hidden from assistive technology (the table's aria-rowcount and the
 * rendered rows' aria-rowindex tell the real size and positions).
 */
export function RowSpacer({
  rows,
  columns,
  rowHeight = DENSE_ROW_HEIGHT_PX,
}: {
  rows: number;
  columns: number;
  rowHeight?: number;
}) {
  return (
    <tr aria-hidden data-spacer="" style={{ height: rows * rowHeight }}>
      <td colSpan={columns} />
    </tr>
  );
}
