import * as Toast from '@radix-ui/react-toast';
import { useIntl } from 'react-intl';
import type { Shown } from './Toaster';
import styles from './Toaster.module.css';

/**
 * The Radix part of the Toaster, loaded with the first toast (or ahead, once signed in): the bus
 * toasts as Radix toasts, stacked bottom right, newest last. Error texts are role alert (kept out of
 * Radix's own announcer so they are read once); warnings are announced assertively and the others
 * politely through Radix's live region. Each closes after its duration, on its close button, on
 * Escape or by swiping; hovering or focusing the stack pauses the timers.
 */
export function ToasterImpl({ toasts, onClose }: { toasts: Shown[]; onClose: (id: number) => void }) {
  const intl = useIntl();
  return (
    <Toast.Provider label={intl.formatMessage({ id: 'ds.toast.label' })} swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          className={`${styles.toast} ${styles[t.kind]}`}
          type={t.kind === 'error' || t.kind === 'warning' ? 'foreground' : 'background'}
          duration={t.duration}
          open={t.open}
          onOpenChange={(open) => !open && onClose(t.id)}
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
