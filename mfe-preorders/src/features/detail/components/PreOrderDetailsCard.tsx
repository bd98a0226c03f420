import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatDateTime, imageUrl } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';

const CUSTOMER_STATE_IDS: Record<number, string> = {
  0: 'preorders.detail.customerState.notStarted',
  1: 'preorders.detail.customerState.inProgress',
  2: 'preorders.detail.customerState.sent',
};

/** Spec section 9: profile photos are 200 x 200 (shown here as a small round portrait). */
export const PROFILE_PHOTO = 200;

/**
 * Brand, season, last update, customer state, deadline (red once expired) and the salesman (with their
 * photo for the customer: `showSalesmanPhoto`); who made the last change while impersonating the
 * customer, when so (traceable impersonation).
 */
export function PreOrderDetailsCard({ preOrder, showSalesmanPhoto = false }: { preOrder: PreOrder; showSalesmanPhoto?: boolean }) {
  const intl = useIntl();
  const photo = showSalesmanPhoto && preOrder.SalesMan && preOrder.SalesManPhoto;
  const salesman = photo ? (
    <span className="ds-row" style={{ flexWrap: 'nowrap', gap: 'var(--ds-space-2)', alignItems: 'center' }}>
      <img
        src={imageUrl(photo, PROFILE_PHOTO, PROFILE_PHOTO)}
        alt={intl.formatMessage({ id: 'preorders.detail.salesmanPhoto' }, { name: preOrder.SalesMan })}
        width={PROFILE_PHOTO}
        height={PROFILE_PHOTO}
        style={{ width: 56, height: 56, borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
      />
      {preOrder.SalesMan}
    </span>
  ) : (
    preOrder.SalesMan || '—'
  );
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
        <span data-testid="deadline" data-expired={preOrder.DeadlineExpired} style={preOrder.DeadlineExpired ? { color: 'var(--ds-danger)', fontWeight: 600 } : undefined}>
          {formatDate(preOrder.Deadline)}
        </span>
      ),
    },
    { id: 'salesman', label: 'preorders.detail.salesman', value: salesman },
  ];
  return (
    <section className="ds-card ds-stack" aria-labelledby="preorder-details-title">
      <h2 id="preorder-details-title">
        <FormattedMessage id="preorders.detail.details" />
      </h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 'var(--ds-space-2) var(--ds-space-4)', margin: 0 }}>
        {rows.map((r) => (
          <div key={r.id} style={{ display: 'contents' }}>
            <dt className="ds-muted">
              <FormattedMessage id={r.label} />
            </dt>
            <dd style={{ margin: 0 }}>{r.value}</dd>
          </div>
        ))}
      </dl>
      {preOrder.LastChangedBy && (
        <p className="ds-muted" data-testid="preorder-changed-by" style={{ margin: 0 }}>
          <FormattedMessage
            id="preorders.detail.changedBy"
            values={{ name: preOrder.LastChangedBy.Name, customer: preOrder.LastChangedBy.CustomerName || preOrder.Customer, date: formatDateTime(preOrder.LastChangedBy.At) }}
          />
        </p>
      )}
    </section>
  );
}
