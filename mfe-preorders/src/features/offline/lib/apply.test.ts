import { group, preOrderDetail as preOrder, product, variant } from '../../../test/fixtures';
import { applyToGroup, applyToHeader, groupHolds, listGroups } from './apply';

const g = () =>
  group(1, [
    product(1, { RetailPrice: 10, Variants: [variant(101, 'S'), variant(102, 'M', { Amount: 2 })], TotalAmount: 2, TotalPrice: 20, NettoPrice: 20 }),
    product(2, {
      RetailPrice: 20,
      PreOrderDiscount: 5,
      Variants: [variant(201, 'S')],
      DeliveryDates: [
        { DeliveryDate: '2030-03-01', FinalOrderDate: '', RetailFromPrice: 0, OriginalFromPrice: 0, IsSelected: true },
        { DeliveryDate: '2030-05-01', FinalOrderDate: '', RetailFromPrice: 25, OriginalFromPrice: 0, IsSelected: false },
      ],
    }),
  ]);

describe('a change applied to the local copy (as the server applies it)', () => {
  it('an amount: the variant and its product figures (integer cents); the input is left alone', () => {
    const before = g();
    const after = applyToGroup(before, { kind: 'variant', targetId: 101, value: { Amount: 3 } });
    expect(after.Products[0].Variants.map((v) => v.Amount)).toEqual([3, 2]);
    expect(after.Products[0]).toMatchObject({ TotalAmount: 5, TotalPrice: 50, NettoPrice: 50 });
    expect(before.Products[0].Variants[0].Amount).toBe(0);
  });

  it("a product's discount and delivery date (whose price applies)", () => {
    const after = applyToGroup(applyToGroup(g(), { kind: 'variant', targetId: 201, value: { Amount: 2 } }), { kind: 'product', targetId: 2, value: { PreOrderDiscount: 10, DeliveryDate: '2030-05-01T00:00:00Z' } });
    const p = after.Products[1];
    expect(p.DeliveryDate).toBe('2030-05-01');
    expect(p.DeliveryDates.map((d) => d.IsSelected)).toEqual([false, true]);
    expect(p).toMatchObject({ PreOrderDiscount: 10, TotalAmount: 2, TotalPrice: 50, NettoPrice: 45 });
    // no date sent: the chosen one stays (the server keeps its stored date)
    expect(applyToGroup(after, { kind: 'product', targetId: 2, value: { PreOrderDiscount: 0, DeliveryDate: null } }).Products[1].DeliveryDate).toBe('2030-05-01');
  });

  it('a group discount overwrites the product discounts of the group', () => {
    const after = applyToGroup(g(), { kind: 'group', targetId: 1, value: { PreOrderDiscount: 20 } });
    expect(after.PreOrderDiscount).toBe(20);
    expect(after.Products.map((p) => p.PreOrderDiscount)).toEqual([20, 20]);
    expect(after.Products[0]).toMatchObject({ TotalPrice: 20, NettoPrice: 16 });
  });

  it('finds the group of a target', () => {
    expect(groupHolds(g(), { kind: 'variant', targetId: 201 })).toBe(true);
    expect(groupHolds(g(), { kind: 'product', targetId: 3 })).toBe(false);
    expect(groupHolds(g(), { kind: 'group', targetId: 1 })).toBe(true);
  });

  it('header values; the RowVersion stays the server one', () => {
    expect(applyToHeader(preOrder({ RowVersion: 4 }), { OrderReference: 'X' })).toMatchObject({ OrderReference: 'X', RowVersion: 4 });
  });
});

describe('the product list on the local copy', () => {
  const groups = Array.from({ length: 23 }, (_, i) => group(i + 1, [product(i + 1, { Variants: [variant(i + 1000, 'S', { Amount: i % 5 === 0 ? 1 : 0 })] })], { Name: i === 7 ? 'Parka Nord' : `Group ${i + 1}` }));

  it('pages as the API does', () => {
    const p3 = listGroups(groups, { page: 3, pageSize: 10 });
    expect(p3.Items.map((x) => x.Id)).toEqual([21, 22, 23]);
    expect(p3).toMatchObject({ Page: 3, PageSize: 10, TotalCount: 23, PageCount: 3, PageStartIndex: 1, PageEndIndex: 3, Pages: [1, 2, 3] });
  });

  it('searches name and ERP id, case-insensitively, and keeps groups with amounts', () => {
    expect(listGroups(groups, { page: 1, pageSize: 10, search: 'parka' }).Items.map((x) => x.Id)).toEqual([8]);
    expect(listGroups(groups, { page: 1, pageSize: 10, search: 'erp-12' }).Items.map((x) => x.Id)).toEqual([12]);
    expect(listGroups(groups, { page: 1, pageSize: 10, amountsOnly: true }).Items.map((x) => x.Id)).toEqual([1, 6, 11, 16, 21]);
    expect(listGroups(groups, { page: 1, pageSize: 10, search: 'nothing' })).toMatchObject({ Items: [], TotalCount: 0, PageCount: 0, Pages: [] });
  });
});
