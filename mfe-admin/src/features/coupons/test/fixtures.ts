import type { Coupon } from 'shared-kernel/contract';

/** A coupon of 2024, fixed amount (type 0), without values. */
export function makeCoupon(Id: number, Code: string, over: Partial<Coupon> = {}): Coupon {
  return { Id, Code, From: '2024-01-01', To: '2024-12-31', Type: 0, Values: [], ...over };
}
