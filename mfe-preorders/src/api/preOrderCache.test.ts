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

  it('leaves a list without the variant alone', () => {
    const list = paged([group(1, [product(1)])]);
    const before = JSON.stringify(list);
    expect(patchVariantAmount(list, 999, 5)).toBe(false);
    expect(JSON.stringify(list)).toBe(before);
  });
});
