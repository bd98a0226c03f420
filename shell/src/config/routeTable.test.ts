import { areaFor, redirectFor, remoteFor } from './routeTable';

describe('route table', () => {
  it.each([
    ['/search', 'catalogue'],
    ['/customer/shop/overview', 'catalogue'],
    ['/customer/shop/product/12', 'catalogue'],
    ['/customer/shop/fast-order', 'catalogue'],
    ['/customer/our-brands/overview', 'catalogue'],
    ['/customer/downloads/overview', 'catalogue'],
    ['/customer/basket/overview', 'basket'],
    ['/customer/basket/checkout', 'basket'],
    ['/customer/basket/confirmation', 'basket'],
    ['/customer', 'account'],
    ['/customer/account/history/detail/5', 'account'],
    ['/salesman/account/edit', 'account'],
    ['/contact', 'account'],
    ['/warranty', 'account'],
    ['/customer/pre-orders', 'preorders'],
    ['/customer/pre-orders/edit/3', 'preorders'],
    ['/salesman', 'preorders'],
    ['/salesman/pre-orders/create', 'preorders'],
    ['/admin/pre-orders/beschikbare-fiches', 'preorders'],
    ['/admin/reports', 'preorders'],
    ['/admin', 'admin'],
    ['/admin/users', 'admin'],
    ['/admin/sizeCharts/edit/2', 'admin'],
    ['/salesman/customer-list/customer/9', 'admin'],
    ['/salesman/users', 'admin'],
    ['/Customer/Basket/Overview/', 'basket'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteFor(path)).toBe(remote);
  });

  it('knows no remote for unknown paths', () => {
    expect(remoteFor('/nothing')).toBeNull();
    expect(remoteFor('/customerx')).toBeNull();
  });

  it('redirects the section roots to their overview', () => {
    expect(redirectFor('/customer/shop')).toBe('/customer/shop/overview');
    expect(redirectFor('/customer/basket/')).toBe('/customer/basket/overview');
    expect(redirectFor('/customer/shop/overview')).toBeNull();
  });

  it('guards by first segment', () => {
    expect(areaFor('/admin/users')).toBe('admin');
    expect(areaFor('/salesman')).toBe('salesman');
    expect(areaFor('/customer/basket/overview')).toBe('customer');
    expect(areaFor('/search')).toBeNull();
  });
});
