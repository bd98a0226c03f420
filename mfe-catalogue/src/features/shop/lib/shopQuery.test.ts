import { readShopQuery, requestParams, toSearch, withFilter, withPageSize, withoutFilters } from './shopQuery';
import { priceView } from './price';
import { roleFlags } from 'shared-kernel';
import { testSession } from 'shared-kernel/test-utils';

const q = (s: string) => new URLSearchParams(s);

describe('shop query', () => {
  it('reads paging with defaults and falls back on values it does not know', () => {
    expect(readShopQuery(q('')).Page).toBe(1);
    expect(readShopQuery(q('')).pageSize).toBe(12);
    expect(readShopQuery(q('Page=0&pageSize=50')).Page).toBe(1);
    expect(readShopQuery(q('Page=x&pageSize=50')).pageSize).toBe(12);
    expect(readShopQuery(q('Page=4&pageSize=96'))).toMatchObject({ Page: 4, pageSize: 96 });
  });

  it('turns the URL into request parameters, values comma-separated, empty ones left out', () => {
    const query = readShopQuery(q('Brands=ALP,,VLV&Sizes=&PreOnly=true&StockOnly=false&addBranchFilter=true'));
    expect(requestParams(query)).toEqual({ Page: 1, pageSize: 12, Brands: 'ALP,VLV', PreOnly: 'true', addBranchFilter: 'true' });
  });

  it('clears the other filters when brands change, resets the page, keeps page size and branch switch', () => {
    const next = withFilter(q('Brands=ALP&Type=Jacket&PreOnly=true&pageSize=48&addBranchFilter=true&Page=5'), 'Brands', ['ALP', 'VLV']);
    expect(toSearch(next)).toBe('Brands=ALP,VLV&pageSize=48&addBranchFilter=true&Page=1');
    expect(toSearch(withFilter(q('Brands=ALP&Page=5'), 'PreOnly', true))).toBe('Brands=ALP&Page=1&PreOnly=true');
    expect(toSearch(withFilter(q('Brands=ALP&PreOnly=true'), 'PreOnly', false))).toBe('Brands=ALP&Page=1');
    expect(toSearch(withoutFilters(q('Brands=ALP&Colors=Red&pageSize=24&Page=3')))).toBe('pageSize=24&Page=1');
    expect(toSearch(withPageSize(q('Page=3'), 96))).toBe('Page=1&pageSize=96');
  });
});

describe('card prices by role', () => {
  const g = { CustomerHasAccess: true, RetailFromPrice: 10, OriginalFromPrice: 12 };
  const none = { CustomerHasAccess: false, RetailFromPrice: -1, OriginalFromPrice: -1 };
  it.each([
    ['Klant', {}, g, { kind: 'price', price: 10, original: 12 }],
    ['Klant', {}, { ...g, OriginalFromPrice: 10 }, { kind: 'price', price: 10, original: null }],
    ['Klant', {}, none, { kind: 'onRequest' }],
    ['Klant', { customerIsWatching: 'true' as const }, g, { kind: 'none' }],
    ['PersoneelKlant', {}, g, { kind: 'price', price: 10, original: null }],
    ['PersoneelKlant', {}, none, { kind: 'onRequest' }],
    ['MarketingKlant', {}, g, { kind: 'none' }],
    ['MarketingKlant', {}, none, { kind: 'none' }],
  ] as const)('%s %j with %j sees %j', (role, patch, group, expected) => {
    expect(priceView(group, roleFlags(testSession(role, patch)))).toEqual(expected);
  });
});
