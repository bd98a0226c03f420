/**
 * The basket's money rules as pure functions on integer cents (spec sections 3, 4 and 9). The routes
 * (`basket`, `coupon`) and the basket read model use them; `test/money.property.test.ts` checks them.
 *
 * - A line costs its unit price (the product's retail price) times the amount; its price before discount
 *   is the original price (never below the retail price). Its own discount is the difference.
 * - Coupon type 0 (fixed) subtracts a fixed value from the article total; a value above that total is
 *   refused (the coupon is dropped, spec section 4). Type 1 (percentage) gives each line the coupon
 *   percentage off its original price, except lines whose own discount is at least as high (those keep
 *   their price; a line never gets dearer). Type 2 (free shipping) makes the delivery cost 0.
 * - Delivery costs the country's shipping or dropshipment cost (per currency) and is free when the
 *   basket total (articles after discounts, excluding VAT) reaches the country's minimum of that variant.
 */

export const COUPON_FIXED = 0;
export const COUPON_PERCENTAGE = 1;
export const COUPON_FREE_SHIPPING = 2;

export interface LineInput {
  /** the price the customer pays per piece before coupons (retail price), cents */
  unitCents: number;
  /** the price per piece without any discount (original price), cents; below unitCents counts as unitCents */
  originalUnitCents: number;
  amount: number;
}

export interface PricedLine {
  /** what the line costs after its own discount and a percentage coupon */
  totalCents: number;
  /** original price times amount */
  noDiscountCents: number;
  /** noDiscountCents - totalCents */
  discountCents: number;
  /** the discount as a whole percentage of the original price (rounded), 0 without discount */
  discountPercentage: number;
  /** whether a percentage coupon lowered this line */
  couponApplied: boolean;
}

/** a coupon as it applies to one customer: the value in the customer's currency */
export type AppliedCoupon =
  | { type: typeof COUPON_FIXED; valueCents: number }
  | { type: typeof COUPON_PERCENTAGE; percentage: number }
  | { type: typeof COUPON_FREE_SHIPPING };

export interface BasketTotals {
  lines: PricedLine[];
  /** sum of the lines' original prices */
  noDiscountCents: number;
  /** sum of the line totals (after own discounts and a percentage coupon) */
  articlesCents: number;
  /** what a fixed coupon takes off */
  couponDiscountCents: number;
  /** articlesCents - couponDiscountCents: the basket total excluding VAT and delivery */
  totalCents: number;
  /** the coupon in force (null when none was given or it was dropped) */
  coupon: AppliedCoupon | null;
  /** a fixed coupon above the article total was dropped */
  couponDropped: boolean;
}

const toInt = (n: number) => Math.max(0, Math.round(n));

/** whole-percentage own discount of a line, from its unit and original price */
export function ownDiscountPercentage(unitCents: number, originalUnitCents: number): number {
  const original = Math.max(unitCents, originalUnitCents);
  return original > 0 ? Math.round(((original - unitCents) * 100) / original) : 0;
}

/** `ownDiscount >= percentage`, exactly (no rounding): the line keeps its price under a percentage coupon */
export function ownDiscountAtLeast(line: LineInput, percentage: number): boolean {
  const unit = toInt(line.unitCents);
  const original = Math.max(unit, toInt(line.originalUnitCents));
  return (original - unit) * 100 >= percentage * original;
}

/** a line's totals without coupons */
export function lineTotals(line: LineInput): PricedLine {
  const unit = toInt(line.unitCents);
  const original = Math.max(unit, toInt(line.originalUnitCents));
  const amount = toInt(line.amount);
  const totalCents = unit * amount;
  const noDiscountCents = original * amount;
  return { totalCents, noDiscountCents, discountCents: noDiscountCents - totalCents, discountPercentage: ownDiscountPercentage(unit, original), couponApplied: false };
}

/** a line under a percentage coupon: the coupon percentage off the original price unless the own discount is at least as high */
export function applyPercentage(line: LineInput, percentage: number): PricedLine {
  const base = lineTotals(line);
  const pct = Math.min(100, Math.max(0, percentage));
  if (pct === 0 || ownDiscountAtLeast(line, pct)) return base;
  const totalCents = Math.min(base.totalCents, Math.round((base.noDiscountCents * (100 - pct)) / 100));
  const discountCents = base.noDiscountCents - totalCents;
  return { totalCents, noDiscountCents: base.noDiscountCents, discountCents, discountPercentage: Math.round(pct), couponApplied: totalCents < base.totalCents };
}

/** what a fixed coupon takes off an article total: its value, or null when the value is above the total (dropped) */
export function fixedCouponDiscount(articlesCents: number, valueCents: number): number | null {
  const value = toInt(valueCents);
  return value > articlesCents ? null : value;
}

/** the lines and totals of a basket under an optional coupon */
export function basketTotals(lines: LineInput[], coupon: AppliedCoupon | null = null): BasketTotals {
  const priced = lines.map((l) => (coupon?.type === COUPON_PERCENTAGE ? applyPercentage(l, coupon.percentage) : lineTotals(l)));
  const articlesCents = priced.reduce((s, l) => s + l.totalCents, 0);
  const noDiscountCents = priced.reduce((s, l) => s + l.noDiscountCents, 0);
  let couponDiscountCents = 0;
  let inForce = coupon;
  let couponDropped = false;
  if (coupon?.type === COUPON_FIXED) {
    const discount = fixedCouponDiscount(articlesCents, coupon.valueCents);
    if (discount === null) {
      inForce = null;
      couponDropped = true;
    } else couponDiscountCents = discount;
  }
  return { lines: priced, noDiscountCents, articlesCents, couponDiscountCents, totalCents: articlesCents - couponDiscountCents, coupon: inForce, couponDropped };
}

/** a country's costs in one currency, cents */
export interface CountryCosts {
  shippingCents: number;
  dropshipmentCents: number;
  freeDeliveryShippingCents: number;
  freeDeliveryDropshipmentCents: number;
}

/** the free-delivery minimum of the chosen variant */
export function freeDeliveryMinimum(costs: CountryCosts, dropshipment: boolean): number {
  return dropshipment ? costs.freeDeliveryDropshipmentCents : costs.freeDeliveryShippingCents;
}

/** delivery cost: 0 with a free-shipping coupon or when the total reaches the variant's minimum, else the variant's cost */
export function deliveryCost(totalCents: number, costs: CountryCosts, dropshipment: boolean, freeShipping = false): number {
  if (freeShipping || totalCents >= freeDeliveryMinimum(costs, dropshipment)) return 0;
  return dropshipment ? costs.dropshipmentCents : costs.shippingCents;
}

/** what is still missing for free delivery (0 once reached or with a free-shipping coupon) */
export function remainingForFreeDelivery(totalCents: number, costs: CountryCosts, dropshipment: boolean, freeShipping = false): number {
  return freeShipping ? 0 : Math.max(0, freeDeliveryMinimum(costs, dropshipment) - totalCents);
}

/** the part of a line that goes to backorder: the amount above stock (pre-order lines never) */
export function backorderQuantity(amount: number, stock: number, isPreOrder: boolean): number {
  return isPreOrder ? 0 : Math.max(0, amount - Math.max(0, stock));
}

/** the end of a coupon's validity: a `To` at midnight UTC counts the whole day */
function validUntil(to: string): number {
  const t = Date.parse(to);
  return new Date(t).toISOString().endsWith('T00:00:00.000Z') ? t + 86_400_000 - 1 : t;
}

/** whether a coupon valid From..To (ISO dates) is valid at `now` (ms) */
export function couponValidAt(from: string, to: string, now: number): boolean {
  const f = Date.parse(from);
  const t = Date.parse(to);
  if (Number.isNaN(f) || Number.isNaN(t)) return false;
  return f <= now && now <= validUntil(to);
}
