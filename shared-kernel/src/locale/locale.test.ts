import { localePath, splitLocale, switchLocaleHref, withDefaultLocale } from './locale';

describe('locale routing', () => {
  it('splits the locale off the path', () => {
    expect(splitLocale('/en/customer/shop')).toEqual({ locale: 'en', rest: '/customer/shop' });
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', rest: '/' });
    expect(splitLocale('/de/customer')).toEqual({ locale: null, rest: '/de/customer' });
  });
  it('sends an address without locale to the nl-prefixed one', () => {
    expect(withDefaultLocale('/customer', '?a=1')).toBe('/nl/customer?a=1');
    expect(withDefaultLocale('/')).toBe('/nl');
    expect(withDefaultLocale('/en/customer')).toBeNull();
  });
  it('switches language keeping only the Brands query value', () => {
    expect(switchLocaleHref('/nl/customer/shop/overview', '?Brands=A,B&Page=2', 'fr')).toBe('/fr/customer/shop/overview?Brands=A%2CB');
    expect(switchLocaleHref('/nl/customer', '?Page=2', 'en')).toBe('/en/customer');
    expect(switchLocaleHref('/nl', '', 'en')).toBe('/en');
  });
  it('prefixes paths', () => {
    expect(localePath('en', '/customer')).toBe('/en/customer');
    expect(localePath('nl', '/')).toBe('/nl');
  });
});
