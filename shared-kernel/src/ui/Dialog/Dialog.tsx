import type { ReactElement, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';

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

/** A modal dialog (Radix Dialog): focus trapped inside, Escape closes, focus returns on close. */
export function Dialog({ open, onOpenChange, trigger, title, description, children, footer, size = 'md' }: DialogProps) {
  const intl = useIntl();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ds-overlay" />
        <RadixDialog.Content className={`ds-dialog ds-dialog--${size}`} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="ds-dialog__header">
            <RadixDialog.Title className="ds-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ds-dialog__close" aria-label={intl.formatMessage({ id: 'ds.dialog.close' })}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="ds-dialog__description">{description}</RadixDialog.Description>}
          {children && <div className="ds-dialog__body">{children}</div>}
          {footer && <div className="ds-dialog__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
