import type { Basket, BasketVariant } from 'shared-kernel/contract';
import { basketOf, basketProduct, pricedVariant } from '../../../test/fixtures';
import { basketLines, checkoutTotals, couponDiscountCents, couponExceedsTotal, delivery, lineTotals, percentageLineDiscount, type AppliedCoupon } from './totals';

const variant = (price: number, amount: number, discountPct = 0): BasketVariant => pricedVariant(1, price, amount, discountPct);

/** one product with these sizes; country 1: shipping 9.95, free from 500.00; country 5: 19.95, free from 1000.00 */
const basket = (variants: BasketVariant[], patch: Partial<Basket> = {}): Basket =>
  basketOf([basketProduct(1, variants)], {
    FreeDeliveryMinimums: { '1': 500, '5': 1000 },
    ShipmentCosts: { '1': 9.95, '5': 19.95 },
    DropshipmentCosts: { '1': 14.95, '5': 24.95 },
    ...patch,
  });

const fixed = (value: number): AppliedCoupon => ({ code: 'FIXED', type: 0, value, displayValue: '' });
const percent = (value: number): AppliedCoupon => ({ code: 'PCT', type: 1, value, displayValue: `${value}%` });
const freeShip: AppliedCoupon = { code: 'FREESHIP', type: 2, value: 0, displayValue: '' };

describe('lineTotals', () => {
  it('works in cents without floating drift', () => {
    // 0.1 + 0.2 style prices: 19.99 x 3 is 5997 cents exactly
    expect(lineTotals(variant(19.99, 3))).toEqual({ grossCents: 5997, netCents: 5997, discountCents: 0, discountPercentage: 0 });
  });

  it('splits gross, net and the line discount', () => {
    expect(lineTotals(variant(10, 4, 25))).toEqual({ grossCents: 4000, netCents: 3000, discountCents: 1000, discountPercentage: 25 });
  });
});

describe('percentageLineDiscount', () => {
  it('takes the percentage off the price before discount, rounded to whole cents', () => {
    expect(percentageLineDiscount(lineTotals(variant(10.05, 1)), 10)).toBe(100); // 1005 -> 904.5 rounds to 905
    expect(percentageLineDiscount(lineTotals(variant(10.04, 1)), 10)).toBe(100); // 1004 -> 903.6 rounds to 904
  });

  it('replaces a lower own discount instead of adding to it', () => {
    // own 10%, coupon 25%: 25% off the original 100.00, so 15.00 more
    expect(percentageLineDiscount(lineTotals(variant(100, 1, 10)), 25)).toBe(1500);
  });

  it('leaves lines with a higher own discount alone, and is idempotent', () => {
    expect(percentageLineDiscount(lineTotals(variant(100, 1, 30)), 25)).toBe(0);
    // a line already at the coupon's percentage (the server applied it) gets nothing more
    expect(percentageLineDiscount(lineTotals(variant(100, 1, 25)), 25)).toBe(0);
  });
});

describe('couponDiscountCents', () => {
  const lines = basketLines(basket([variant(100, 2), variant(50, 1, 20)])); // 20000 + 4000 net

  it('type 0 subtracts its fixed value', () => {
    expect(couponDiscountCents(lines, fixed(25))).toBe(2500);
    expect(couponDiscountCents(lines, fixed(12.34))).toBe(1234);
  });

  it('type 1 takes its percentage of the lines whose own discount is not higher', () => {
    // 10%: the 20%-discounted line keeps its own discount
    expect(couponDiscountCents(lines, percent(10))).toBe(2000);
    // 30%: the coupon replaces the line's 20% (50.00 -> 35.00, 5.00 more)
    expect(couponDiscountCents(lines, percent(30))).toBe(6000 + 500);
  });

  it('type 2 gives no article discount', () => {
    expect(couponDiscountCents(lines, freeShip)).toBe(0);
  });

  it('no coupon, no discount', () => {
    expect(couponDiscountCents(lines, null)).toBe(0);
  });
});

describe('couponExceedsTotal', () => {
  it('is true when the discount would exceed the articles total', () => {
    const lines = basketLines(basket([variant(10, 2)])); // 2000 cents
    expect(couponExceedsTotal(lines, fixed(25))).toBe(true);
    expect(couponExceedsTotal(lines, fixed(20))).toBe(false);
    expect(couponExceedsTotal(lines, percent(100))).toBe(false);
    expect(couponExceedsTotal(lines, null)).toBe(false);
  });
});

describe('delivery', () => {
  const costs = basket([]);

  it('charges the shipping cost of the country below the free-delivery minimum', () => {
    expect(delivery({ totalCents: 49999, countryId: 1, isDropshipment: false, freeShippingCoupon: false, costs })).toEqual({
      costCents: 995,
      free: false,
      remainingCents: 1,
      known: true,
    });
  });

  it('is free when the articles total reaches the minimum', () => {
    expect(delivery({ totalCents: 50000, countryId: 1, isDropshipment: false, freeShippingCoupon: false, costs })).toMatchObject({ costCents: 0, free: true, remainingCents: 0 });
  });

  it('uses the dropshipment cost for a dropshipment basket, per country', () => {
    expect(delivery({ totalCents: 100, countryId: 5, isDropshipment: true, freeShippingCoupon: false, costs }).costCents).toBe(2495);
    expect(delivery({ totalCents: 100, countryId: 5, isDropshipment: false, freeShippingCoupon: false, costs }).costCents).toBe(1995);
  });

  it('is free with a free-shipping coupon', () => {
    expect(delivery({ totalCents: 100, countryId: 5, isDropshipment: true, freeShippingCoupon: true, costs })).toMatchObject({ costCents: 0, free: true });
  });

  it('is unknown without a country', () => {
    expect(delivery({ totalCents: 100, countryId: null, isDropshipment: false, freeShippingCoupon: false, costs })).toMatchObject({ costCents: 0, known: false });
  });
});

describe('checkoutTotals', () => {
  it('adds articles, discount, coupon and delivery into the total excluding VAT', () => {
    const b = basket([variant(100, 2), variant(50, 1, 20)]);
    expect(checkoutTotals(b, percent(10), 1)).toEqual({
      articlesCents: 25000,
      discountCents: 1000,
      couponCents: 2000,
      delivery: { costCents: 995, free: false, remainingCents: 50000 - 22000, known: true },
      totalCents: 24000 - 2000 + 995,
    });
  });

  it('makes delivery free with a type 2 coupon', () => {
    const t = checkoutTotals(basket([variant(10, 1)]), freeShip, 1);
    expect(t.delivery.costCents).toBe(0);
    expect(t.totalCents).toBe(1000);
  });

  it('ignores a coupon that would exceed the total', () => {
    const t = checkoutTotals(basket([variant(10, 1)]), fixed(25), 1);
    expect(t.couponCents).toBe(0);
    expect(t.totalCents).toBe(1000 + 995);
  });

  it('checks the free-delivery minimum against the total after the coupon', () => {
    expect(checkoutTotals(basket([variant(510, 1)]), null, 1).delivery.free).toBe(true);
    const t = checkoutTotals(basket([variant(510, 1)]), fixed(20), 1);
    expect(t.delivery).toMatchObject({ free: false, costCents: 995, remainingCents: 1000 });
    expect(t.totalCents).toBe(49000 + 995);
  });

  it('checks the free-delivery minimum against the articles after their own discounts', () => {
    // gross 500.00 reaches the minimum, net 450.00 does not
    const t = checkoutTotals(basket([variant(500, 1, 10)]), null, 1);
    expect(t.delivery.free).toBe(false);
    expect(t.totalCents).toBe(45000 + 995);
  });
});
