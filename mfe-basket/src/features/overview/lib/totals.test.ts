import type { Basket } from 'shared-kernel/contract';
import { basketOf, basketProduct, basketVariant } from '../../../test/fixtures';
import { articleTotalCents, backorderCount, couponDiscountCents, deliveryCosts, needsBackorderQuestion, totalExclVatCents } from './totals';

/** one product whose sizes cost these totals (one piece each, 5 in stock), delivered to country 3 */
const basket = (totals: number[], patch: Partial<Basket> = {}): Basket =>
  basketOf([basketProduct(1, totals.map((t, i) => basketVariant(i + 1, 1, { ProductPrice: t, ProductTotal: t, ProductTotalNoDiscount: t, Stock: 5 })))], {
    OrderDeliveryAddress: { CountryId: 3 },
    FreeDeliveryMinimums: { '3': 100 },
    ShipmentCosts: { '3': 9.95 },
    DropshipmentCosts: { '3': 14.95 },
    ...patch,
  });

describe('basket totals', () => {
  it('sums line totals in integer cents', () => {
    expect(articleTotalCents(basket([0.1, 0.2, 0.7]))).toBe(100);
  });

  it('counts a backorder only when stock minus amount is below 0', () => {
    expect(backorderCount({ Stock: 5 }, 5)).toBe(0);
    expect(backorderCount({ Stock: 5 }, 8)).toBe(3);
    expect(backorderCount({ Stock: -2 }, 1)).toBe(3);
  });

  it('asks the backorder question only for non-pre-order lines short of stock', () => {
    const b = basket([1]);
    expect(needsBackorderQuestion(b)).toBe(false);
    b.Products[0].Variants[0].ProductAmount = 6;
    expect(needsBackorderQuestion(b)).toBe(true);
    b.Products[0].Variants[0].IsPreOrder = true;
    expect(needsBackorderQuestion(b)).toBe(false);
  });

  it('charges shipping below the minimum, with the remaining amount', () => {
    const b = basket([60, 39.99]);
    const d = deliveryCosts(b, 3);
    expect(d).toEqual({ kind: 'charged', costCents: 995, minimumCents: 10000, remainingCents: 1 });
    expect(totalExclVatCents(b, d)).toBe(10994);
  });

  it('is free from the minimum on', () => {
    const b = basket([60, 40]);
    const d = deliveryCosts(b, 3);
    expect(d).toEqual({ kind: 'free', minimumCents: 10000 });
    expect(totalExclVatCents(b, d)).toBe(10000);
  });

  it('uses dropshipment costs and the basket minimum when dropshipping', () => {
    const d = deliveryCosts(basket([120], { IsDropshipment: true, FreeDeliveryMinimums: { '3': 150 } }), 3);
    expect(d).toEqual({ kind: 'charged', costCents: 1495, minimumCents: 15000, remainingCents: 3000 });
  });

  it('applies the free rule to the total after a fixed coupon', () => {
    const b = basket([60, 50], { TotalPrice: 99.99 });
    expect(couponDiscountCents(b)).toBe(1001);
    const d = deliveryCosts(b, 3);
    expect(d).toEqual({ kind: 'charged', costCents: 995, minimumCents: 10000, remainingCents: 1 });
    expect(totalExclVatCents(b, d)).toBe(9999 + 995);
  });

  it('is free under a free-shipping coupon (minimum 0)', () => {
    expect(deliveryCosts(basket([1], { FreeDeliveryMinimums: { '3': 0 } }), 3)).toEqual({ kind: 'free', minimumCents: 0 });
  });

  it('leaves the costs to checkout without a known country', () => {
    expect(deliveryCosts(basket([1]), null)).toEqual({ kind: 'unknown' });
    expect(deliveryCosts(basket([1]), 99)).toEqual({ kind: 'unknown' });
  });
});
