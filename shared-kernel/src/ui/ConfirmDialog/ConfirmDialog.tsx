import { Suspense, type ReactElement, type ReactNode } from 'react';
import { lazyPart, useTriggerStandIn } from '../lazyPart';

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

const confirmDialog = lazyPart<ConfirmDialogProps & { defaultOpen?: boolean }>(() =>
  import('./ConfirmDialogImpl').then((m) => m.ConfirmDialogImpl),
);
export const preloadConfirmDialog = confirmDialog.preload;

/**
 * A yes/no question (Radix AlertDialog, loaded on first use): Cancel has focus first, Escape cancels,
 * focus returns on close. A closed question without a trigger renders (and loads) nothing.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { standIn, openedEarly } = useTriggerStandIn(props.trigger, preloadConfirmDialog);
  if (!props.open && !props.trigger) return null;
  return (
    <Suspense fallback={standIn}>
      <confirmDialog.Lazy {...props} defaultOpen={openedEarly} />
    </Suspense>
  );
}
