import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs`: while the seller types, the preview waits
 * for a pause instead of asking for every keystroke. `key` tells values apart (a form input is a
 * new object on every render); the first value is settled at once.
 */
export function useSettledValue<Value>(value: Value, key: string, delayMs: number): Value {
  const [settled, setSettled] = useState({ key, value });
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value: latest.current }), delayMs);
    return () => clearTimeout(timer);
  }, [key, settled.key, delayMs]);
  return settled.value;
}
