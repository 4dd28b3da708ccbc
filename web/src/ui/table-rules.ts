import { theme } from '../theme/theme';

// The table's CSS rules that Table.tsx's styled components share: padding, the sticky first
// column, the compact density and the phone's card layout.

/** The phone layout's media query (cards instead of a grid). */
export const CARD_LAYOUT_QUERY = `(max-width: ${theme.breakpoints.mobile})`;

export const cellPadding = `${theme.space[2]} ${theme.space[3]}`;
export const compactCellPadding = `${theme.space[1]} ${theme.space[2]}`;

// The first cell of a row marked data-sticky stays at the box's left edge while the rest scrolls
// under it; its own background hides what passes beneath, a hairline marks the edge.
export const stickyColumn = `
  th[data-sticky], td[data-sticky] {
    position: sticky;
    left: var(--sticky-left, 0);
    z-index: 1;
    background: ${theme.colors.surface};
    box-shadow: inset -1px 0 0 ${theme.colors.border};
  }
  thead th[data-sticky] {
    z-index: ${theme.zIndex.sticky + 1};
    background: ${theme.colors.surfaceMuted};
  }
`;

export const compactDensity = `
  &[data-density='compact'] th,
  &[data-density='compact'] td {
    padding: ${compactCellPadding};
  }
`;

// Cards on a phone. Screen readers still get the table (Chromium keeps table semantics for
// tables whose parts are restyled); the header row stays in the accessibility tree, off screen.
export const cardLayout = `
  @media ${CARD_LAYOUT_QUERY} {
    &[data-cards] {
      display: block;
      width: 100%;
      min-width: 0 !important;
      table-layout: auto !important;
    }
    &[data-cards] colgroup {
      display: none;
    }
    &[data-cards] thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    &[data-cards] tbody {
      display: block;
    }
    &[data-cards] tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-content: start;
      gap: ${theme.space[2]} ${theme.space[3]};
      padding: ${theme.space[3]} ${theme.space[4]};
      border-bottom: ${theme.borders.default};
    }
    &[data-cards] tbody td,
    &[data-cards] tbody th {
      display: block;
      min-width: 0;
      padding: 0;
      border: 0;
      white-space: normal;
      text-align: left;
      position: static;
      box-shadow: none;
      background: none;
    }
    &[data-cards] tbody [data-align] {
      text-align: left;
    }
    &[data-cards] tbody [data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${theme.colors.textMuted};
      font-size: ${theme.fontSizes.sm};
      font-weight: ${theme.fontWeights.regular};
      line-height: ${theme.lineHeights.tight};
    }
    &[data-cards] tbody [data-card='title'] {
      grid-column: 1 / -1;
      order: -1;
      font-weight: ${theme.fontWeights.semibold};
    }
    &[data-cards] tbody [data-card='title']::before {
      display: none;
    }
    &[data-cards] tbody [data-card='full'] {
      grid-column: 1 / -1;
    }
    &[data-cards] tbody [data-card='hidden'] {
      display: none;
    }
  }
`;
