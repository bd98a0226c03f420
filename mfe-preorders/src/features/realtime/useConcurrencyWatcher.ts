import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TOAST_DURATION, personIdOf, toast, usePortal } from 'shared-kernel';
import { acquireHub, logHubFailure, type HubLease } from './hubConnection';

/** Spec section 4: the pre-order reloads 4 s after another user joined. */
export const CONCURRENCY_RELOAD_MS = 4000;

/**
 * Spec section 4 "Concurrency": joins the pre-order's concurrency group; when another user joins the
 * same pre-order (callback checkConcurrency(userId)) the page is locked, an info toast shows for 5 s and
 * after 4 s `onReload` runs and the lock ends. A hub that cannot be reached is logged and ignored.
 *
 * Only another user counts: the same person in a second tab (the hub sends their own id; while
 * impersonating, the admin's or salesman's, see `personIdOf`) neither locks nor reloads this page.
 */
export function useConcurrencyWatcher(preOrderId: number | null, onReload: () => void): { locked: boolean } {
  const intl = useIntl();
  const { session } = usePortal();
  const self = useRef<string | null>(null);
  self.current = personIdOf(session);
  const [locked, setLocked] = useState(false);
  const reload = useRef(onReload);
  reload.current = onReload;
  const text = intl.formatMessage({ id: 'preorders.realtime.concurrency' });
  const textRef = useRef(text);
  textRef.current = text;

  useEffect(() => {
    if (preOrderId == null) return;
    let cancelled = false;
    let lease: HubLease | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const join = (l: HubLease) => l.invoke('JoinConcurrency', preOrderId).catch(logHubFailure);
    const onJoined = (userId: unknown) => {
      if (cancelled || timer) return;
      // an id that is not ours (or none at all) is another user
      if (self.current !== null && String(userId) === self.current) return;
      setLocked(true);
      toast('info', textRef.current, TOAST_DURATION.longer);
      timer = setTimeout(() => {
        timer = null;
        if (cancelled) return;
        reload.current();
        setLocked(false);
      }, CONCURRENCY_RELOAD_MS);
    };

    acquireHub('concurrency', { onReconnected: () => lease && void join(lease) })
      .then((l) => {
        if (cancelled) {
          l.release();
          return;
        }
        lease = l;
        l.on('checkConcurrency', onJoined);
        void join(l);
      })
      .catch(logHubFailure);

    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      timer = null;
      setLocked(false);
      lease?.release();
      lease = null;
    };
  }, [preOrderId]);

  return { locked };
}
