import type { ReactElement, ReactNode } from 'react';
import { lazyDialog } from '../lazyPart';

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

const confirmDialog = lazyDialog<Omit<ConfirmDialogProps, 'trigger'>>(() => import('./ConfirmDialogImpl').then((m) => m.ConfirmDialogImpl));
export const preloadConfirmDialog = confirmDialog.preload;

/**
 * A yes/no question (Radix AlertDialog): Cancel has focus first, Escape cancels, focus returns on
 * close. Closed, it renders its trigger only: the Radix part loads when the trigger is hovered,
 * focused or pressed, or when the question opens, never with the page (useLazyTrigger).
 */
export const ConfirmDialog: (props: ConfirmDialogProps) => ReactElement = confirmDialog.Component;
