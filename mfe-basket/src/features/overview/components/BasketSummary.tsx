import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatCents, usePortal } from 'shared-kernel';
import type { Delivery } from '../lib/totals';

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

const row = { display: 'flex', justifyContent: 'space-between', gap: 'var(--ds-space-3)', margin: 0 } as const;

/** Article total, delivery costs with the free-delivery rule, total excluding VAT. */
export function BasketSummary({ articlesCents, couponCents, delivery, totalCents, isDropshipment, symbol, children }: BasketSummaryProps) {
  const { locale } = usePortal();
  const money = (c: number) => formatCents(c, locale, symbol);
  return (
    <section className="ds-card ds-stack" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" style={{ fontSize: '1.125rem', margin: 0 }}>
        <FormattedMessage id="basket.overview.summary.title" />
      </h2>
      <dl className="ds-stack ds-stack--tight" style={{ margin: 0 }}>
        <div style={row}>
          <dt>
            <FormattedMessage id="basket.overview.summary.articles" />
          </dt>
          <dd style={{ margin: 0 }} data-testid="basket-articles-total">
            {money(articlesCents)}
          </dd>
        </div>
        {couponCents > 0 && (
          <div style={row}>
            <dt>
              <FormattedMessage id="basket.overview.summary.coupon" />
            </dt>
            <dd style={{ margin: 0 }}>{money(-couponCents)}</dd>
          </div>
        )}
        <div style={row}>
          <dt>
            <FormattedMessage id={isDropshipment ? 'basket.overview.summary.dropshipmentCosts' : 'basket.overview.summary.shippingCosts'} />
          </dt>
          <dd style={{ margin: 0 }} data-testid="basket-delivery-costs">
            {delivery.kind === 'unknown' && (
              <span className="ds-muted">
                <FormattedMessage id="basket.overview.summary.atCheckout" />
              </span>
            )}
            {delivery.kind === 'free' && (
              <strong style={{ color: 'var(--ds-success)' }}>
                <FormattedMessage id="basket.overview.summary.free" />
              </strong>
            )}
            {delivery.kind === 'charged' && money(delivery.costCents)}
          </dd>
        </div>
        <div style={{ ...row, borderTop: '1px solid var(--ds-border)', paddingTop: 'var(--ds-space-2)', fontWeight: 600, fontSize: '1.0625rem' }}>
          <dt>
            <FormattedMessage id="basket.overview.summary.totalExclVat" />
          </dt>
          <dd style={{ margin: 0 }} data-testid="basket-total">
            {money(totalCents)}
          </dd>
        </div>
      </dl>
      {delivery.kind === 'charged' && delivery.remainingCents !== null && (
        <p className="ds-notice ds-notice--info" role="status" style={{ margin: 0 }} data-testid="basket-free-delivery">
          <FormattedMessage id="basket.overview.summary.remaining" values={{ amount: money(delivery.remainingCents) }} />
        </p>
      )}
      {delivery.kind === 'free' && delivery.minimumCents !== null && delivery.minimumCents > 0 && (
        <p className="ds-notice ds-notice--success" role="status" style={{ margin: 0 }} data-testid="basket-free-delivery">
          <FormattedMessage id="basket.overview.summary.freeReached" values={{ amount: money(delivery.minimumCents) }} />
        </p>
      )}
      {children}
    </section>
  );
}
