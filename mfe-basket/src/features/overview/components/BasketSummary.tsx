import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatCents, Notice, usePortal } from 'shared-kernel';
import type { Delivery } from '../lib/totals';
import styles from './BasketSummary.module.css';

export interface BasketSummaryProps {
  articlesCents: number;
  /** a fixed coupon's discount (0: none) */
  couponCents: number;
  delivery: Delivery;
  totalCents: number;
  isDropshipment: boolean;
  symbol: string;
  /** continue order and continue shopping */
  children?: ReactNode;
}

/** Article total, delivery costs with the free-delivery rule, total excluding VAT. */
export function BasketSummary({ articlesCents, couponCents, delivery, totalCents, isDropshipment, symbol, children }: BasketSummaryProps) {
  const { locale } = usePortal();
  const money = (c: number) => formatCents(c, locale, symbol);
  return (
    <section className={`ds-card ds-stack ${styles.summary}`} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={styles.title}>
        <FormattedMessage id="basket.overview.summary.title" />
      </h2>
      <dl className={`ds-stack ds-stack--tight ${styles.list}`}>
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="basket.overview.summary.articles" />
          </dt>
          <dd data-testid="basket-articles-total">
            {money(articlesCents)}
          </dd>
        </div>
        {couponCents > 0 && (
          <div className={styles.row}>
            <dt>
              <FormattedMessage id="basket.overview.summary.coupon" />
            </dt>
            <dd>{money(-couponCents)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>
            <FormattedMessage id={isDropshipment ? 'basket.overview.summary.dropshipmentCosts' : 'basket.overview.summary.shippingCosts'} />
          </dt>
          <dd data-testid="basket-delivery-costs">
            {delivery.kind === 'unknown' && (
              <span className="ds-muted">
                <FormattedMessage id="basket.overview.summary.atCheckout" />
              </span>
            )}
            {delivery.kind === 'free' && (
              <strong className={styles.free}>
                <FormattedMessage id="basket.overview.summary.free" />
              </strong>
            )}
            {delivery.kind === 'charged' && money(delivery.costCents)}
          </dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>
            <FormattedMessage id="basket.overview.summary.totalExclVat" />
          </dt>
          <dd data-testid="basket-total">
            {money(totalCents)}
          </dd>
        </div>
      </dl>
      {delivery.kind === 'charged' && delivery.remainingCents !== null && (
        <Notice kind="info" className={styles.notice} data-testid="basket-free-delivery">
          <FormattedMessage id="basket.overview.summary.remaining" values={{ amount: money(delivery.remainingCents) }} />
        </Notice>
      )}
      {delivery.kind === 'free' && delivery.minimumCents !== null && delivery.minimumCents > 0 && (
        <Notice kind="success" className={styles.notice} data-testid="basket-free-delivery">
          <FormattedMessage id="basket.overview.summary.freeReached" values={{ amount: money(delivery.minimumCents) }} />
        </Notice>
      )}
      {children}
    </section>
  );
}
