import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

/** a decimal separator, or a number with decimals ("12.5", "12,5") */
export const hasDecimals = (text: string) => /[.,]/.test(text);

/** spec section 9: input warnings show for 2 s */
export const WHOLE_PERCENT_WARNING_MS = 2000;

/**
 * Issue 15: product and group discounts of a pre-order are whole percentages (the AX line format; the
 * server refuses decimals). The input is an integer NumericInput, which drops ',' and '.' keys and
 * truncates pasted decimals; this hook says so instead of doing it silently: `refused` is true for 2 s
 * (like the other input warnings) after a refused key or a pasted number with decimals.
 */
export function useWholePercent() {
  const [refused, setRefused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refuse = useCallback(() => {
    setRefused(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRefused(false), WHOLE_PERCENT_WARNING_MS);
  }, []);
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === '.' || e.key === ',') refuse();
    },
    [refuse],
  );
  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLInputElement>) => {
      if (hasDecimals(e.clipboardData.getData('text'))) refuse();
    },
    [refuse],
  );
  return { refused, inputProps: { onKeyDown, onPaste, step: 1 } };
}
