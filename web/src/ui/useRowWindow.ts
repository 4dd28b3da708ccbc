import { useCallback, useEffect, useState, type FocusEvent, type RefObject } from 'react';

export interface RowWindow {
  /** Rows [start, end) get their full content; the others render as empty rows of equal height. */
  start: number;
  end: number;
  rowHeight: number;
  /** For the table body: keeps the rows after a focused one rendered, so Tab walks the table. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

const DEFAULT_ROW_HEIGHT = 37;
const OVERSCAN = 15;
/**
 * Up to this many rows (four pages) every row is rendered in full: cheap enough, and the whole
 * list stays readable to find-in-page and assistive technology. Longer lists are windowed.
 */
export const FULL_LIST_MAX_ROWS = 200;

function windowAround(first: number, visible: number): { start: number; end: number } {
  return { start: Math.max(0, first - OVERSCAN), end: first + visible + OVERSCAN };
}

/**
 * Which rows of a long table inside a scrolling box are worth rendering in full. Every row keeps
 * its <tr> (counts, Load more and the sticky header behave as before), but only the ones on screen
 * and a margin around them carry cells: a table's layout is paid per cell, and a thousand full rows
 * made each Load more cost hundreds of milliseconds of style and layout.
 */
export function useRowWindow(
  scrollBox: RefObject<HTMLElement | null>,
  rowCount: number,
): RowWindow {
  const [rowHeight, setRowHeight] = useState(DEFAULT_ROW_HEIGHT);
  const [range, setRange] = useState(() => windowAround(0, 30));

  const update = useCallback(() => {
    const box = scrollBox.current;
    if (!box) return;
    const measured = box.querySelector('tbody tr[data-full]')?.getBoundingClientRect().height;
    const height = measured && measured > 0 ? measured : rowHeight;
    if (height !== rowHeight) setRowHeight(height);
    const next = windowAround(
      Math.floor(box.scrollTop / height),
      Math.ceil(box.clientHeight / height) + 1,
    );
    setRange((current) =>
      current.start === next.start && current.end === next.end ? current : next,
    );
  }, [scrollBox, rowHeight]);

  const windowed = rowCount > FULL_LIST_MAX_ROWS;
  useEffect(() => {
    const box = scrollBox.current;
    if (!box || !windowed) return;
    update();
    box.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      box.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [scrollBox, update, rowCount, windowed]);

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const index = Number(event.target.closest('tr')?.dataset.index);
    if (!Number.isInteger(index)) return;
    setRange((current) =>
      index >= current.start && index + OVERSCAN <= current.end
        ? current
        : { start: Math.min(current.start, index), end: Math.max(current.end, index + OVERSCAN) },
    );
  }, []);

  if (rowCount <= FULL_LIST_MAX_ROWS) return { start: 0, end: rowCount, rowHeight, onFocus };
  return { ...range, rowHeight, onFocus };
}
