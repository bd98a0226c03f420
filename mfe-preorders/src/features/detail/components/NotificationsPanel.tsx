import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Notice, toastPortalError } from 'shared-kernel';
import type { PreOrderNotification } from 'shared-kernel/contract';
import { useReportPreOrderNotificationMutation } from '../../../api/preOrder';
import styles from './NotificationsPanel.module.css';

/** Spec section 4: 'report all' goes one after another, 50 ms apart. */
export const REPORT_ALL_GAP_MS = 50;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const TYPE_IDS: Record<PreOrderNotification['Type'], string> = {
  ProductAdded: 'preorders.detail.notification.ProductAdded',
  SizeActivated: 'preorders.detail.notification.SizeActivated',
  DeadlineExpired: 'preorders.detail.notification.DeadlineExpired',
  SizeDeactivated: 'preorders.detail.notification.SizeDeactivated',
  ProductRemoved: 'preorders.detail.notification.ProductRemoved',
};

interface Props {
  preOrderId: number;
  notifications: PreOrderNotification[];
  disabled: boolean;
}

/** The salesman's attention panel: changes of the order form, each to be reported to the customer. */
export function NotificationsPanel({ preOrderId, notifications, disabled }: Props) {
  const intl = useIntl();
  const [report] = useReportPreOrderNotificationMutation();
  const [busyAll, setBusyAll] = useState(false);
  const open = notifications.filter((n) => !n.IsReportedToCustomer);

  const toggle = async (n: PreOrderNotification) => {
    try {
      await report({ params: { id: preOrderId, nid: n.Id }, body: { Id: n.Id, IsReportedToCustomer: !n.IsReportedToCustomer } }).unwrap();
    } catch (e) {
      toastPortalError(e, intl.formatMessage({ id: 'preorders.detail.notifications.failed' }));
    }
  };

  const reportAll = async () => {
    setBusyAll(true);
    try {
      for (const [i, n] of open.entries()) {
        if (i > 0) await wait(REPORT_ALL_GAP_MS);
        await report({ params: { id: preOrderId, nid: n.Id }, body: { Id: n.Id, IsReportedToCustomer: true } }).unwrap();
      }
    } catch (e) {
      toastPortalError(e, intl.formatMessage({ id: 'preorders.detail.notifications.failed' }));
    } finally {
      setBusyAll(false);
    }
  };

  if (!notifications.length) return null;
  return (
    <section className="ds-card ds-stack" aria-labelledby="preorder-notifications-title">
      <div className="ds-row ds-row--between">
        <h2 id="preorder-notifications-title" className={styles.title}>
          <FormattedMessage id="preorders.detail.notifications" />
        </h2>
        <Button size="sm" variant="primary" busy={busyAll} disabled={disabled || !open.length} onClick={() => void reportAll()}>
          <FormattedMessage id="preorders.detail.notifications.reportAll" />
        </Button>
      </div>
      {open.length > 0 && (
        <Notice kind="warning">
          <FormattedMessage id="preorders.detail.notifications.open" values={{ count: open.length }} />
        </Notice>
      )}
      <ul className={`ds-stack ds-stack--tight ${styles.list}`} aria-label={intl.formatMessage({ id: 'preorders.detail.notifications' })}>
        {notifications.map((n) => (
          <li key={n.Id} className={`ds-row ds-row--between ${styles.item}`}>
            <div>
              <strong>
                <FormattedMessage id={TYPE_IDS[n.Type] ?? 'preorders.detail.notification.other'} />
              </strong>
              <div>{n.Message}</div>
            </div>
            <Button
              size="sm"
              variant={n.IsReportedToCustomer ? 'secondary' : 'primary'}
              aria-pressed={n.IsReportedToCustomer}
              disabled={disabled || busyAll}
              aria-label={intl.formatMessage({ id: 'preorders.detail.notifications.reportOne' }, { message: n.Message })}
              onClick={() => void toggle(n)}
            >
              <FormattedMessage id={n.IsReportedToCustomer ? 'preorders.detail.notifications.reported' : 'preorders.detail.notifications.report'} />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
