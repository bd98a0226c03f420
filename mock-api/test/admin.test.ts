import type { FastifyInstance } from 'fastify';
import { AdminNotificationSchema, BannerSchema, BranchSchema, CouponSchema, CountrySchema, SizeChartSchema, pagedSchema } from 'shared-kernel/contract';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;
let customer: string;
beforeAll(async () => {
  ({ app, close } = await testApp());
  admin = await login(app, 'admin');
  customer = await login(app, 'customer');
});
afterAll(() => close());

const window = { StartDate: '2026-01-01T00:00:00.000Z', EndDate: '2030-01-01T00:00:00.000Z' };

describe('notifications admin', () => {
  it('creates, lists, reads, updates; the dashboard shows it', async () => {
    const body = { Title: 'Test news', ContentNL: 'NL', ContentFR: 'FR', ContentEN: 'EN', ...window, ShowToMainUserOnly: false, Branches: [1] };
    const created = await call(app, 'POST', '/api/en/notification', admin, body);
    expect(created.statusCode).toBe(200);
    const id = created.json() as number;
    expect(AdminNotificationSchema.parse((await call(app, 'GET', `/api/en/notification/${id}`, admin)).json())).toMatchObject({ Title: 'Test news', Branches: [1] });
    const list = pagedSchema(AdminNotificationSchema).parse((await call(app, 'GET', '/api/en/notification/all?search=Test', admin)).json());
    expect(list.Items.map((n) => n.Id)).toEqual([id]);
    const updated = await call(app, 'PUT', `/api/en/notification/${id}`, admin, { ...body, Id: id, Title: 'Changed' });
    expect(updated.json().Title).toBe('Changed');
    const dashboard = (await call(app, 'GET', '/api/nl/notification', customer)).json() as { Title: string; Content: string }[];
    expect(dashboard).toContainEqual(expect.objectContaining({ Title: 'Changed', Content: 'NL' }));
    const bad = await call(app, 'POST', '/api/en/notification', admin, { ...body, Title: '', StartDate: null, Branches: [99] });
    expect(Object.keys(bad.json().ModelState).sort()).toEqual(['model.StartDate', 'model.Title']);
    const unknownBranch = await call(app, 'POST', '/api/en/notification', admin, { ...body, Branches: [99] });
    expect(unknownBranch.json().ModelState).toEqual({ 'model.Branches': [expect.any(String)] });
    expect((await call(app, 'GET', '/api/en/notification/all', customer)).statusCode).toBe(403);
    expect((await call(app, 'PUT', '/api/en/notification/99999', admin, body)).statusCode).toBe(404);
  });
});

describe('banners admin', () => {
  it('creates a heavier dashboard banner that becomes current', async () => {
    const body = { Name: 'Heavy', Image: '/img/banner/x_{width}x{height}.svg', CTAText: null, Hyperlink: null, ...window, Branches: [], Locations: [{ Type: 0 }], Weight: 999 };
    const id = (await call(app, 'POST', '/api/en/banner', admin, body)).json() as number;
    expect((await call(app, 'GET', '/api/en/banner/current?locationType=0', customer)).json()).toMatchObject({ Id: id, Name: 'Heavy' });
    expect(BannerSchema.parse((await call(app, 'GET', `/api/en/banner/${id}`, admin)).json()).Locations).toEqual([{ Type: 0 }]);
    expect(pagedSchema(BannerSchema).parse((await call(app, 'GET', '/api/en/banner?PageSize=12', admin)).json()).TotalCount).toBeGreaterThan(5);
    await call(app, 'PUT', `/api/en/banner/${id}`, admin, { ...body, Weight: 0 });
    expect((await call(app, 'GET', '/api/en/banner/current?locationType=0', customer)).json().Name).toBe('Autumn campaign');
    expect((await call(app, 'POST', '/api/en/banner', admin, { ...body, Locations: [] })).json().ModelState).toHaveProperty(['model.Locations']);
  });
});

describe('branches, coupons, countries, size charts', () => {
  it('branch: keyed brands with restrictions, PUT replaces them', async () => {
    const branch = BranchSchema.parse((await call(app, 'GET', '/api/en/branch/2', admin)).json());
    expect(Object.keys(branch.Brands)).toHaveLength(8);
    const res = await call(app, 'PUT', '/api/en/branch/2', admin, { Brands: { NRW: { Name: 'x', IsPartOfBranch: true, Restrictions: [{ CountryCode: 'NL', RestrictionLevel: 'view' }] } } });
    expect(res.json().Brands.NRW).toEqual({ Name: 'Nordwind', IsPartOfBranch: true, Restrictions: [{ CountryCode: 'NL', RestrictionLevel: 'view' }] });
    expect((await call(app, 'PUT', '/api/en/branch/2', admin, { Brands: { NOPE: { Name: '', IsPartOfBranch: true, Restrictions: [] } } })).statusCode).toBe(400);
    expect(pagedSchema(BranchSchema).parse((await call(app, 'GET', '/api/en/branch', admin)).json()).PageSize).toBe(100);
  });

  it('coupon: CRUD and check in the customer currency', async () => {
    const list = pagedSchema(CouponSchema).parse((await call(app, 'GET', '/api/en/coupon', admin)).json());
    expect(new Set(list.Items.map((c) => c.Type))).toEqual(new Set([0, 1, 2]));
    const fixed = await call(app, 'POST', '/api/nl/coupon/check', customer, { Code: 'FIXED25' });
    expect(fixed.json()).toEqual({ Value: 25, DisplayValue: '€ 25,00', Type: 0, Error: null });
    expect((await call(app, 'POST', '/api/en/coupon/check', customer, { Code: 'WELCOME10' })).json()).toMatchObject({ Value: 10, DisplayValue: '10%', Type: 1 });
    expect((await call(app, 'POST', '/api/en/coupon/check', customer, { Code: 'OLD15' })).json().Error).toEqual(expect.any(String));
    const id = (await call(app, 'POST', '/api/en/coupon', admin, { Code: 'NEW5', From: window.StartDate, To: window.EndDate, Type: 0, Values: [{ CurrencyId: 1, Value: 5.5 }] })).json();
    expect(CouponSchema.parse((await call(app, 'GET', `/api/en/coupon/${id}`, admin)).json()).Values).toEqual([{ CurrencyId: 1, Value: 5.5 }]);
    const dup = await call(app, 'POST', '/api/en/coupon', admin, { Code: 'NEW5', From: window.StartDate, To: window.EndDate, Type: 2, Values: [] });
    expect(dup.json().ModelState).toEqual({ 'model.Code': [expect.any(String)] });
  });

  it('country: list, one, PUT costs', async () => {
    const list = pagedSchema(CountrySchema).parse((await call(app, 'GET', '/api/fr/country', admin)).json());
    expect(list.TotalCount).toBe(12);
    const it = list.Items.find((c) => c.Iso2 === 'IT')!;
    const res = await call(app, 'PUT', `/api/en/country/${it.Id}`, admin, { IsAvailable: true, Costs: [{ CurrencyId: 1, ShippingCosts: 12.5, DropShipmentCosts: 15, FreeDeliveryShippingCosts: 600, FreeDeliveryDropShipmentCosts: 800 }] });
    expect(res.json()).toMatchObject({ IsAvailable: true, OverviewName: 'Italy' });
    expect(res.json().Costs[0]).toEqual({ CurrencyId: 1, ShippingCosts: 12.5, DropShipmentCosts: 15, FreeDeliveryShippingCosts: 600, FreeDeliveryDropShipmentCosts: 800 });
    expect((await call(app, 'GET', '/api/en/country/available', customer)).json().map((c: { Iso2: string }) => c.Iso2)).toContain('IT');
  });

  it('size chart: create returns the id, columns 1-5', async () => {
    const body = { Brand: 'NRW', Name: 'Socks', Rows: 1, Columns: 2, Cells: [{ Row: 0, Column: 0, Value: '39-42' }, { Row: 0, Column: 1, Value: '43-46' }] };
    const id = (await call(app, 'POST', '/api/en/sizechart', admin, body)).json();
    expect(SizeChartSchema.parse((await call(app, 'GET', `/api/en/sizechart/${id}`, customer)).json())).toMatchObject({ Id: id, ...body });
    const bad = await call(app, 'POST', '/api/en/sizechart', admin, { ...body, Columns: 6, Brand: 'NOPE' });
    expect(Object.keys(bad.json().ModelState)).toContain('model.Columns');
    expect((await call(app, 'POST', '/api/en/sizechart', admin, { ...body, Brand: 'NOPE' })).json().ModelState).toEqual({ 'model.Brand': [expect.any(String)] });
  });
});
