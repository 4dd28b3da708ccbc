import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The content width of an element, measured before the first paint and followed as it resizes.
 * Returns a callback ref for the element and its width (0 until measured, and where there is no
 * layout, as in tests).
 */
export function useElementWidth<Element extends HTMLElement>(): [
  (element: Element | null) => void,
  number,
] {
  const [element, setElement] = useState<Element | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width];
}
