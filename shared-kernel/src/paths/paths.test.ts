import { findRoute, paths, pathsOf, redirectTarget, type PathName } from './paths';
import { queryString, REMOTE_NAMES } from './route';
import { samplePath } from '../test-utils/samplePath';

describe('paths', () => {
  it('builds addresses below the locale and full ones', () => {
    expect(paths.productDetail.path({ id: 12 }, { color: 3 })).toBe('/customer/shop/product/12?color=3');
    expect(paths.productDetail.href('nl', { id: 12 }, { color: 3 })).toBe('/nl/customer/shop/product/12?color=3');
    expect(paths.basketOverview.path()).toBe('/customer/basket/overview');
    expect(paths.basketOverview.href('fr')).toBe('/fr/customer/basket/overview');
    expect(paths.home.path()).toBe('/');
    expect(paths.home.href('en')).toBe('/en');
    expect(paths.login.href('en', { redirect: '/en/customer/basket/overview?x=1' })).toBe('/en/login?redirect=%2Fen%2Fcustomer%2Fbasket%2Foverview%3Fx%3D1');
  });

  it('leaves empty query values out and keeps the commas of a list', () => {
    expect(paths.salesmanPreOrderCreate.path({ customerKey: '', id: 5, sheetId: undefined })).toBe('/salesman/pre-orders/create?id=5');
    expect(paths.shopOverview.path({ Brands: ['ALPHA', 'B&C'], Page: 2 })).toBe('/customer/shop/overview?Brands=ALPHA,B%26C&Page=2');
    expect(paths.shopOverview.path({ Brands: [] })).toBe('/customer/shop/overview');
    expect(queryString({ a: null, b: false, c: 0 })).toBe('?b=false&c=0');
  });

  it('encodes params: a hostile id cannot add segments or a query', () => {
    expect(paths.customerDetail.path({ id: '../../admin?x=1#y' })).toBe('/salesman/customer-list/customer/..%2F..%2Fadmin%3Fx%3D1%23y');
    expect(paths.customerUsers.path({ customerKey: 'K&keyword=x' })).toBe('/salesman/users?customerKey=K%26keyword%3Dx');
  });

  it('takes optional params', () => {
    expect(paths.contact.path({})).toBe('/contact');
    expect(paths.contact.path({ brand: 'ALPHA' })).toBe('/contact/ALPHA');
    expect(paths.impersonationSessions.path({ id: null })).toBe('/admin/impersonation');
  });

  it('types its builders', () => {
    // @ts-expect-error the product detail needs its id
    expect(() => paths.productDetail.path({})).toThrow();
    // @ts-expect-error the basket overview takes no query
    paths.basketOverview.path({ x: 1 });
    // @ts-expect-error the employee edit page needs the id query
    paths.employeeEdit.path();
    expect(paths.employeeEdit.path({ id: 'u1' })).toBe('/admin/editUser?id=u1');
  });

  it('finds every route by a sample address, in any case and with a trailing slash', () => {
    for (const name of Object.keys(paths) as PathName[]) {
      expect(findRoute(samplePath(name))?.name).toBe(name);
      expect(findRoute(`${samplePath(name).toUpperCase()}/`)?.name).toBe(name);
    }
    expect(findRoute('/customer/shop/product/12')).toEqual({ name: 'productDetail', params: { id: '12' } });
    expect(findRoute('/nothing')).toBeNull();
    expect(findRoute('/customer/shop/product/12/more')).toBeNull();
  });

  it('has one route per pattern and an owner for each', () => {
    const patterns = Object.values(paths).map((p) => p.pattern.toLowerCase());
    expect(new Set(patterns).size).toBe(patterns.length);
    const owners = new Set(['shell', ...REMOTE_NAMES]);
    for (const p of Object.values(paths)) expect(owners.has(p.owner)).toBe(true);
    for (const r of REMOTE_NAMES) expect(pathsOf(r).length).toBeGreaterThan(0);
  });

  it('redirects section roots to a page of the table', () => {
    expect(redirectTarget('/customer/shop')).toBe('shopOverview');
    expect(redirectTarget('/Customer/Account/')).toBe('accountEdit');
    expect(redirectTarget('/customer/shop/overview')).toBeNull();
    // a redirect never hides a page
    for (const from of ['/customer/shop', '/customer/basket', '/customer/account', '/admin/pre-orders']) expect(findRoute(from)).toBeNull();
  });
});
