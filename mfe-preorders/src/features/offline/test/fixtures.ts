import { group, preOrderDetail as preOrder, product, preOrderTotals, variant } from '../../../test/fixtures';
import { offlineKey, type OfflinePreOrder } from '../lib/model';

/** a downloaded copy for the offline tests: two product groups and one marketing group */
export function testCopy(userId = 'u1', id = 5) {
  const header = preOrder({ Id: id, RowVersion: 3, OrderReference: 'REF', PreOrderDiscount: 0 });
  const products = [
    group(1, [product(1, { Variants: [variant(101, 'S'), variant(102, 'M', { Amount: 2 })], TotalAmount: 2, TotalPrice: 20, NettoPrice: 20 })]),
    group(2, [product(2, { RetailPrice: 5, Variants: [variant(201, 'S')] })], { BrandSubgroup: 'Pants' }),
  ];
  const marketing = [group(3, [product(3, { Variants: [variant(301, 'One size')] })])];
  const totals = preOrderTotals({ ProductCount: 1, ProductVariantAmount: 2, TotalProductPrice: 20, TotalProductPriceAfterDiscount: 20 });
  const copy: OfflinePreOrder = {
    key: offlineKey(userId, id),
    userId,
    id,
    header,
    totals,
    targets: [],
    notifications: [],
    addresses: [],
    images: ['http://api.test/img/g1_230x180.svg'],
    productGroupIds: [1, 2],
    marketingGroupIds: [3],
    bytes: 1234,
    refreshedAt: '2030-01-01T10:00:00.000Z',
  };
  return { copy, products, marketing };
}
