import {
  startTransition,
  useCallback,
  useEffect,
  useState,
  type FocusEvent,
  type RefObject,
} from 'react';
import { DENSE_ROW_HEIGHT_PX } from './Table';

export interface RowWindow {
  /** Rows [start, end) are rendered; a spacer row of the same total height stands for the others. */
  start: number;
  end: number;
  rowHeight: number;
  /** For the table body: keeps the rows after a focused one rendered, so Tab walks the table. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

const OVERSCAN = 15;
/** Rows rendered before the scrolling box has been measured (a 70vh box holds about 20). */
const FIRST_VISIBLE_ROWS = 20;
/**
 * Up to this many rows (four pages) every row is rendered in full: cheap enough, and the whole
 * list stays readable to find-in-page and assistive technology. Longer lists are windowed.
 */
export const FULL_LIST_MAX_ROWS = 200;

function windowAround(first: number, visible: number): { start: number; end: number } {
  return { start: Math.max(0, first - OVERSCAN), end: first + visible + OVERSCAN };
}

/**
 * Which rows of a long table inside a scrolling box are worth rendering in full. Every row has the
 * same fixed height (`rowHeight`, the table's CSS sets it), so the window follows from the box's
 * scroll position alone: nothing is measured, and no layout is forced while React commits. The
 * scroll listener runs at most once a frame.
 *
 * A new table (first load, new filter) shows its first screenful of rows first and the rest of a
 * short list in a transition right after: what is on screen is painted sooner, and the page's
 * longest task is shorter.
 */
export function useRowWindow(
  scrollBox: RefObject<HTMLElement | null>,
  rowCount: number,
  rowHeight: number = DENSE_ROW_HEIGHT_PX,
): RowWindow {
  const [range, setRange] = useState(() => windowAround(0, FIRST_VISIBLE_ROWS));
  const [firstScreenShown, setFirstScreenShown] = useState(false);
  useEffect(() => {
    startTransition(() => setFirstScreenShown(true));
  }, []);

  const update = useCallback(() => {
    const box = scrollBox.current;
    if (!box) return;
    const next = windowAround(
      Math.floor(box.scrollTop / rowHeight),
      Math.ceil(box.clientHeight / rowHeight) + 1,
    );
    setRange((current) =>
      current.start === next.start && current.end === next.end ? current : next,
    );
  }, [scrollBox, rowHeight]);

  const windowed = rowCount > FULL_LIST_MAX_ROWS;
  useEffect(() => {
    const box = scrollBox.current;
    if (!box || !windowed) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    update();
    box.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [scrollBox, update, windowed]);

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const index = Number(event.target.closest('tr')?.dataset.index);
    if (!Number.isInteger(index)) return;
    setRange((current) =>
      index >= current.start && index + OVERSCAN <= current.end
        ? current
        : { start: Math.min(current.start, index), end: Math.max(current.end, index + OVERSCAN) },
    );
  }, []);

  if (!windowed) {
    const end = firstScreenShown ? rowCount : Math.min(rowCount, FIRST_VISIBLE_ROWS);
    return { start: 0, end, rowHeight, onFocus };
  }
  return { ...range, rowHeight, onFocus };
}
