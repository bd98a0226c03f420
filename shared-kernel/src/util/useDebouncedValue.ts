import { useEffect, useState } from 'react';

/** The value, settled for `wait` ms (search boxes). */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(t);
  }, [value, wait]);
  return settled;
}
