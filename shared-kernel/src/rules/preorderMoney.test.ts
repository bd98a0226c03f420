import type { PreOrderProduct, PreOrderProductGroup } from '../contract/index';
import {
  PREORDER_MONEY_VECTORS,
  appliedDiscount,
  appliedPriceCents,
  deliveryMomentTotalsOfGroups,
  growthPercentage,
  growthTargetCents,
  productFiguresOf,
  sharePercentage,
  subGroupTotalsOfGroups,
  sumPreOrderLines,
  totalsOfGroups,
} from './index';

describe('pre-order money rules (spec section 9)', () => {
  it.each(PREORDER_MONEY_VECTORS.map((v) => [v.name, v] as const))('shared vector: %s', (_name, v) => {
    expect(sumPreOrderLines(v.lines, v.orderDiscount)).toEqual(v.expected);
  });

  it('applies the delivery date price when above 0, else the product price', () => {
    expect(appliedPriceCents(4995, 5495)).toBe(5495);
    expect(appliedPriceCents(4995, 0)).toBe(4995);
    expect(appliedPriceCents(4995, null)).toBe(4995);
  });

  it('takes the product discount, else the group discount, else the sheet discount', () => {
    expect(appliedDiscount(5, 10, 15)).toBe(5);
    expect(appliedDiscount(null, 10, 15)).toBe(10);
    expect(appliedDiscount(undefined, null, 15)).toBe(15);
    expect(appliedDiscount(null, null, null)).toBe(0);
    expect(appliedDiscount(0, 10, 15)).toBe(0);
  });

  it('growth, share and growth targets in one decimal and whole cents', () => {
    expect(growthPercentage(12000, 10000)).toBe(20);
    expect(growthPercentage(10000, 12000)).toBe(-16.7);
    expect(growthPercentage(10000, 0)).toBe(0);
    expect(sharePercentage(1, 3)).toBe(33.3);
    expect(sharePercentage(5, 0)).toBe(0);
    expect([growthTargetCents(10001, 20), growthTargetCents(10001, 50), growthTargetCents(10001, 100)]).toEqual([12001, 15002, 20002]);
  });
});

const variant = (Id: number, Amount: number) => ({ Id, Amount }) as PreOrderProduct['Variants'][number];
function product(Id: number, o: Partial<PreOrderProduct>): PreOrderProduct {
  return {
    Id,
    RetailPrice: 10,
    PreOrderDiscount: 0,
    DeliveryDate: '2027-02-01T00:00:00Z',
    DeliveryDates: [
      { DeliveryDate: '2027-02-01T00:00:00Z', FinalOrderDate: '', RetailFromPrice: 0, OriginalFromPrice: 0, IsSelected: true },
      { DeliveryDate: '2027-03-01T00:00:00Z', FinalOrderDate: '', RetailFromPrice: 12.5, OriginalFromPrice: 0, IsSelected: false },
    ],
    Variants: [],
    ...o,
  } as PreOrderProduct;
}
const group = (Id: number, BrandSubgroup: string, Products: PreOrderProduct[]) => ({ Id, BrandSubgroup, Products }) as PreOrderProductGroup;

describe('figures from the product lists', () => {
  const groups = [
    group(1, 'Shirts', [
      product(11, { Variants: [variant(103, 2), variant(101, 1)], PreOrderDiscount: 10 }),
      product(12, { Variants: [variant(102, 4)], DeliveryDate: '2027-03-01T00:00:00Z' }),
    ]),
    group(2, 'Pants', [product(21, { Variants: [variant(201, 0)] })]),
  ];

  it('a product: amount, total at the applied price, net after its discount', () => {
    expect(productFiguresOf(groups[0].Products[0])).toEqual({ TotalAmount: 3, TotalPrice: 30, NettoPrice: 27 });
    // the chosen date's price (12.50) applies
    expect(productFiguresOf(groups[0].Products[1])).toEqual({ TotalAmount: 4, TotalPrice: 50, NettoPrice: 50 });
  });

  it('totals with the order discount on top; comparisons get their growth again', () => {
    const t = totalsOfGroups(groups, [], 10, [
      { PreOrderSheetName: 'Last year', IsDefault: true, GrowthPercentage: 0, TotalPrice: 50, ProductVariantAmount: 5, TwentyPercentGrowthAmount: 60, FiftyPercentGrowthAmount: 75, HundredPercentGrowthAmount: 100 },
    ]);
    expect(t).toMatchObject({ ProductCount: 2, ProductVariantAmount: 7, TotalProductPrice: 80, TotalProductPriceAfterDiscount: 69.3, MarketingProductCount: 0, TargetPrice: 60, TargetGrowthPercentage: 20 });
    expect(t.Comparisons[0].GrowthPercentage).toBe(38.6);
  });

  it('subgroup and delivery-moment totals', () => {
    expect(subGroupTotalsOfGroups(groups)).toEqual([{ SubGroup: 'Shirts', Amount: 7, Total: 77, Share: 100 }]);
    expect(deliveryMomentTotalsOfGroups(groups)).toEqual([
      { DeliveryDate: '2027-02-01T00:00:00Z', Rows: [{ SubGroup: 'Shirts', Amount: 3, Total: 27 }] },
      { DeliveryDate: '2027-03-01T00:00:00Z', Rows: [{ SubGroup: 'Shirts', Amount: 4, Total: 50 }] },
    ]);
  });
});
