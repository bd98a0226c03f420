import type { Basket, BasketVariant } from 'shared-kernel/contract';
import { toCents } from 'shared-kernel';

/**
 * The money rules of the checkout (spec section 9), all in integer cents. The API sends decimals with
 * two places; they become cents once, at the edge (`toCents`), and every sum after that is exact.
 */

/** Coupon types of the contract (0 fixed, 1 percentage, 2 free shipping). */
export const COUPON_TYPE = { Fixed: 0, Percentage: 1, FreeShipping: 2 } as const;

/** A coupon the server accepted (coupon/check without Error). */
export interface AppliedCoupon {
  code: string;
  /** COUPON_TYPE */
  type: number;
  /** as coupon/check answers it: a decimal amount (fixed) or a whole percentage (percentage); 0 for free shipping */
  value: number;
  /** the server's text for the value ('€ 25,00', '10%', '') */
  displayValue: string;
}

/** One basket line (size variant) in cents. */
export interface LineTotals {
  /** the line before any discount (ProductTotalNoDiscount: original price times amount) */
  grossCents: number;
  /** what the line costs (ProductTotal), after its own discount */
  netCents: number;
  /** gross minus net (never negative) */
  discountCents: number;
  /** the line's own discount percentage (ProductDiscountPercentage) */
  discountPercentage: number;
}

export function lineTotals(v: Pick<BasketVariant, 'ProductTotalNoDiscount' | 'ProductTotal' | 'ProductDiscountPercentage'>): LineTotals {
  const netCents = Math.max(0, toCents(v.ProductTotal));
  // a line never costs more than its price before discount; if the data says otherwise, its total is the truth
  const grossCents = Math.max(netCents, toCents(v.ProductTotalNoDiscount));
  return { grossCents, netCents, discountCents: grossCents - netCents, discountPercentage: v.ProductDiscountPercentage };
}

/** Every variant line of the basket. */
export function basketLines(basket: Pick<Basket, 'Products'>): LineTotals[] {
  return basket.Products.flatMap((p) => p.Variants.map(lineTotals));
}

/**
 * What a percentage coupon takes off one line: the coupon percentage off the line's price before
 * discount, replacing the line's own discount, so never more than the line costs; nothing for a line
 * whose own discount percentage is higher (it keeps its own, better discount).
 */
export function percentageLineDiscount(line: LineTotals, percentage: number): number {
  const pct = Math.min(100, Math.max(0, percentage));
  if (pct === 0 || line.discountPercentage > pct) return 0;
  const withCoupon = Math.round((line.grossCents * (100 - pct)) / 100);
  return Math.max(0, line.netCents - withCoupon);
}

/**
 * The coupon's discount in cents before the higher-discount check: type 0 its fixed value; type 1 the
 * sum of `percentageLineDiscount` over the lines; type 2 nothing (it makes delivery free).
 */
export function couponDiscountCents(lines: LineTotals[], coupon: AppliedCoupon | null): number {
  if (!coupon) return 0;
  if (coupon.type === COUPON_TYPE.Fixed) return Math.max(0, toCents(coupon.value));
  if (coupon.type === COUPON_TYPE.Percentage) {
    return lines.reduce((sum, l) => sum + percentageLineDiscount(l, coupon.value), 0);
  }
  return 0;
}

/** Spec section 4: a coupon whose discount would exceed the basket total is dropped ('already a higher discount'). */
export function couponExceedsTotal(lines: LineTotals[], coupon: AppliedCoupon | null): boolean {
  const articles = lines.reduce((s, l) => s + l.netCents, 0);
  return couponDiscountCents(lines, coupon) > articles;
}

export interface DeliveryInput {
  /** the basket total the minimum is checked against: articles after their own discounts and the coupon, excluding VAT */
  totalCents: number;
  /** the country of the delivery (or dropshipment) address; null while unknown */
  countryId: number | null;
  isDropshipment: boolean;
  /** a free-shipping coupon is applied */
  freeShippingCoupon: boolean;
  costs: Pick<Basket, 'FreeDeliveryMinimums' | 'ShipmentCosts' | 'DropshipmentCosts'>;
}

export interface Delivery {
  costCents: number;
  /** delivery is free (minimum reached or free-shipping coupon) */
  free: boolean;
  /** what is still missing for free delivery (0 when free or without a minimum) */
  remainingCents: number;
  /** the country is known, so the cost is too */
  known: boolean;
}

/**
 * Delivery cost of spec section 9: the per-country shipping cost, or the dropshipment cost for a
 * dropshipment basket; free when the basket total reaches the country's free-delivery minimum or a
 * free-shipping coupon is applied. The basket's FreeDeliveryMinimums are those of its variant
 * (shipping or dropshipment) already.
 */
export function delivery({ totalCents, countryId, isDropshipment, freeShippingCoupon, costs }: DeliveryInput): Delivery {
  if (countryId === null) return { costCents: 0, free: freeShippingCoupon, remainingCents: 0, known: freeShippingCoupon };
  const key = String(countryId);
  const table = isDropshipment ? costs.DropshipmentCosts : costs.ShipmentCosts;
  const cost = table[key] === undefined ? 0 : Math.max(0, toCents(table[key]));
  const minimum = costs.FreeDeliveryMinimums[key];
  const minimumCents = minimum === undefined ? null : toCents(minimum);
  const reached = minimumCents !== null && totalCents >= minimumCents;
  const free = freeShippingCoupon || reached || cost === 0;
  return {
    costCents: free ? 0 : cost,
    free,
    remainingCents: free || minimumCents === null ? 0 : minimumCents - totalCents,
    known: true,
  };
}

export interface CheckoutTotals {
  /** the articles before any discount (sum of ProductTotalNoDiscount) */
  articlesCents: number;
  /** the lines' own discounts */
  discountCents: number;
  /** the coupon's discount (0 when none, free shipping, or dropped) */
  couponCents: number;
  delivery: Delivery;
  /** articles minus discounts minus coupon plus delivery, excluding VAT */
  totalCents: number;
}

/** The totals block of the checkout. A coupon that would exceed the total counts as none (the screen drops it). */
export function checkoutTotals(
  basket: Pick<Basket, 'Products' | 'IsDropshipment' | 'FreeDeliveryMinimums' | 'ShipmentCosts' | 'DropshipmentCosts'>,
  coupon: AppliedCoupon | null,
  countryId: number | null,
): CheckoutTotals {
  const lines = basketLines(basket);
  const articlesCents = lines.reduce((s, l) => s + l.grossCents, 0);
  const netCents = lines.reduce((s, l) => s + l.netCents, 0);
  const usable = coupon && !couponExceedsTotal(lines, coupon) ? coupon : null;
  const couponCents = couponDiscountCents(lines, usable);
  const d = delivery({
    totalCents: netCents - couponCents,
    countryId,
    isDropshipment: basket.IsDropshipment,
    freeShippingCoupon: usable?.type === COUPON_TYPE.FreeShipping,
    costs: basket,
  });
  return {
    articlesCents,
    discountCents: articlesCents - netCents,
    couponCents,
    delivery: d,
    totalCents: netCents - couponCents + d.costCents,
  };
}
