import { paths, type PathName } from 'shared-kernel';
import { samplePath } from 'shared-kernel/test-utils';
import { areaFor, redirectFor, remoteFor } from './routeTable';

describe('route table', () => {
  it('resolves every path of the table to its owner', () => {
    for (const name of Object.keys(paths) as PathName[]) {
      const { owner } = paths[name];
      const path = samplePath(name);
      expect({ path, remote: remoteFor(path) }).toEqual({ path, remote: owner === 'shell' ? null : owner });
    }
  });

  it.each([
    ['/customer/shop/product/12', 'catalogue'],
    ['/customer', 'account'],
    ['/customer/account/history/detail/5', 'account'],
    ['/salesman', 'preorders'],
    ['/admin', 'admin'],
    ['/admin/sizeCharts/edit/2', 'admin'],
    ['/salesman/customer-list/customer/9', 'admin'],
    ['/Customer/Basket/Overview/', 'basket'],
    // redirect-only section roots: their target's remote (bootstrap preloads it)
    ['/customer/basket', 'basket'],
    ['/admin/pre-orders', 'preorders'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteFor(path)).toBe(remote);
  });

  it('knows no remote for unknown paths and the shell pages', () => {
    expect(remoteFor('/nothing')).toBeNull();
    expect(remoteFor('/customerx')).toBeNull();
    expect(remoteFor('/customer/shop/nothing')).toBeNull();
    expect(remoteFor('/versions')).toBeNull();
  });

  it('redirects the section roots to their overview', () => {
    expect(redirectFor('/customer/shop')).toBe('/customer/shop/overview');
    expect(redirectFor('/customer/basket/')).toBe('/customer/basket/overview');
    expect(redirectFor('/customer/account')).toBe('/customer/account/edit');
    expect(redirectFor('/admin/pre-orders')).toBe('/admin/pre-orders/beschikbare-fiches');
    expect(redirectFor('/customer/shop/overview')).toBeNull();
  });

  it('guards by first segment', () => {
    expect(areaFor('/admin/users')).toBe('admin');
    expect(areaFor('/salesman')).toBe('salesman');
    expect(areaFor('/customer/basket/overview')).toBe('customer');
    expect(areaFor('/search')).toBeNull();
  });
});
