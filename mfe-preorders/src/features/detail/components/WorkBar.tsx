import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { FRESH_ON_MOUNT_SECONDS, useGetPreOrderTotalsQuery } from '../../../api/preOrder';
import { useMoney } from '../hooks/useMoney';
import { CUSTOMER_STATE_IDS, PROFILE_PHOTO } from './PreOrderDetailsCard';
import styles from './WorkBar.module.css';

interface Props {
  preOrder: PreOrder;
  mode: 'customer' | 'salesman';
  /** marketing users see no prices (spec section 6) */
  hidePrices: boolean;
  /** the customer's or the salesman's buttons (spec section 2) */
  actions: ReactNode;
  /** the link back to the overview */
  back: ReactNode;
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.figure}>
      <div className={styles.figureLabel}>
        <FormattedMessage id={label} />
      </div>
      <div className={styles.figureValue}>{value}</div>
    </div>
  );
}

/**
 * The work bar of the pre-order detail (issue 18): brand and collection, the customer, the state, the
 * key totals and the page's actions, sticky at the top while amounts are edited in the grid below. The
 * customer sees the salesman's photo here (spec section 9, profile 200 x 200).
 */
export function WorkBar({ preOrder, mode, hidePrices, actions, back }: Props) {
  const intl = useIntl();
  const money = useMoney(preOrder.CustomerCurrency);
  // the page asked for fresh totals at this entry; the bar reads that answer (mutations invalidate it)
  const totals = useGetPreOrderTotalsQuery({ params: { id: preOrder.Id } }, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_SECONDS });
  const t = totals.data;
  const photo = mode === 'customer' && preOrder.SalesMan && preOrder.SalesManPhoto;
  const state = preOrder.IsClosed
    ? 'preorders.detail.state.closed'
    : preOrder.DeadlineExpired
      ? 'preorders.detail.state.expired'
      : (CUSTOMER_STATE_IDS[preOrder.CustomerState] ?? 'preorders.detail.customerState.unknown');
  const dash = '—';

  return (
    <header className={styles.bar} data-testid="preorder-work-bar">
      <div className={styles.identity}>
        <p className={styles.kicker}>
          <FormattedMessage id={mode === 'customer' ? 'preorders.detail.kicker.customer' : 'preorders.detail.kicker.salesman'} />
          <span className={preOrder.IsClosed || preOrder.DeadlineExpired ? `${styles.state} ${styles.stateEnded}` : styles.state} data-testid="preorder-state">
            <FormattedMessage id={state} />
          </span>
          <span className={styles.back}>{back}</span>
        </p>
        <h1 className={styles.title}>
          {preOrder.Brand.Name} · {preOrder.Collection.Name}
        </h1>
        <p className={styles.customer}>
          {preOrder.Customer} ({preOrder.CustomerAltKey || preOrder.CustomerKey})
        </p>
      </div>
      {photo && (
        <div className={styles.salesman}>
          <img
            className={styles.photo}
            src={imageUrl(photo, PROFILE_PHOTO, PROFILE_PHOTO)}
            alt={intl.formatMessage({ id: 'preorders.detail.salesmanPhoto' }, { name: preOrder.SalesMan })}
            width={PROFILE_PHOTO}
            height={PROFILE_PHOTO}
          />
          <span className={styles.salesmanText}>
            <span className={styles.figureLabel}>
              <FormattedMessage id="preorders.detail.salesman" />
            </span>
            <span>{preOrder.SalesMan}</span>
          </span>
        </div>
      )}
      <section className={styles.totals} aria-label={intl.formatMessage({ id: 'preorders.detail.totals' })} aria-busy={totals.isFetching || undefined}>
        <Figure label="preorders.detail.productCount" value={t ? t.ProductCount : dash} />
        <Figure label="preorders.detail.variantCount" value={t ? t.ProductVariantAmount : dash} />
        {!hidePrices && <Figure label="preorders.detail.totalPrice" value={t ? money(t.TotalProductPrice) : dash} />}
        {!hidePrices && <Figure label="preorders.detail.totalAfterDiscount" value={t ? money(t.TotalProductPriceAfterDiscount) : dash} />}
        {totals.isError && !t && (
          <p className={styles.error} role="alert">
            <FormattedMessage id="preorders.detail.totals.error" />
          </p>
        )}
      </section>
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}
