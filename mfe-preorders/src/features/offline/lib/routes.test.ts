import { offlineRouteOf } from './routes';

describe('the calls the offline store answers', () => {
  it.each([
    [{ url: 'PreOrder/12' }, { op: 'read', what: 'header', preOrderId: 12 }],
    [{ url: 'PreOrder/12/totals' }, { op: 'read', what: 'totals', preOrderId: 12 }],
    [{ url: 'PreOrder/12/deliverymomenttotals' }, { op: 'read', what: 'deliverymomenttotals', preOrderId: 12 }],
    [
      { url: 'PreOrder/12/productgroups', params: { Page: 2, PageSize: 10, Search: 'parka', AmountsOnly: 'true' } },
      { op: 'list', preOrderId: 12, marketing: false, page: 2, pageSize: 10, search: 'parka', amountsOnly: true },
    ],
    [{ url: 'PreOrder/12/marketingproductgroups', params: { Page: 1, PageSize: 400 } }, { op: 'list', preOrderId: 12, marketing: true, page: 1, pageSize: 400, search: '', amountsOnly: false }],
    [{ url: 'Customer/C%200001/DeliveryAddress' }, { op: 'addresses', customerKey: 'C 0001' }],
    [{ url: 'PreOrder/12/productvariant/345', method: 'PUT' }, { op: 'line', preOrderId: 12, kind: 'variant', marketing: false, targetId: 345 }],
    [{ url: 'PreOrder/12/marketingproduct/7', method: 'PUT' }, { op: 'line', preOrderId: 12, kind: 'product', marketing: true, targetId: 7 }],
    [{ url: 'PreOrder/12/productgroup/9', method: 'PUT' }, { op: 'line', preOrderId: 12, kind: 'group', marketing: false, targetId: 9 }],
    [{ url: 'PreOrder/12/sales', method: 'PUT' }, { op: 'header', preOrderId: 12, headerKind: 'sales' }],
    [{ url: 'PreOrder/12/customer', method: 'PUT' }, { op: 'header', preOrderId: 12, headerKind: 'customer' }],
  ] as const)('%j', (req, route) => {
    expect(offlineRouteOf(req)).toEqual(route);
  });

  it.each([
    { url: 'PreOrder' },
    { url: 'PreOrder/forecasted' },
    { url: 'PreOrder/0' },
    { url: 'PreOrder/12/close', method: 'PUT' as const },
    { url: 'PreOrder/12/sendtosales', method: 'PUT' as const },
    { url: 'PreOrder/12/productvariant/x', method: 'PUT' as const },
    { url: 'PreOrder/12/resolve', method: 'POST' as const },
    { url: 'PreOrder/12/productgroups/3' },
    { url: 'Account', noLocale: true },
    { url: 'http://evil.test/PreOrder/12' },
  ])('not %j', (req) => {
    expect(offlineRouteOf(req)).toBeNull();
  });
});
