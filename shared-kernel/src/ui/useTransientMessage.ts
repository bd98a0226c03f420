import { useCallback, useEffect, useRef, useState } from 'react';

/** What `useTransientMessage` returns. */
export interface TransientMessage {
  /** the message now shown, or null */
  message: string | null;
  /** shows `text` for the hook's duration (restarts the timer) */
  show: (text: string) => void;
  /** hides the message at once */
  clear: () => void;
}

/**
 * A message that hides itself after `ms` (spec section 9: input warnings 2 s). One timer per hook; a
 * new `show` restarts it; unmounting cancels it.
 */
export function useTransientMessage(ms = 2000): TransientMessage {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
