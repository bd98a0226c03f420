import { createNextState as produce, freeze } from '@reduxjs/toolkit';
import { group, pagedGroups as paged, product, variant } from '../test/fixtures';
import { patchVariantAmount } from './preOrderCache';

describe('patchVariantAmount', () => {
  it("writes the saved amount and its product's totals (applied price, product discount, cents) into a cached list", () => {
    const list = paged([
      group(1, [
        product(1, { RetailPrice: 10, PreOrderDiscount: 10, Variants: [variant(101, 'S', { Amount: 1 }), variant(102, 'M')], TotalAmount: 1, TotalPrice: 10, NettoPrice: 9 }),
        product(2, { Variants: [variant(201, 'S', { Amount: 4 })], TotalAmount: 4, TotalPrice: 40, NettoPrice: 40 }),
      ]),
    ]);
    expect(patchVariantAmount(list, 102, 3)).toBe(true);
    const [p1, p2] = list.Items[0].Products;
    expect(p1.Variants.map((v) => v.Amount)).toEqual([1, 3]);
    expect([p1.TotalAmount, p1.TotalPrice, p1.NettoPrice]).toEqual([4, 40, 36]);
    expect([p2.TotalAmount, p2.TotalPrice, p2.NettoPrice]).toEqual([4, 40, 40]);
  });

  it('patches a draft of a frozen cached list (as updateQueryData hands it over): only the saved size and its product change', () => {
    const list = freeze(
      paged([
        group(1, [product(1, { Variants: [variant(101, 'S')] })]),
        group(2, [product(2, { RetailPrice: 10, Variants: [variant(201, 'S'), variant(202, 'M', { Amount: 1 })], TotalAmount: 1, TotalPrice: 10, NettoPrice: 10 })]),
      ]),
      true,
    );
    const next = produce(list, (draft) => void patchVariantAmount(draft, 201, 2));
    expect(next.Items[0]).toBe(list.Items[0]);
    expect(next.Items[1].Products[0].Variants.map((v) => v.Amount)).toEqual([2, 1]);
    expect(next.Items[1].Products[0].Variants[1]).toBe(list.Items[1].Products[0].Variants[1]);
    expect([next.Items[1].Products[0].TotalAmount, next.Items[1].Products[0].TotalPrice]).toEqual([3, 30]);
    expect(list.Items[1].Products[0].Variants[0].Amount).toBe(0);
  });

  it('leaves a list without the variant alone', () => {
    const list = paged([group(1, [product(1)])]);
    const before = JSON.stringify(list);
    expect(patchVariantAmount(list, 999, 5)).toBe(false);
    expect(JSON.stringify(list)).toBe(before);
  });
});
