import type { ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme/theme';

// A dense data table: the wrapper scrolls both ways so the header can stick while the page scrolls
// inside it, and narrow screens scroll sideways instead of squashing columns.
//
// The cell components read the one theme directly instead of through props: styled-components
// builds the CSS of a component without functions once, while a component with `${({ theme }) …}`
// rebuilds and hashes its CSS on every render, and tables render hundreds of cells. Variants
// ($align, $muted) become data attributes matched by that same static CSS.
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

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${theme.fontSizes.md};
`;

type CellAlign = 'left' | 'right' | 'center';

const alignments = `
  &[data-align='right'] {
    text-align: right;
  }
  &[data-align='center'] {
    text-align: center;
  }
`;

export const Th = styled.th.attrs<{ $align?: CellAlign; 'data-align'?: CellAlign }>(
  ({ $align }) => ({ 'data-align': $align }),
)`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.sticky};
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.colors.surfaceMuted};
  border-bottom: ${theme.borders.default};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-align: left;
  white-space: nowrap;
  ${alignments}
`;

interface TdProps {
  $align?: CellAlign;
  $muted?: boolean;
  'data-align'?: CellAlign;
  'data-muted'?: '';
}

const cellRules = `
  padding: ${theme.space[2]} ${theme.space[3]};
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

export const Td = styled.td.attrs<TdProps>(({ $align, $muted }) => ({
  'data-align': $align,
  'data-muted': $muted ? '' : undefined,
}))`
  ${cellRules}
`;

export const Tr = styled.tr`
  ${rowRules}
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
