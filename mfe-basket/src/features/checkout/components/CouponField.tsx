import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Notice, TextInput } from 'shared-kernel';
import type { CouponState } from '../hooks/useCoupon';
import { COUPON_TYPE } from '../lib/totals';
import { readStoredCoupon } from '../lib/storage';

/** Coupon code input with apply; shows the applied coupon, the server's error or the higher-discount info. */
export function CouponField({ state, error }: { state: CouponState; /** a server field error for CouponCode */ error?: string }) {
  const intl = useIntl();
  const [code, setCode] = useState(() => readStoredCoupon() ?? '');
  const { coupon } = state;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void state.apply(code);
  };
  const remove = () => {
    setCode('');
    void state.apply('');
  };

  return (
    <form className="ds-stack ds-stack--tight" onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'basket.checkout.coupon.title' })}>
      <div className="ds-row" style={{ alignItems: 'flex-start', flexWrap: 'nowrap' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            label={intl.formatMessage({ id: 'basket.checkout.coupon.label' })}
            value={code}
            maxLength={50}
            autoComplete="off"
            onValueChange={setCode}
            error={state.error ?? error}
          />
        </div>
        {/* level with the input: below the label (0.9375rem at line height 1.5) and the field's gap */}
        <Button type="submit" busy={state.checking} style={{ marginTop: 'calc(1.40625rem + var(--ds-space-1))' }}>
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
