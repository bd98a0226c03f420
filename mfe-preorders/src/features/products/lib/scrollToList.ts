/** Spec section 9: the scroll animation takes 300 ms and stops 55 px above the element. */
export const SCROLL_DURATION_MS = 300;
export const SCROLL_OFFSET_PX = -55;

export interface ScrollOptions {
  duration?: number;
  /** added to the element's top: -55 leaves 55 px above it (room for what is pinned at the top) */
  offset?: number;
  /** the scrolled window (tests pass their own) */
  win?: Pick<Window, 'scrollY' | 'scrollTo' | 'requestAnimationFrame' | 'cancelAnimationFrame' | 'matchMedia'>;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window to `el` plus `offset`, animated over `duration` ms (ease in-out), e.g. from the
 * bottom pagination of the pre-order products back to the top of the list. A user who asked for reduced
 * motion gets the jump without the animation. Answers a function that stops the animation.
 */
export function scrollToElement(el: Element, { duration = SCROLL_DURATION_MS, offset = SCROLL_OFFSET_PX, win = window }: ScrollOptions = {}): () => void {
  const from = win.scrollY;
  const to = Math.max(0, Math.round(el.getBoundingClientRect().top + from + offset));
  const reduced = typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0 || to === from) {
    win.scrollTo(0, to);
    return () => undefined;
  }
  let started: number | null = null;
  let frame = 0;
  const step = (now: number) => {
    started ??= now;
    const t = Math.min(1, (now - started) / duration);
    win.scrollTo(0, Math.round(from + (to - from) * easeInOut(t)));
    if (t < 1) frame = win.requestAnimationFrame(step);
  };
  frame = win.requestAnimationFrame(step);
  return () => win.cancelAnimationFrame(frame);
}
