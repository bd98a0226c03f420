export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** run a pending call now (autosave flushes before navigation) */
  flush(): void;
  cancel(): void;
  pending(): boolean;
}

/** Trailing debounce with flush and cancel. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastArgs: A | null = null;
  const run = () => {
    timer = null;
    const args = lastArgs;
    lastArgs = null;
    if (args) fn(...args);
  };
  const d = ((...args: A) => {
    lastArgs = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, wait);
  }) as Debounced<A>;
  d.flush = () => {
    if (timer) clearTimeout(timer);
    if (lastArgs) run();
  };
  d.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    lastArgs = null;
  };
  d.pending = () => timer !== null;
  return d;
}
