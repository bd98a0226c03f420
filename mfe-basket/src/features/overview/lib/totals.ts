import type { Basket, BasketVariant } from 'shared-kernel/contract';
import { toCents } from 'shared-kernel';

/** Backorder of a line (spec section 4): the part of the amount that is not in stock, 0 when all is. */
export function backorderCount(v: Pick<BasketVariant, 'Stock'>, amount: number): number {
  return v.Stock - amount < 0 ? amount - v.Stock : 0;
}

/** Whether going on to checkout first asks the backorder question: a non-pre-order line short of stock. */
export function needsBackorderQuestion(basket: Basket): boolean {
  return basket.Products.some((p) => p.Variants.some((v) => !v.IsPreOrder && v.Stock < v.ProductAmount));
}

/** The article total in cents: the sum of the line totals (each as cents, so the sum never drifts). */
export function articleTotalCents(basket: Basket): number {
  return basket.Products.reduce((sum, p) => sum + p.Variants.reduce((s, v) => s + toCents(v.ProductTotal), 0), 0);
}

/**
 * What a fixed coupon takes off (checkout sets coupons): the basket's TotalPrice below the sum of its
 * lines; 0 without one.
 */
export function couponDiscountCents(basket: Basket): number {
  return Math.max(0, articleTotalCents(basket) - toCents(basket.TotalPrice));
}

/** The basket total excluding VAT and delivery: articles minus a fixed coupon. */
export function basketTotalCents(basket: Basket): number {
  return articleTotalCents(basket) - couponDiscountCents(basket);
}

export type Delivery =
  /** no delivery country known yet: costs follow at checkout */
  | { kind: 'unknown' }
  | { kind: 'free'; minimumCents: number | null }
  | { kind: 'charged'; costCents: number; minimumCents: number | null; remainingCents: number | null };

/**
 * Delivery costs of spec section 9 for the country the order goes to (the dropshipment address's when
 * dropshipping, else the delivery address's): the country's shipping costs, or its dropshipment costs
 * when the basket is a dropshipment; free once the basket total reaches the country's free-delivery
 * minimum. The basket carries both costs and the minimum of its own variant per country id (mock-api:
 * FreeDeliveryMinimums is the shipping or dropshipment minimum, 0 under a free-shipping coupon).
 */
export function deliveryCosts(basket: Basket, countryId: number | null): Delivery {
  if (countryId === null) return { kind: 'unknown' };
  const key = String(countryId);
  const costs = basket.IsDropshipment ? basket.DropshipmentCosts : basket.ShipmentCosts;
  if (costs[key] === undefined) return { kind: 'unknown' };
  const costCents = toCents(costs[key]);
  const minimum = basket.FreeDeliveryMinimums[key];
  const minimumCents = minimum === undefined ? null : toCents(minimum);
  const total = basketTotalCents(basket);
  if (costCents === 0 || (minimumCents !== null && total >= minimumCents)) return { kind: 'free', minimumCents };
  return { kind: 'charged', costCents, minimumCents, remainingCents: minimumCents === null ? null : minimumCents - total };
}

/** Total excluding VAT in cents: basket total plus delivery. */
export function totalExclVatCents(basket: Basket, delivery: Delivery): number {
  return basketTotalCents(basket) + (delivery.kind === 'charged' ? delivery.costCents : 0);
}
