import { useIntl } from 'react-intl';
import { formatCents, usePortal } from 'shared-kernel';
import { COUPON_TYPE, type AppliedCoupon, type CheckoutTotals as Totals } from '../lib/totals';

export interface CheckoutTotalsProps {
  totals: Totals;
  coupon: AppliedCoupon | null;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: 'var(--ds-space-3)', margin: 0 } as const;

/** Articles, discount, coupon, delivery cost and the total excluding VAT. */
export function CheckoutTotals({ totals, coupon }: CheckoutTotalsProps) {
  const intl = useIntl();
  const { locale, session } = usePortal();
  const money = (cents: number) => formatCents(cents, locale, session?.customerCurrencySymbol || '€');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `basket.checkout.totals.${id}` }, values);
  const d = totals.delivery;

  return (
    <dl className="ds-stack ds-stack--tight" style={{ margin: 0 }} aria-label={t('label')}>
      <div style={row}>
        <dt>{t('articles')}</dt>
        <dd style={{ margin: 0 }} data-testid="total-articles">
          {money(totals.articlesCents)}
        </dd>
      </div>
      {totals.discountCents > 0 && (
        <div style={row}>
          <dt>{t('discount')}</dt>
          <dd style={{ margin: 0 }} data-testid="total-discount">
            {money(-totals.discountCents)}
          </dd>
        </div>
      )}
      {coupon && coupon.type !== COUPON_TYPE.FreeShipping && totals.couponCents > 0 && (
        <div style={row}>
          <dt>{t('coupon', { code: coupon.code, value: coupon.displayValue })}</dt>
          <dd style={{ margin: 0 }} data-testid="total-coupon">
            {money(-totals.couponCents)}
          </dd>
        </div>
      )}
      <div style={row}>
        <dt>{t('delivery')}</dt>
        <dd style={{ margin: 0 }} data-testid="total-delivery">
          {!d.known ? <span className="ds-muted">{t('deliveryUnknown')}</span> : d.free ? t('free') : money(d.costCents)}
        </dd>
      </div>
      {d.known && !d.free && d.remainingCents > 0 && (
        <p className="ds-muted" style={{ margin: 0, fontSize: '0.875rem' }}>
          {t('remaining', { amount: money(d.remainingCents) })}
        </p>
      )}
      <div style={{ ...row, borderTop: '1px solid var(--ds-border)', paddingTop: 'var(--ds-space-2)', fontWeight: 600, fontSize: '1.125rem' }}>
        <dt>{t('total')}</dt>
        <dd style={{ margin: 0 }} data-testid="total-total">
          {money(totals.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
