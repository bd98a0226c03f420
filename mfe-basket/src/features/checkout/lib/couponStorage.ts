import { clearDropshipmentAddress, sessionStore } from '../../../lib/dropshipmentAddress';

/** The coupon code the user applied, kept for this browser session so a reload keeps it. */
export const COUPON_KEY = 'basket.coupon';

export function readStoredCoupon(): string | null {
  const code = sessionStore()?.getItem(COUPON_KEY);
  return code && code.trim() ? code : null;
}

export function writeStoredCoupon(code: string | null): void {
  const s = sessionStore();
  if (!s) return;
  if (code) s.setItem(COUPON_KEY, code);
  else s.removeItem(COUPON_KEY);
}

/** After a successful order: the coupon and the dropshipment address are used up. */
export function clearCheckoutStorage(): void {
  writeStoredCoupon(null);
  clearDropshipmentAddress();
}
