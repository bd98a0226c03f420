/** The events that show a user is about to act on the page (a click starts with pointerdown). */
const INTENT = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `fn` once, at the user's first interaction with the page (pointer, key, touch or focus): code
 * no part of the shown page needs (the design system's dialogs and tabs) loads then, not with the
 * page, so it stays out of every route's first load and still arrives before the click that needs it
 * is over. Answers the cancel function (for effects' clean-up).
 */
export function onFirstInteraction(fn: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    fn();
  };
  const cancel = () => INTENT.forEach((e) => window.removeEventListener(e, run, true));
  INTENT.forEach((e) => window.addEventListener(e, run, { capture: true, passive: true }));
  return cancel;
}
