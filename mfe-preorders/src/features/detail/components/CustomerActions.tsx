import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ConfirmDialog, TOAST_DURATION, toast, toastPortalError, useOnline } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { useAutosaver } from '../../../components/AutosaveProvider';
import { OfflineReason } from '../../../components/OfflineReason';
import { useSendPreOrderToSalesMutation } from '../../../api/preOrder';
import styles from './CustomerActions.module.css';

interface Props {
  preOrder: PreOrder;
  /** read-only (closed, expired, locked) */
  disabled: boolean;
  /** how many autosaves failed so far: a save without sending reports success only if none failed meanwhile */
  failures: () => number;
}

/** Customer state 'sent' (mock-api: 0 not started, 1 in progress, 2 sent). */
export const CUSTOMER_STATE_SENT = 2;
/** Pre-order state 'open' (mock-api: 0 open, 1 sent to the salesman, 2 sent to sales, 3 closed). */
export const STATE_OPEN = 0;

/** sent: by the customer to the salesman (customer state 2), or on by the salesman (state no longer open) */
export const isSent = (p: PreOrder) => p.CustomerState === CUSTOMER_STATE_SENT || p.State !== STATE_OPEN;

/** Spec section 4: send is disabled once sent, closed or deadline expired (mock-api refuses it too). */
export const canSend = (p: PreOrder) => !isSent(p) && !p.IsClosed && !p.DeadlineExpired;

/** The customer's buttons: send to the salesman (after a confirmation) and save without sending. */
export function CustomerActions({ preOrder, disabled, failures }: Props) {
  const intl = useIntl();
  const saver = useAutosaver();
  const [sendToSales] = useSendPreOrderToSalesMutation();
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // sending needs the server (trade-show mode, issue 19); saving offline keeps the edits on the device
  const online = useOnline();

  const save = async () => {
    setSaving(true);
    const before = failures();
    await saver.flush();
    setSaving(false);
    if (failures() === before) toast('success', intl.formatMessage({ id: 'preorders.detail.saved' }), TOAST_DURATION.normal);
  };

  const send = async () => {
    const before = failures();
    await saver.flush();
    if (failures() !== before) return;
    try {
      await sendToSales({ params: { id: preOrder.Id } }).unwrap();
      toast('success', intl.formatMessage({ id: 'preorders.detail.send.done' }), TOAST_DURATION.normal);
    } catch (e) {
      toastPortalError(e, intl.formatMessage({ id: 'preorders.detail.send.failed' }));
    }
  };

  return (
    <div className={styles.actions}>
      <Button size="sm" busy={saving} disabled={disabled} onClick={() => void save()}>
        <FormattedMessage id="preorders.detail.save" />
      </Button>
      <Button size="sm" variant="primary" disabled={disabled || !canSend(preOrder) || !online} onClick={() => setConfirming(true)} aria-describedby={online ? undefined : 'preorder-send-offline'}>
        <FormattedMessage id="preorders.detail.send" />
      </Button>
      <OfflineReason id="preorder-send-offline" />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<FormattedMessage id="preorders.detail.send" />}
        question={<FormattedMessage id="preorders.detail.send.question" />}
        confirmLabel={<FormattedMessage id="preorders.detail.send.confirm" />}
        onConfirm={send}
      />
    </div>
  );
}
