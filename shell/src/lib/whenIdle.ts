/**
 * Runs `fn` once the page is idle (requestIdleCallback, at the latest after `timeout` ms): work that
 * can wait (header widgets, design-system chunks) then does not compete with the first render of the
 * routed remote on a busy main thread. Answers the cancel function (for effects' clean-up).
 */
export function whenIdle(fn: () => void, timeout = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1);
  return () => window.clearTimeout(id);
}
