import type { ReactElement, ReactNode } from 'react';
import { lazyDialog } from '../lazyPart';

export interface DialogProps {
  /** the dialog is shown (controlled); leave out with `trigger` for uncontrolled use */
  open?: boolean;
  /** called when the dialog wants to open or close (close button, Escape, overlay click) */
  onOpenChange?: (open: boolean) => void;
  /** an element that opens the dialog (focus returns to it on close) */
  trigger?: ReactElement;
  /** heading, also the dialog's accessible name */
  title: ReactNode;
  /** a sentence under the title, also the accessible description */
  description?: ReactNode;
  /** the body */
  children?: ReactNode;
  /** action buttons, right-aligned at the bottom */
  footer?: ReactNode;
  /** width: sm 400px, md 560px (default), lg 800px */
  size?: 'sm' | 'md' | 'lg';
}

const dialog = lazyDialog<Omit<DialogProps, 'trigger'>>(() => import('./DialogImpl').then((m) => m.DialogImpl));
export const preloadDialog = dialog.preload;

/**
 * A modal dialog (Radix Dialog): focus trapped inside, Escape closes, focus returns on close.
 * Closed, it renders its trigger only: the Radix part loads when the trigger is hovered, focused or
 * pressed, or when the dialog opens, never with the page (useLazyTrigger).
 */
export const Dialog: (props: DialogProps) => ReactElement = dialog.Component;
