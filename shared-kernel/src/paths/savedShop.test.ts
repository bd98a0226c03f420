import { STORAGE_KEYS } from '../session/session';
import { savedShopPath, savedShopSearch } from './savedShop';

describe('saved shop filters', () => {
  it('is the plain overview without saved filters', () => {
    expect(savedShopSearch()).toBe('');
    expect(savedShopPath()).toBe('/customer/shop/overview');
  });

  it('carries the saved query, with or without its question mark', () => {
    window.localStorage.setItem(STORAGE_KEYS.shopFilters, 'Brands=A,B&Page=2');
    expect(savedShopPath()).toBe('/customer/shop/overview?Brands=A,B&Page=2');
    window.localStorage.setItem(STORAGE_KEYS.shopFilters, '?Brands=A');
    expect(savedShopSearch()).toBe('?Brands=A');
  });
});
