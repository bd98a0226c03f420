import * as RadixDialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import type { DialogProps } from './Dialog';
import { useReturnFocus } from './returnFocus';
import styles from './Dialog.module.css';

/**
 * A modal dialog (Radix Dialog): focus trapped inside, Escape closes, focus returns on close.
 * Always controlled: Dialog keeps the open state and draws the trigger (useLazyTrigger).
 */
export function DialogImpl({ open, onOpenChange, title, description, children, footer, size = 'md' }: Omit<DialogProps, 'trigger'>) {
  const intl = useIntl();
  const returnFocus = useReturnFocus(open, false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={`${styles.dialog} ${styles[size]}`} {...returnFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'ds.dialog.close' })}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
