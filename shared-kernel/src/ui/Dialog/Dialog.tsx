import { Suspense, type ReactElement, type ReactNode } from 'react';
import { lazyPart, useTriggerStandIn } from '../lazyPart';

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

const dialog = lazyPart<DialogProps & { defaultOpen?: boolean }>(() => import('./DialogImpl').then((m) => m.DialogImpl));
export const preloadDialog = dialog.preload;

/**
 * A modal dialog (Radix Dialog, loaded on first use): focus trapped inside, Escape closes, focus
 * returns on close. A closed dialog without a trigger renders (and loads) nothing.
 */
export function Dialog(props: DialogProps) {
  const { standIn, openedEarly } = useTriggerStandIn(props.trigger, preloadDialog);
  if (!props.open && !props.trigger) return null;
  return (
    <Suspense fallback={standIn}>
      <dialog.Lazy {...props} defaultOpen={openedEarly} />
    </Suspense>
  );
}
