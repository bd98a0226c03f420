import { useIntl } from 'react-intl';
import { formatCents, usePortal } from 'shared-kernel';
import { COUPON_TYPE, type AppliedCoupon, type CheckoutTotals as Totals } from '../lib/totals';
import styles from './CheckoutTotals.module.css';

export interface CheckoutTotalsProps {
  totals: Totals;
  coupon: AppliedCoupon | null;
}

/** Articles, discount, coupon, delivery cost and the total excluding VAT. */
export function CheckoutTotals({ totals, coupon }: CheckoutTotalsProps) {
  const intl = useIntl();
  const { locale, session } = usePortal();
  const money = (cents: number) => formatCents(cents, locale, session?.customerCurrencySymbol || '€');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `basket.checkout.totals.${id}` }, values);
  const d = totals.delivery;

  return (
    <dl className={`ds-stack ds-stack--tight ${styles.totals}`} aria-label={t('label')}>
      <div className={styles.row}>
        <dt>{t('articles')}</dt>
        <dd data-testid="total-articles">
          {money(totals.articlesCents)}
        </dd>
      </div>
      {totals.discountCents > 0 && (
        <div className={styles.row}>
          <dt>{t('discount')}</dt>
          <dd data-testid="total-discount">
            {money(-totals.discountCents)}
          </dd>
        </div>
      )}
      {coupon && coupon.type !== COUPON_TYPE.FreeShipping && totals.couponCents > 0 && (
        <div className={styles.row}>
          <dt>{t('coupon', { code: coupon.code, value: coupon.displayValue })}</dt>
          <dd data-testid="total-coupon">
            {money(-totals.couponCents)}
          </dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>{t('delivery')}</dt>
        <dd data-testid="total-delivery">
          {!d.known ? <span className="ds-muted">{t('deliveryUnknown')}</span> : d.free ? t('free') : money(d.costCents)}
        </dd>
      </div>
      {d.known && !d.free && d.remainingCents > 0 && (
        <p className={`ds-muted ${styles.remaining}`}>
          {t('remaining', { amount: money(d.remainingCents) })}
        </p>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t('total')}</dt>
        <dd data-testid="total-total">
          {money(totals.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
