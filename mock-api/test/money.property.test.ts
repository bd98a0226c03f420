import fc from 'fast-check';
import {
  COUPON_FIXED,
  COUPON_FREE_SHIPPING,
  COUPON_PERCENTAGE,
  applyPercentage,
  backorderQuantity,
  basketTotals,
  couponValidAt,
  deliveryCost,
  fixedCouponDiscount,
  freeDeliveryMinimum,
  lineTotals,
  ownDiscountAtLeast,
  remainingForFreeDelivery,
  type AppliedCoupon,
  type CountryCosts,
  type LineInput,
} from '../src/db/money-rules';
import { cents, money } from '../src/http/money';

const centsArb = fc.integer({ min: 0, max: 1_000_000 });
const lineArb: fc.Arbitrary<LineInput> = fc
  .record({ unitCents: centsArb, extra: fc.integer({ min: 0, max: 200_000 }), amount: fc.integer({ min: 1, max: 9999 }) })
  .map(({ unitCents, extra, amount }) => ({ unitCents, originalUnitCents: unitCents + extra, amount }));
const linesArb = fc.array(lineArb, { maxLength: 30 });
const percentageArb = fc.integer({ min: 0, max: 100 });
const couponArb: fc.Arbitrary<AppliedCoupon> = fc.oneof(
  centsArb.map((valueCents) => ({ type: COUPON_FIXED, valueCents }) as const),
  percentageArb.map((percentage) => ({ type: COUPON_PERCENTAGE, percentage }) as const),
  fc.constant({ type: COUPON_FREE_SHIPPING } as const),
);
const costsArb: fc.Arbitrary<CountryCosts> = fc.record({
  shippingCents: fc.integer({ min: 1, max: 10_000 }),
  dropshipmentCents: fc.integer({ min: 1, max: 10_000 }),
  freeDeliveryShippingCents: centsArb,
  freeDeliveryDropshipmentCents: centsArb,
});
const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

describe('money rules (property tests)', () => {
  it('totals are integer cents and equal the sum of the lines', () => {
    fc.assert(
      fc.property(linesArb, fc.option(couponArb, { nil: null }), (lines, coupon) => {
        const t = basketTotals(lines, coupon);
        for (const l of t.lines) {
          expect([l.totalCents, l.noDiscountCents, l.discountCents].every(isCents)).toBe(true);
          expect(l.noDiscountCents - l.discountCents).toBe(l.totalCents);
        }
        expect(t.articlesCents).toBe(t.lines.reduce((s, l) => s + l.totalCents, 0));
        expect(t.noDiscountCents).toBe(t.lines.reduce((s, l) => s + l.noDiscountCents, 0));
        expect(t.totalCents).toBe(t.articlesCents - t.couponDiscountCents);
        expect([t.articlesCents, t.noDiscountCents, t.couponDiscountCents, t.totalCents].every(isCents)).toBe(true);
        expect(t.totalCents).toBeLessThanOrEqual(t.noDiscountCents);
      }),
    );
  });

  it('a line without coupon costs unit price times amount', () => {
    fc.assert(fc.property(lineArb, (l) => expect(lineTotals(l).totalCents).toBe(l.unitCents * l.amount)));
  });

  it('a fixed coupon never makes the total negative and is dropped when above the article total', () => {
    fc.assert(
      fc.property(linesArb, centsArb, (lines, valueCents) => {
        const t = basketTotals(lines, { type: COUPON_FIXED, valueCents });
        const articles = basketTotals(lines).totalCents;
        expect(t.totalCents).toBeGreaterThanOrEqual(0);
        if (valueCents > articles) {
          expect(t).toMatchObject({ couponDropped: true, coupon: null, couponDiscountCents: 0, totalCents: articles });
          expect(fixedCouponDiscount(articles, valueCents)).toBeNull();
        } else {
          expect(t).toMatchObject({ couponDropped: false, couponDiscountCents: valueCents, totalCents: articles - valueCents });
        }
      }),
    );
  });

  it('a percentage coupon never changes lines whose own discount is at least as high, and never increases a line', () => {
    fc.assert(
      fc.property(lineArb, percentageArb, (line, pct) => {
        const before = lineTotals(line);
        const after = applyPercentage(line, pct);
        expect(after.totalCents).toBeLessThanOrEqual(before.totalCents);
        expect(after.noDiscountCents).toBe(before.noDiscountCents);
        if (ownDiscountAtLeast(line, pct)) expect(after).toEqual(before);
        else expect(after.totalCents).toBe(Math.min(before.totalCents, Math.round((before.noDiscountCents * (100 - pct)) / 100)));
      }),
    );
  });

  it('a percentage coupon never raises the basket total and 0 % changes nothing', () => {
    fc.assert(
      fc.property(linesArb, percentageArb, (lines, pct) => {
        const plain = basketTotals(lines);
        expect(basketTotals(lines, { type: COUPON_PERCENTAGE, percentage: pct }).totalCents).toBeLessThanOrEqual(plain.totalCents);
        expect(basketTotals(lines, { type: COUPON_PERCENTAGE, percentage: 0 })).toEqual({ ...plain, coupon: { type: COUPON_PERCENTAGE, percentage: 0 } });
      }),
    );
  });

  it('a free-shipping coupon leaves the articles alone and gives delivery cost 0', () => {
    fc.assert(
      fc.property(linesArb, costsArb, fc.boolean(), (lines, costs, drop) => {
        const t = basketTotals(lines, { type: COUPON_FREE_SHIPPING });
        expect(t.totalCents).toBe(basketTotals(lines).totalCents);
        expect(deliveryCost(t.totalCents, costs, drop, true)).toBe(0);
        expect(remainingForFreeDelivery(t.totalCents, costs, drop, true)).toBe(0);
      }),
    );
  });

  it('delivery is free exactly when the total reaches the minimum of the chosen variant', () => {
    fc.assert(
      fc.property(centsArb, costsArb, fc.boolean(), (total, costs, drop) => {
        const minimum = drop ? costs.freeDeliveryDropshipmentCents : costs.freeDeliveryShippingCents;
        expect(freeDeliveryMinimum(costs, drop)).toBe(minimum);
        const cost = deliveryCost(total, costs, drop);
        expect(cost === 0).toBe(total >= minimum);
        if (cost !== 0) expect(cost).toBe(drop ? costs.dropshipmentCents : costs.shippingCents);
        expect(remainingForFreeDelivery(total, costs, drop)).toBe(Math.max(0, minimum - total));
        expect(remainingForFreeDelivery(total, costs, drop) === 0).toBe(cost === 0);
      }),
    );
  });

  it('the backorder part is the amount above stock, never for pre-order lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: -50, max: 9999 }), fc.boolean(), (amount, stock, pre) => {
        const q = backorderQuantity(amount, stock, pre);
        expect(q).toBeGreaterThanOrEqual(0);
        expect(q).toBeLessThanOrEqual(amount);
        expect(q).toBe(pre ? 0 : Math.max(0, amount - Math.max(0, stock)));
      }),
    );
  });

  it('a coupon is valid from From up to the end of its To day', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: -2 * day, max: 500 * day }), (start, length, offset) => {
        const from = Date.UTC(2020, 0, 1) + start * day;
        const to = from + length * day;
        const now = from + offset;
        expect(couponValidAt(new Date(from).toISOString(), new Date(to).toISOString(), now)).toBe(now >= from && now < to + day);
      }),
    );
  });

  it('cents and decimals round-trip', () => {
    fc.assert(fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (c) => expect(cents(money(c))).toBe(c)));
  });
});
