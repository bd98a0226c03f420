import { useRef } from 'react';

/**
 * For a controlled dialog without a trigger: remembers the element that had the focus when the
 * dialog opened and gives the focus back to it on close (Radix only returns it to its own Trigger).
 * Spread the result on the dialog's Content.
 */
export function useReturnFocus(open: boolean | undefined, hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = Boolean(open);
  return {
    onCloseAutoFocus: (event: Event) => {
      const el = opener.current;
      opener.current = null;
      if (hasTrigger || !el || !el.isConnected) return;
      event.preventDefault();
      el.focus();
    },
  };
}
