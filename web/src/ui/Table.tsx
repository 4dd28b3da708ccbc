import { memo, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

// A dense data table: the wrapper scrolls both ways so the header can stick while the page scrolls
// inside it, and narrow screens scroll sideways instead of squashing columns.
const StyledTableScroll = styled.div`
  overflow: auto;
  max-height: 70vh;
  border-top: ${({ theme }) => theme.borders.default};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
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
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Th = styled.th<{ $align?: 'left' | 'right' | 'center' }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: ${({ theme }) => theme.borders.default};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: ${({ $align = 'left' }) => $align};
  white-space: nowrap;
`;

export const Td = styled.td<{ $align?: 'left' | 'right' | 'center'; $muted?: boolean }>`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-bottom: ${({ theme }) => theme.borders.default};
  text-align: ${({ $align = 'left' }) => $align};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  vertical-align: middle;
  white-space: nowrap;
`;

export const Tr = styled.tr`
  &:hover td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:last-child td {
    border-bottom: 0;
  }
`;

/**
 * A row outside the rendered window of a long table (see useRowWindow): the height of a real row,
 * no content, hidden from assistive technology until it scrolls into view and is rendered in full.
 */
export const RowPlaceholder = memo(function RowPlaceholder({
  index,
  height,
  columns,
}: {
  index: number;
  height: number;
  columns: number;
}) {
  return (
    <tr aria-hidden data-index={index} style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
});
