import { FormattedMessage } from 'react-intl';
import { formatDate, formatDateTime } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import styles from './PreOrderDetailsCard.module.css';

export const CUSTOMER_STATE_IDS: Record<number, string> = {
  0: 'preorders.detail.customerState.notStarted',
  1: 'preorders.detail.customerState.inProgress',
  2: 'preorders.detail.customerState.sent',
};

/** Spec section 9: profile photos are 200 x 200 (the work bar shows the salesman's as a small round portrait). */
export const PROFILE_PHOTO = 200;

/**
 * Brand, season, last update, customer state, deadline (red once expired), the customer's number and
 * name, the salesman and, for the salesman, the sheet's note for him (the customer sees the salesman's photo in the work bar); who made the last
 * change while impersonating the customer, when so (traceable impersonation).
 */
export function PreOrderDetailsCard({ preOrder, showSalesmanNote = false }: { preOrder: PreOrder; showSalesmanNote?: boolean }) {
  const rows = [
    { id: 'brand', label: 'preorders.detail.brand', value: preOrder.Brand.Name },
    { id: 'season', label: 'preorders.detail.season', value: preOrder.Collection.Name },
    { id: 'lastUpdate', label: 'preorders.detail.lastUpdate', value: formatDateTime(preOrder.LastUpdate) },
    {
      id: 'customerState',
      label: 'preorders.detail.customerState',
      value: <FormattedMessage id={CUSTOMER_STATE_IDS[preOrder.CustomerState] ?? 'preorders.detail.customerState.unknown'} />,
    },
    {
      id: 'deadline',
      label: 'preorders.detail.deadline',
      value: (
        <span data-testid="deadline" data-expired={preOrder.DeadlineExpired} className={preOrder.DeadlineExpired ? styles.expired : undefined}>
          {formatDate(preOrder.Deadline)}
        </span>
      ),
    },
    { id: 'customerKey', label: 'preorders.detail.customerKey', value: preOrder.CustomerAltKey || preOrder.CustomerKey },
    { id: 'customerName', label: 'preorders.detail.customerName', value: preOrder.Customer },
    { id: 'salesman', label: 'preorders.detail.salesman', value: preOrder.SalesMan || '—' },
    // the sheet's note for the salesman (spec section 2, salesman version)
    ...(showSalesmanNote && preOrder.SalesmanNote ? [{ id: 'salesmanNote', label: 'preorders.detail.salesmanNote', value: <span className={styles.note}>{preOrder.SalesmanNote}</span> }] : []),
  ];
  return (
    <section className="ds-card ds-stack" aria-labelledby="preorder-details-title">
      <h2 id="preorder-details-title" className={styles.title}>
        <FormattedMessage id="preorders.detail.details" />
      </h2>
      <dl className={styles.list}>
        {rows.map((r) => (
          <div key={r.id} className={styles.pair}>
            <dt className="ds-muted">
              <FormattedMessage id={r.label} />
            </dt>
            <dd className={styles.value}>{r.value}</dd>
          </div>
        ))}
      </dl>
      {preOrder.LastChangedBy && (
        <p className={`ds-muted ${styles.flush}`} data-testid="preorder-changed-by">
          <FormattedMessage
            id="preorders.detail.changedBy"
            values={{ name: preOrder.LastChangedBy.Name, customer: preOrder.LastChangedBy.CustomerName || preOrder.Customer, date: formatDateTime(preOrder.LastChangedBy.At) }}
          />
        </p>
      )}
    </section>
  );
}
