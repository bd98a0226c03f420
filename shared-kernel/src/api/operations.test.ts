import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { mockFetch } from '../test-utils/mockFetch';
import { createBaseQuery } from './baseQuery';
import { OPERATIONS, opRequest, type OpArgs, type OpResponse } from './operations';
import { setRuntime } from './runtime';

describe('opRequest', () => {
  beforeEach(() => setRuntime({ apiBaseUrl: 'http://api.test', locale: 'nl' }));

  it('builds locale calls relative to the locale API base, with query values as params', () => {
    expect(opRequest('getBranch', { params: { id: 5 } })).toEqual({ url: 'branch/5', method: 'GET' });
    expect(opRequest('listBranches', { query: { Page: 2, PageSize: 100 } })).toEqual({ url: 'branch', method: 'GET', params: { Page: 2, PageSize: 100 } });
    expect(opRequest('updateBranch', { params: { id: 3 }, body: { Brands: {} } })).toEqual({ url: 'branch/3', method: 'PUT', body: { Brands: {} } });
  });

  it('builds account calls relative to the API root (noLocale), as the remotes do', () => {
    expect(opRequest('listEmployees')).toEqual({ url: 'Account/employees', method: 'GET', noLocale: true });
    expect(opRequest('blockUser', { params: { id: 'a b' }, body: { IsBlocked: true } })).toEqual({ url: 'account/a%20b/block', method: 'POST', body: { IsBlocked: true }, noLocale: true });
  });

  it('builds server-root calls absolute, the token call form encoded', () => {
    const req = opRequest('createToken', { body: { grant_type: 'password', userName: 'admin', password: 'p&w' } });
    expect(req.url).toBe('http://api.test/token');
    expect(req.body).toBeInstanceOf(URLSearchParams);
    expect(String(req.body)).toBe('grant_type=password&userName=admin&password=p%26w');
  });

  it('encodes every path value, keeps the slashes of a tail parameter and asks for blobs and text of files', () => {
    expect(opRequest('getInvoicePdf', { params: { invoiceNumber: 'INV/1?x' } })).toEqual({ url: 'Customer/Invoice/INV%2F1%3Fx', method: 'GET', responseType: 'blob' });
    expect(opRequest('getOrderCsv', { params: { id: 7 } }).responseType).toBe('text');
    expect(opRequest('getImage', { params: { path: 'pg/1 a_10x10.svg' } }).url).toBe('http://api.test/img/pg/1%20a_10x10.svg');
  });

  it('refuses a missing path parameter instead of calling a wrong URL', () => {
    expect(() => opRequest('getBranch', { params: {} as { id: number } })).toThrow("getBranch: the path parameter 'id' is missing");
  });

  it('keeps the table plain data: every path starts at the server root and names its parameters once', () => {
    for (const [name, op] of Object.entries(OPERATIONS)) {
      expect(`${name} ${op.path}`).toMatch(/^\w+ \/(api\/|token$|health$|img\/|hubs\/)/);
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('RTK Query endpoints typed by the operations', () => {
  beforeEach(() => setRuntime({ apiBaseUrl: 'http://api.test', locale: 'en' }));

  it('reads an answer through the base query with OpResponse and OpArgs', async () => {
    const api = createApi({
      reducerPath: 'testApi',
      baseQuery: createBaseQuery(),
      endpoints: (build) => ({
        getBranch: build.query<OpResponse<'getBranch'>, OpArgs<'getBranch'>>({ query: (args) => opRequest('getBranch', args) }),
      }),
    });
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
    const { calls } = mockFetch([{ path: /^\/api\/en\/branch\/4$/, body: { Id: 4, Name: 'Benelux', Brands: {} } }]);
    const result = await store.dispatch(api.endpoints.getBranch.initiate({ params: { id: 4 } }));
    expect(result.data?.Name).toBe('Benelux');
    expect(calls[0].url.href).toBe('http://api.test/api/en/branch/4');
  });

  it('types answers and arguments from the schemas (checked by tsc)', () => {
    const branch: OpResponse<'getBranch'> = { Id: 1, Name: 'x', Brands: { NRW: { Name: 'Northwind', IsPartOfBranch: true, Restrictions: [{ CountryCode: 'NL', RestrictionLevel: 'view' }] } } };
    // @ts-expect-error a branch has no such field and lacks Brands
    const wrong: OpResponse<'getBranch'> = { Id: 1, Name: 'x', Foo: 1 };
    const args: OpArgs<'listBranches'> = {};
    // @ts-expect-error getBranch needs its id
    const noId: OpArgs<'getBranch'> = {};
    const empty: OpResponse<'ignoreAxWarning'> = undefined;
    expect([branch, wrong, args, noId, empty].length).toBe(5);
  });
});
