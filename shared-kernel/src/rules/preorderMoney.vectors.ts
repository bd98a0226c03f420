import type { PreOrderMoneyLine, PreOrderSums } from './preorderMoney';

/**
 * The shared test vector of the pre-order money rules: shared-kernel's tests check `sumPreOrderLines`
 * against it, mock-api's tests check its totals answers, and mfe-preorders' offline totals run the same
 * function. Expected values worked out by hand from spec section 9.
 */
export interface PreOrderMoneyVector {
  name: string;
  lines: PreOrderMoneyLine[];
  orderDiscount: number;
  expected: PreOrderSums;
}

export const PREORDER_MONEY_VECTORS: readonly PreOrderMoneyVector[] = [
  { name: 'no lines', lines: [], orderDiscount: 10, expected: { amount: 0, grossCents: 0, netCents: 0 } },
  { name: 'one line, no discount', lines: [{ amount: 3, priceCents: 4995, discount: 0 }], orderDiscount: 0, expected: { amount: 3, grossCents: 14985, netCents: 14985 } },
  { name: 'line discount, rounded to whole cents', lines: [{ amount: 2, priceCents: 1999, discount: 10 }], orderDiscount: 0, expected: { amount: 2, grossCents: 3998, netCents: 3598 } },
  {
    name: 'rounded once at the end, not per line (two half cents make one cent, not two)',
    lines: [
      { amount: 1, priceCents: 1, discount: 50 },
      { amount: 1, priceCents: 1, discount: 50 },
    ],
    orderDiscount: 0,
    expected: { amount: 2, grossCents: 2, netCents: 1 },
  },
  { name: 'order discount on top of the line discount', lines: [{ amount: 4, priceCents: 2500, discount: 10 }], orderDiscount: 5, expected: { amount: 4, grossCents: 10000, netCents: 8550 } },
  { name: 'a fractional discount', lines: [{ amount: 3, priceCents: 3333, discount: 12.5 }], orderDiscount: 0, expected: { amount: 3, grossCents: 9999, netCents: 8749 } },
  {
    name: 'two products, different discounts, order discount',
    lines: [
      { amount: 10, priceCents: 4995, discount: 0 },
      { amount: 5, priceCents: 12000, discount: 20 },
    ],
    orderDiscount: 10,
    expected: { amount: 15, grossCents: 109950, netCents: 88155 },
  },
  { name: 'a free line (100 % discount)', lines: [{ amount: 7, priceCents: 999, discount: 100 }], orderDiscount: 0, expected: { amount: 7, grossCents: 6993, netCents: 0 } },
];
