import type { Basket } from 'shared-kernel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isPortalError } from 'shared-kernel';
import { useCheckCouponMutation } from '../../../api/coupon';
import { basketLines, couponExceedsTotal, type AppliedCoupon } from '../lib/totals';
import { readStoredCoupon, writeStoredCoupon } from '../lib/couponStorage';

export interface CouponState {
  coupon: AppliedCoupon | null;
  /** the server's Error text, or the statusText of a failed call */
  error: string | null;
  /** the coupon was dropped: there is already a higher discount */
  info: string | null;
  checking: boolean;
  /** checks and applies a code; an empty code clears the coupon */
  apply: (code: string) => Promise<void>;
}

/**
 * The coupon rules of spec section 4: empty clears; an Error answer clears and shows the error; a
 * coupon whose discount would exceed the basket total is dropped with the higher-discount message;
 * otherwise it is applied and its code kept in sessionStorage (a reload re-checks it).
 */
export function useCoupon(basket: Basket | undefined): CouponState {
  const intl = useIntl();
  const [check, { isLoading }] = useCheckCouponMutation();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  const drop = useCallback(() => {
    setCoupon(null);
    writeStoredCoupon(null);
  }, []);

  const apply = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      setError(null);
      setInfo(null);
      if (!code) {
        drop();
        // the server keeps the checked coupon on the basket too: an empty check clears it there (answer not needed)
        void check({ body: { Code: '' } });
        return;
      }
      try {
        const answer = await check({ body: { Code: code } }).unwrap();
        const applied: AppliedCoupon = { code, type: answer.Type, value: answer.Value, displayValue: answer.DisplayValue };
        // a coupon worth more than the basket: dropped with the higher-discount info (whether or not the server refused it)
        const exceeds = !!basket && couponExceedsTotal(basketLines(basket), applied);
        if (answer.Error && !exceeds) {
          drop();
          setError(answer.Error);
          return;
        }
        if (exceeds) {
          drop();
          setInfo(intl.formatMessage({ id: 'basket.checkout.coupon.higherDiscount' }));
          return;
        }
        setCoupon(applied);
        writeStoredCoupon(code);
      } catch (e) {
        drop();
        setError((isPortalError(e) && e.statusText) || intl.formatMessage({ id: 'basket.checkout.coupon.failed' }));
      }
    },
    [basket, check, drop, intl],
  );

  // a reload keeps the coupon: re-check the stored code once the basket is there
  const restored = useRef(false);
  const hasBasket = !!basket;
  useEffect(() => {
    if (!hasBasket || restored.current) return;
    restored.current = true;
    const stored = readStoredCoupon();
    if (stored) void apply(stored);
  }, [hasBasket, apply]);

  return { coupon, error, info, checking: isLoading, apply };
}
