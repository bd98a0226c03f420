import { useState, type ReactElement, type ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';

export interface ConfirmDialogProps {
  /** shown (controlled); leave out with `trigger` for uncontrolled use */
  open?: boolean;
  /** called when the dialog opens or closes */
  onOpenChange?: (open: boolean) => void;
  /** an element that opens the dialog (focus returns to it on close) */
  trigger?: ReactElement;
  /** heading; default 'Are you sure?' */
  title?: ReactNode;
  /** the question, e.g. 'Product verwijderen?' */
  question: ReactNode;
  /** confirm button text; default 'Confirm' */
  confirmLabel?: ReactNode;
  /** cancel button text; default 'Cancel' */
  cancelLabel?: ReactNode;
  /** runs on confirm; a returned promise keeps the button busy, a rejected one keeps the dialog open */
  onConfirm: () => void | Promise<unknown>;
  /** red confirm button for destructive actions */
  danger?: boolean;
}

/** A yes/no question (Radix AlertDialog): Cancel has focus first, Escape cancels, focus returns on close. */
export function ConfirmDialog({ open, onOpenChange, trigger, title, question, confirmLabel, cancelLabel, onConfirm, danger = false }: ConfirmDialogProps) {
  const intl = useIntl();
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };

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
    <AlertDialog.Root open={isOpen} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ds-overlay" />
        <AlertDialog.Content className="ds-dialog ds-dialog--sm">
          <AlertDialog.Title className="ds-dialog__title">{title ?? intl.formatMessage({ id: 'ds.confirm.title' })}</AlertDialog.Title>
          <AlertDialog.Description className="ds-dialog__description">{question}</AlertDialog.Description>
          <div className="ds-dialog__footer">
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
