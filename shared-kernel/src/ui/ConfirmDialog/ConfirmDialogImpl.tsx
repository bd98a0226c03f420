import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { useReturnFocus } from '../Dialog/returnFocus';
import styles from '../Dialog/Dialog.module.css';

/**
 * A yes/no question (Radix AlertDialog): Cancel has focus first, Escape cancels, focus returns on close.
 * Always controlled: ConfirmDialog keeps the open state and draws the trigger (useLazyTrigger).
 */
export function ConfirmDialogImpl({ open = false, onOpenChange, title, question, confirmLabel, cancelLabel, onConfirm, danger = false }: Omit<ConfirmDialogProps, 'trigger'>) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(open, false);
  const setOpen = (next: boolean) => onOpenChange?.(next);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // the caller reports the failure (toast); the question stays open for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={`${styles.dialog} ${styles.sm}`} {...returnFocus}>
          <AlertDialog.Title className={styles.title}>{title ?? intl.formatMessage({ id: 'ds.confirm.title' })}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{question}</AlertDialog.Description>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel ?? intl.formatMessage({ id: 'ds.confirm.cancel' })}</Button>
            </AlertDialog.Cancel>
            <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={confirm}>
              {confirmLabel ?? intl.formatMessage({ id: 'ds.confirm.confirm' })}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
