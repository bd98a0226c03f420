import { useEffect, useState } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { useIntl } from 'react-intl';
import { on, type ToastRequest } from '../../bus/bus';
import styles from './Toaster.module.css';

/** Spec section 9 toast durations in ms (pass one to `toast(kind, text, duration)`). */
export const TOAST_DURATION = {
  /** 2 s: backorder list failure, address added */
  short: 2000,
  /** 3 s */
  normal: 3000,
  /** 4 s: impersonation, basket and order errors, duplicates */
  long: 4000,
  /** 5 s: e-mail sent, user reset, autosave failure, file too large */
  longer: 5000,
  /** 10 s: address deleted */
  addressDelete: 10000,
} as const;

interface Shown extends ToastRequest {
  id: number;
  open: boolean;
}

let nextId = 0;

/**
 * Shows the bus's `toast` events as Radix toasts, stacked bottom right, newest last. Rendered once by
 * the shell. Error texts are role alert (kept out of Radix's own announcer so they are read once);
 * warnings are announced assertively and the others politely through Radix's live region. Each closes after its duration, on its close button, on
 * Escape or by swiping; hovering or focusing the stack pauses the timers.
 */
export function Toaster() {
  const intl = useIntl();
  const [toasts, setToasts] = useState<Shown[]>([]);

  // Closed toasts stay (open false) so Radix can play their exit; the next toast prunes them.
  useEffect(() => on('toast', (t) => setToasts((all) => [...all.filter((x) => x.open), { ...t, id: ++nextId, open: true }])), []);
  const close = (id: number) => setToasts((all) => all.map((t) => (t.id === id ? { ...t, open: false } : t)));

  return (
    <Toast.Provider label={intl.formatMessage({ id: 'ds.toast.label' })} swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          className={`${styles.toast} ${styles[t.kind]}`}
          type={t.kind === 'error' || t.kind === 'warning' ? 'foreground' : 'background'}
          duration={t.duration}
          open={t.open}
          onOpenChange={(open) => !open && close(t.id)}
          data-kind={t.kind}
        >
          {t.kind === 'error' ? (
            <Toast.Description className={styles.text} role="alert" data-radix-toast-announce-exclude="">
              {t.text}
            </Toast.Description>
          ) : (
            <Toast.Description className={styles.text}>{t.text}</Toast.Description>
          )}
          <Toast.Close className={styles.close} aria-label={intl.formatMessage({ id: 'ds.toast.dismiss' })}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.toaster} label={intl.formatMessage({ id: 'ds.toast.region' }, { hotkey: 'F8' })} />
    </Toast.Provider>
  );
}
