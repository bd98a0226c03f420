import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TOAST_DURATION, isPortalError, toast } from 'shared-kernel';
import { Autosaver } from '../lib/autosaver';

const AutosaveContext = createContext<Autosaver | null>(null);

interface Props {
  /** called after a failed save was announced: the page reloads the pre-order (spec section 8) */
  onFailure: () => void;
  children: ReactNode;
}

/**
 * One Autosaver for a pre-order page. A failed save shows its ExceptionMessage for 5 s and reloads
 * (spec section 8, salesman autosave failure), unless the save has its own failure handler (a discount
 * update only resets its loading indicator: products/hooks/useDiscountSaving). A save that got no answer (network failure) is kept and
 * retried until the API is back: a warning says so once, a success toast when the edits are saved. Pending edits are flushed when the page unmounts
 * (in-portal navigation) and when the browser hides the page (tab closed, app switched); the
 * requests use `keepalive` so they survive the unload.
 */
export function AutosaveProvider({ onFailure, children }: Props) {
  const intl = useIntl();
  const failure = useRef(onFailure);
  failure.current = onFailure;
  const fallback = intl.formatMessage({ id: 'preorders.autosave.failed' });
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  const offlineText = useRef('');
  offlineText.current = intl.formatMessage({ id: 'preorders.autosave.offline' });
  const onlineText = useRef('');
  onlineText.current = intl.formatMessage({ id: 'preorders.autosave.online' });
  const saver = useRef<Autosaver | null>(null);
  if (!saver.current) {
    saver.current = new Autosaver(
      (error) => {
        const message = isPortalError(error) ? (error.toastErrors[0] ?? error.message) : null;
        toast('error', message ?? fallbackRef.current, TOAST_DURATION.longer);
        failure.current();
      },
      {
        // no answer (API down or restarting): the edit is kept and retried, the page is not reloaded
        onOffline: () => toast('warning', offlineText.current, TOAST_DURATION.longer),
        onOnline: () => toast('success', onlineText.current),
      },
    );
  }

  useEffect(() => {
    const s = saver.current!;
    const onHide = () => void s.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void s.flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      void s.flush();
    };
  }, []);

  return <AutosaveContext.Provider value={saver.current}>{children}</AutosaveContext.Provider>;
}

/** the page's Autosaver; outside a provider (e.g. a component test) a private one that reports nothing */
export function useAutosaver(): Autosaver {
  const ctx = useContext(AutosaveContext);
  const own = useRef<Autosaver | null>(null);
  if (ctx) return ctx;
  own.current ??= new Autosaver(() => undefined);
  return own.current;
}
