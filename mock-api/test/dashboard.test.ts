import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
  AxWarningSchema,
  BasketSchema,
  BrandSchema,
  CountrySchema,
  CurrencySchema,
  CurrentBannerSchema,
  CustomerHitSchema,
  CustomerSchema,
  DashboardNotificationSchema,
  PreOrderSummarySchema,
  ProductHitSchema,
  pagedSchema,
} from 'shared-kernel/contract';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let dbFile: string;
let close: () => Promise<void>;
const t: Record<string, string> = {};
beforeAll(async () => {
  ({ app, dbFile, close } = await testApp());
  for (const u of ['admin', 'salesman', 'customer', 'staff', 'marketing']) t[u] = await login(app, u);
});
afterAll(() => close());

const get = async (user: string, url: string) => {
  const res = await call(app, 'GET', url, t[user]);
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json();
};

describe('notifications', () => {
  it('shows active ones in the request locale; main-user-only ones to main accounts only', async () => {
    const forMain = (await get('customer', '/api/en/notification')).map((n: unknown) => DashboardNotificationSchema.parse(n));
    const forStaff = (await get('staff', '/api/nl/notification')).map((n: unknown) => DashboardNotificationSchema.parse(n));
    expect(forMain.map((n: { Title: string }) => n.Title)).toContain('Invoices now online');
    expect(forStaff.map((n: { Title: string }) => n.Title)).not.toContain('Invoices now online');
    expect(forMain.map((n: { Title: string }) => n.Title)).not.toContain('Expired maintenance window');
    expect(forMain.map((n: { Title: string }) => n.Title)).not.toContain('Future announcement');
    expect(forStaff[0].Content).toMatch(/meer info/);
    expect((await get('customer', '/api/fr/notification'))[0].Content).toMatch(/plus d'infos/);
  });
});

describe('banners', () => {
  it('picks the active banner with the highest weight per location', async () => {
    expect(CurrentBannerSchema.parse(await get('customer', '/api/en/banner/current?locationType=0')).Name).toBe('Autumn campaign');
    expect(CurrentBannerSchema.parse(await get('customer', '/api/en/banner/current?locationType=1')).Name).toBe('New brands');
    const basket = CurrentBannerSchema.parse(await get('customer', '/api/en/banner/current?locationType=2'));
    expect(basket.Image).toMatch(/^http:\/\/localhost(:\d+)?\/img\/banner\/.*\{width\}x\{height\}/);
  });

  it('answers JSON null when none is active', async () => {
    const db = new Database(dbFile);
    db.prepare("UPDATE banners SET end_date = '2000-01-01T00:00:00.000Z' WHERE id IN (SELECT banner_id FROM banner_locations WHERE type = 2)").run();
    db.close();
    const res = await call(app, 'GET', '/api/en/banner/current?locationType=2', t.customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toBe('null');
  });
});

describe('pre-orders', () => {
  const Page = pagedSchema(PreOrderSummarySchema);

  it('customers see their company, salesman their customers, admin all', async () => {
    const mine = Page.parse(await get('customer', '/api/en/PreOrder?PageSize=100'));
    expect(mine.TotalCount).toBeGreaterThanOrEqual(5);
    expect(new Set(mine.Items.map((p) => p.CustomerKey))).toEqual(new Set(['C0001']));
    const staff = Page.parse(await get('staff', '/api/en/PreOrder?PageSize=100'));
    expect(staff.TotalCount).toBe(mine.TotalCount);
    const salesman = Page.parse(await get('salesman', '/api/en/PreOrder?PageSize=100'));
    expect(salesman.Items.map((p) => p.SalesMan)).toEqual(salesman.Items.map(() => 'Sam Salesman'));
    const admin = Page.parse(await get('admin', '/api/en/PreOrder?PageSize=5'));
    expect(admin.TotalCount).toBeGreaterThan(salesman.TotalCount);
  });

  it('widens a salesman list with myCustomersOnly=false and narrows it with mySheetsOnly', async () => {
    const own = Page.parse(await get('salesman', '/api/en/PreOrder?PageSize=100'));
    const every = Page.parse(await get('salesman', '/api/en/PreOrder?PageSize=100&myCustomersOnly=false'));
    const admin = Page.parse(await get('admin', '/api/en/PreOrder?PageSize=1'));
    expect(every.TotalCount).toBe(admin.TotalCount);
    expect(every.TotalCount).toBeGreaterThan(own.TotalCount);
    const sheets = Page.parse(await get('salesman', '/api/en/PreOrder?PageSize=100&mySheetsOnly=true&myCustomersOnly=false'));
    expect(sheets.Items.every((p) => p.SalesMan === 'Sam Salesman')).toBe(true);
    // what the list shows, the detail opens
    const foreign = every.Items.find((p) => p.SalesMan !== 'Sam Salesman')!;
    expect((await call(app, 'GET', `/api/en/PreOrder/${foreign.Id}`, t.salesman)).statusCode).toBe(200);
  });

  it('filters states, pages and builds the envelope', async () => {
    const open = Page.parse(await get('customer', '/api/en/PreOrder?State=0&PageSize=99'));
    expect(open.Items.length).toBeGreaterThan(0);
    expect(open.Items.every((p) => p.State === 0 && !p.IsClosed && !p.DeadlineExpired)).toBe(true);
    const closed = Page.parse(await get('admin', '/api/en/PreOrder?State=3&PageSize=12'));
    expect(closed.Items.every((p) => p.State === 3 && p.IsClosed && p.ProcessDate)).toBe(true);
    const two = Page.parse(await get('admin', '/api/en/PreOrder?PageSize=2&Page=2'));
    expect(two).toMatchObject({ Page: 2, PageSize: 2, PageCount: Math.ceil(two.TotalCount / 2), PageStartIndex: 1 });
    expect(two.Pages[0]).toBe(1);
    expect(two.Items).toHaveLength(2);
    expect(two.Filters[0].Name).toBe('Brands');
    expect(Page.parse(await get('admin', '/api/en/PreOrder?PageSize=2&Page=9999')).Items).toEqual([]);
  });

  it('lists forecasted pre-orders for staff only', async () => {
    const f = Page.parse(await get('admin', '/api/en/PreOrder/forecasted?PageSize=50'));
    expect(f.TotalCount).toBeGreaterThan(0);
    expect((await call(app, 'GET', '/api/en/PreOrder/forecasted', t.customer)).statusCode).toBe(403);
  });
});

describe('AX warnings', () => {
  it('lists, exports, resends and ignores', async () => {
    const page = pagedSchema(AxWarningSchema).parse(await get('admin', '/api/en/axwarning?Page=1&PageSize=6'));
    expect(page.Items).toHaveLength(6);
    const id = page.Items[0].Id;
    const csv = await call(app, 'POST', `/api/en/axwarning/${id}/export`, t.admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(csv.body).toContain(page.Items[0].OrderReference);
    // a successful resend marks the warning processed, ignoring (DELETE) hides it: both leave the list
    expect((await call(app, 'POST', `/api/en/axwarning/${page.Items[1].Id}/resend`, t.admin)).statusCode).toBe(200);
    expect((await call(app, 'DELETE', `/api/en/axwarning/${id}`, t.admin)).statusCode).toBe(200);
    const after = await get('admin', '/api/en/axwarning?Page=1&PageSize=6');
    expect(after.TotalCount).toBe(page.TotalCount - 2);
    expect((await call(app, 'DELETE', `/api/en/axwarning/${id}`, t.admin)).statusCode).toBe(404);
  });
});

describe('customers', () => {
  it('lists with search and my-customers, autocompletes and shows one', async () => {
    const Page = pagedSchema(CustomerSchema);
    const all = Page.parse(await get('salesman', '/api/en/customer?PageSize=100'));
    const mine = Page.parse(await get('salesman', '/api/en/customer?MyCustomersOnly=true&PageSize=100'));
    expect(mine.TotalCount).toBeGreaterThanOrEqual(3);
    expect(mine.TotalCount).toBeLessThan(all.TotalCount);
    expect(mine.Items.map((c) => c.Key)).toContain('C0001');
    expect(Page.parse(await get('admin', '/api/en/customer?searchTerm=demo')).Items.map((c) => c.AltKey)).toEqual(['100001']);
    const hits = (await get('admin', '/api/en/customer/autocomplete?search=100001')).map((h: unknown) => CustomerHitSchema.parse(h));
    expect(hits[0]).toMatchObject({ Key: 'C0001', Name: 'Demo Fashion Store' });
    expect(CustomerSchema.parse(await get('customer', '/api/en/customer/C0001')).Name).toBe('Demo Fashion Store');
    expect((await call(app, 'GET', '/api/en/customer/C0002', t.customer)).statusCode).toBe(403);
  });
});

describe('catalogue, basket and reference data', () => {
  it('autocompletes product groups from 3 characters within the brand access', async () => {
    const short = await call(app, 'GET', '/api/en/productgroup/autocomplete?search=ab', t.customer);
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().ModelState)).toEqual(['model.search']);
    const velvet = (await get('admin', '/api/en/productgroup/autocomplete?search=VLV-&take=50')).map((h: unknown) => ProductHitSchema.parse(h));
    expect(velvet.length).toBeGreaterThan(0);
    expect(velvet[0].Thumbnail).toMatch(/\{width\}x\{height\}/);
    // the demo customer has no access to Velvet Lane (brand 8)
    expect(await get('customer', '/api/en/productgroup/autocomplete?search=VLV-')).toEqual([]);
    expect((await get('customer', '/api/en/productgroup/autocomplete?search=NRW-')).length).toBeGreaterThan(0);
  });

  it('finds pre-order-only groups with includePre only for staff (impersonating)', async () => {
    const hit = (await get('customer', '/api/en/productgroup/autocomplete?search=NRW-'))[0] as { Id: number; ErpId: string };
    const db = new Database(dbFile);
    db.prepare("UPDATE variants SET stock_status = 'PRE' WHERE product_id IN (SELECT id FROM products WHERE group_id = ?)").run(hit.Id);
    db.close();
    const ids = async (token: string, query: string) =>
      ((await call(app, 'GET', `/api/en/productgroup/autocomplete?search=${hit.ErpId}${query}`, token)).json() as { Id: number }[]).map((h) => h.Id);
    expect(await ids(t.customer, '')).toEqual([]);
    expect(await ids(t.customer, '&includePre=true')).toEqual([]);
    const imp = await call(app, 'POST', '/api/Account/Impersonate?customerKey=C0001', t.salesman);
    expect(await ids(imp.json().AccessToken, '&includePre=true')).toEqual([hit.Id]);
    expect(await ids(imp.json().AccessToken, '')).toEqual([]);
  });

  it('returns the seeded basket of the demo customer with decimal prices', async () => {
    const basket = BasketSchema.parse(await get('customer', '/api/en/basket'));
    expect(basket.Products.length).toBeGreaterThan(0);
    const v = basket.Products[0].Variants[0];
    expect(v.ProductTotal).toBeCloseTo(v.ProductPrice * v.ProductAmount, 2);
    expect(Math.round(v.ProductPrice * 100)).toBe(v.ProductPrice * 100);
    expect(basket.ShipmentCosts['1']).toBe(9.95);
    expect(BasketSchema.parse(await get('staff', '/api/en/basket')).Products.length).toBe(basket.Products.length);
  });

  it('brands, currencies and available countries', async () => {
    const brands = (await get('customer', '/api/en/brand?filterOnBranch=true')).map((b: unknown) => BrandSchema.parse(b));
    expect(brands.map((b: { Code: string }) => b.Code)).not.toContain('VLV');
    expect((await get('admin', '/api/en/brand')).length).toBe(8);
    const currencies = (await get('customer', '/api/en/currency')).map((c: unknown) => CurrencySchema.parse(c));
    expect(currencies.map((c: { Code: string }) => c.Code)).toEqual(['EUR', 'GBP', 'CHF', 'USD']);
    expect(await get('customer', '/api/en/currency/GBP/symbol')).toBe('£');
    expect((await call(app, 'GET', '/api/en/currency/XXX/symbol', t.customer)).statusCode).toBe(404);
    const countries = (await get('customer', '/api/nl/country/available')).map((c: unknown) => CountrySchema.parse(c));
    expect(countries.every((c: { IsAvailable: boolean }) => c.IsAvailable)).toBe(true);
    expect(countries.find((c: { Iso2: string }) => c.Iso2 === 'BE')).toMatchObject({ OverviewName: 'België' });
  });
});
