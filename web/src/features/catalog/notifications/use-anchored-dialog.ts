import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

const GAP_PX = 4;
const MARGIN_PX = 8;

/**
 * Where a dialog opened from a button goes: beside the button, inside the window, following it
 * while the page or a table scrolls. Null until measured (the dialog stays hidden until then).
 */
export function useBesideAnchor(
  anchor: RefObject<HTMLElement | null>,
  dialog: RefObject<HTMLElement | null>,
): { top: number; left: number } | null {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    function place() {
      const anchorBox = anchor.current?.getBoundingClientRect();
      const box = dialog.current?.getBoundingClientRect();
      if (!anchorBox || !box) return;
      const left = Math.max(
        MARGIN_PX,
        Math.min(anchorBox.left, window.innerWidth - box.width - MARGIN_PX),
      );
      const below = anchorBox.bottom + GAP_PX;
      const top =
        below + box.height > window.innerHeight - MARGIN_PX
          ? Math.max(MARGIN_PX, anchorBox.top - GAP_PX - box.height)
          : below;
      setPosition((previous) =>
        previous && previous.top === top && previous.left === left ? previous : { top, left },
      );
    }
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (dialog.current) observer?.observe(dialog.current);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      observer?.disconnect();
    };
  }, [anchor, dialog]);
  return position;
}

/**
 * The dialog takes the focus when it opens; a press outside it (and outside its button) closes
 * it, Escape closes it and returns the focus to the button.
 */
export function useDismissable(
  anchor: RefObject<HTMLElement | null>,
  dialog: RefObject<HTMLElement | null>,
  onClose: (returnFocus: boolean) => void,
): void {
  useEffect(() => {
    dialog.current?.focus();
  }, [dialog]);

  useEffect(() => {
    function onPointerDown(event: MouseEvent | TouchEvent) {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (dialog.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose(true);
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anchor, dialog, onClose]);
}
