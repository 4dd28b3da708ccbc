import { useEffect, useState } from 'react';

/** How long rows may be read again before they dim: a quick answer shows no flicker. */
export const DIM_AFTER_MS = 150;

/**
 * The attributes of a table whose rows are being replaced (a new filter, a reload): `aria-busy`
 * at once, and `data-dimmed` (Table.tsx dims the rows) once the answer has taken DIM_AFTER_MS.
 * A timer rather than a delayed CSS transition: Chromium gives an element with an opacity
 * transition pending its own layer and paints it again, which made a quick filter change of 150
 * rows cost about 100 ms more to show.
 */
export function useBusyRows(busy: boolean): {
  'aria-busy': boolean;
  'data-dimmed': '' | undefined;
} {
  const [dimmed, setDimmed] = useState(false);
  useEffect(() => {
    if (!busy) {
      setDimmed(false);
      return undefined;
    }
    const timer = setTimeout(() => setDimmed(true), DIM_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return { 'aria-busy': busy, 'data-dimmed': busy && dimmed ? '' : undefined };
}
