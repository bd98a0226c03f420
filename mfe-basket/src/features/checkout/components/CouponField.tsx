import { useIntl } from 'react-intl';
import { Button, Notice, TextInput, useDraftForm } from 'shared-kernel';
import type { CouponState } from '../hooks/useCoupon';
import { readStoredCoupon } from '../lib/couponStorage';
import { COUPON_TYPE } from '../lib/totals';
import styles from './CouponField.module.css';

interface CouponDraft {
  Code: string;
}

/**
 * Coupon code input with apply; shows the applied coupon, the server's error or the higher-discount info.
 * Applying is a check (coupon/check), not a save: useCoupon says what the answer means on the field.
 */
export function CouponField({ state, error }: { state: CouponState; /** a server field error for CouponCode */ error?: string }) {
  const intl = useIntl();
  const form = useDraftForm<CouponDraft>({ Code: readStoredCoupon() ?? '' }, 'basket.checkout.coupon.failed');
  const { coupon } = state;

  const apply = form.submitWith(({ Code }) => state.apply(Code));
  const remove = () => {
    form.set('Code', '');
    void state.apply('');
  };

  return (
    <form className="ds-stack ds-stack--tight" onSubmit={apply} aria-label={intl.formatMessage({ id: 'basket.checkout.coupon.title' })}>
      <div className={styles.line}>
        <div className={styles.input}>
          <TextInput
            label={intl.formatMessage({ id: 'basket.checkout.coupon.label' })}
            value={form.draft.Code}
            maxLength={50}
            autoComplete="off"
            onValueChange={(v) => form.set('Code', v)}
            error={state.error ?? error}
          />
        </div>
        <Button type="submit" busy={state.checking} className={styles.apply}>
          {intl.formatMessage({ id: 'basket.checkout.coupon.apply' })}
        </Button>
      </div>
      {coupon && (
        <div className="ds-row ds-row--between" role="status">
          <span>
            {coupon.type === COUPON_TYPE.FreeShipping
              ? intl.formatMessage({ id: 'basket.checkout.coupon.appliedFreeShipping' }, { code: coupon.code })
              : intl.formatMessage({ id: 'basket.checkout.coupon.applied' }, { code: coupon.code, value: coupon.displayValue })}
          </span>
          <Button variant="link" size="sm" onClick={remove}>
            {intl.formatMessage({ id: 'basket.checkout.coupon.remove' })}
          </Button>
        </div>
      )}
      {state.info && <Notice kind="info">{state.info}</Notice>}
    </form>
  );
}
