import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, paths, TOAST_DURATION, toast, toastPortalError, useNavigate, useOnline } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { useAutosaver } from '../../../components/AutosaveProvider';
import { OfflineReason } from '../../../components/OfflineReason';
import { useClosePreOrderMutation, useSendPreOrderRemindersMutation } from '../../../api/preOrder';
import styles from './SalesmanActions.module.css';
import { UsersDialog } from './UsersDialog';

/** Where the salesman returns after closing a pre-order. */

/** Send reminders and close (salesman and admin). */
export function SalesmanActions({ preOrder, disabled }: { preOrder: PreOrder; disabled: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const saver = useAutosaver();
  const [dialog, setDialog] = useState<'reminders' | 'close' | null>(null);
  const [sendReminders] = useSendPreOrderRemindersMutation();
  const [closePreOrder] = useClosePreOrderMutation();
  // reminders and closing need the server (trade-show mode, issue 19)
  const online = useOnline();
  const describedBy = online ? undefined : 'preorder-salesman-offline';

  const remind = async (users: string[]) => {
    try {
      await sendReminders({ params: { id: preOrder.Id }, body: { Id: preOrder.Id, Users: users } }).unwrap();
      toast('success', intl.formatMessage({ id: 'preorders.detail.reminders.sent' }), TOAST_DURATION.normal);
    } catch (e) {
      toastPortalError(e, intl.formatMessage({ id: 'preorders.detail.reminders.failed' }));
    }
    setDialog(null);
  };

  /** Spec section 8: a failed close shows its errors and the modal closes; success returns to the overview. */
  const close = async (users: string[]) => {
    await saver.flush();
    try {
      await closePreOrder({ params: { id: preOrder.Id }, body: { Id: preOrder.Id, Users: users } }).unwrap();
      setDialog(null);
      toast('success', intl.formatMessage({ id: 'preorders.detail.close.done' }), TOAST_DURATION.normal);
      navigate(paths.salesmanPreOrders.path());
    } catch (e) {
      toastPortalError(e, intl.formatMessage({ id: 'preorders.detail.close.failed' }));
      setDialog(null);
    }
  };

  return (
    <div className={styles.actions}>
      <Button size="sm" disabled={disabled || !online} onClick={() => setDialog('reminders')} aria-describedby={describedBy}>
        <FormattedMessage id="preorders.detail.reminders" />
      </Button>
      <Button size="sm" variant="danger" disabled={disabled || preOrder.IsClosed || !online} onClick={() => setDialog('close')} aria-describedby={describedBy}>
        <FormattedMessage id="preorders.detail.close" />
      </Button>
      <OfflineReason id="preorder-salesman-offline" />
      <UsersDialog
        open={dialog === 'reminders'}
        onOpenChange={(o) => setDialog(o ? 'reminders' : null)}
        title={<FormattedMessage id="preorders.detail.reminders.title" />}
        description={<FormattedMessage id="preorders.detail.reminders.description" />}
        confirmLabel={<FormattedMessage id="preorders.detail.reminders.confirm" />}
        users={preOrder.Users}
        onConfirm={remind}
      />
      <UsersDialog
        open={dialog === 'close'}
        onOpenChange={(o) => setDialog(o ? 'close' : null)}
        title={<FormattedMessage id="preorders.detail.close.title" />}
        description={<FormattedMessage id="preorders.detail.close.description" />}
        confirmLabel={<FormattedMessage id="preorders.detail.close.confirm" />}
        users={preOrder.Users}
        onConfirm={close}
        danger
      />
    </div>
  );
}
