import * as RadixDialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import type { DialogProps } from './Dialog';
import { useReturnFocus } from './returnFocus';

/** A modal dialog (Radix Dialog): focus trapped inside, Escape closes, focus returns on close. */
export function DialogImpl({ open, defaultOpen, onOpenChange, trigger, title, description, children, footer, size = 'md' }: DialogProps & { defaultOpen?: boolean }) {
  const intl = useIntl();
  const returnFocus = useReturnFocus(open, Boolean(trigger));
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ds-overlay" />
        <RadixDialog.Content className={`ds-dialog ds-dialog--${size}`} {...returnFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
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
