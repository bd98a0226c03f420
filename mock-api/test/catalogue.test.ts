import type { FastifyInstance } from 'fastify';
import { ProductGroupDetailSchema, ProductGroupPageSchema, ProductSchema } from 'shared-kernel/contract';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'customer']) t[u] = await login(app, u);
});
afterAll(() => close());

const list = async (user: string, qs: string) => ProductGroupPageSchema.parse((await call(app, 'GET', `/api/en/productgroup/?${qs}`, t[user])).json());

describe('shop overview', () => {
  it('pages with the product list envelope and facets', async () => {
    const page = await list('customer', 'Page=1&pageSize=12');
    expect(page.Items).toHaveLength(12);
    expect(page).toMatchObject({ Page: 1, PageSize: 12, PageFirstIndex: 1 });
    expect(page.Totalcount).toBeGreaterThan(12);
    expect(page.Filters.map((f) => f.Name)).toEqual(['Brands', 'Collection', 'Type', 'AgeSex', 'Label', 'Colors', 'Sizes']);
    expect(page.Items[0].Images[0]).toMatch(/\{width\}x\{height\}/);
  });

  it('filters by brand and keeps the other brand counts (facets exclude their own filter)', async () => {
    const nrw = await list('customer', 'Brands=NRW&pageSize=96');
    expect(nrw.Items.every((g) => g.Brand.Code === 'NRW')).toBe(true);
    const brands = nrw.Filters.find((f) => f.Name === 'Brands')!;
    expect(brands.Items.find((i) => i.Value === 'NRW')).toMatchObject({ IsSelected: true, Count: nrw.Totalcount });
    expect(brands.Items.length).toBeGreaterThan(1);
    const pants = await list('customer', 'Type=Pants,Jeans&Sizes=32/34');
    expect(pants.Items.every((g) => ['Pants', 'Jeans'].includes(g.Type))).toBe(true);
  });

  it('marks groups without access with price -1', async () => {
    const velvet = await list('customer', 'Brands=VLV');
    expect(velvet.Items.every((g) => !g.CustomerHasAccess && g.RetailFromPrice === -1)).toBe(true);
    expect((await list('admin', 'Brands=VLV')).Items.every((g) => g.CustomerHasAccess && g.RetailFromPrice > 0)).toBe(true);
  });
});

describe('product detail', () => {
  it('shows colours with variants, pants with waist by length', async () => {
    const pants = await list('admin', 'Type=Pants,Jeans&pageSize=1');
    const detail = ProductGroupDetailSchema.parse((await call(app, 'GET', `/api/en/productgroup/${pants.Items[0].Id}`, t.admin)).json());
    const p = detail.Products[0];
    expect(p.SizeChartId).toBe(2);
    expect(p.VariantsDim1.length * p.VariantsDim2.length).toBe(p.Variants.length);
    expect(p.DeliveryDates).toHaveLength(2);
    const one = ProductSchema.parse((await call(app, 'GET', `/api/en/product/${p.Id}`, t.admin)).json());
    expect(one.Id).toBe(p.Id);
    const stockOnly = ProductGroupDetailSchema.parse((await call(app, 'GET', `/api/en/productgroup/${detail.Id}?stockOnly=true&color=${p.ColorId}`, t.admin)).json());
    expect(stockOnly.Products.every((x) => x.ColorId === p.ColorId && x.Variants.every((v) => v.Stock > 0))).toBe(true);
    expect((await call(app, 'GET', '/api/en/productgroup/99999999', t.admin)).statusCode).toBe(404);
    const sheet = await call(app, 'GET', `/api/en/ProductGroup/${detail.Id}/productsheet`, t.customer);
    expect(sheet.headers['content-type']).toBe('application/pdf');
  });
});

describe('marketing users get no prices (spec section 6)', () => {
  it('answers 0 for every price of the list, the detail and a product, never -1 (no access)', async () => {
    const token = await login(app, 'marketing');
    const page = ProductGroupPageSchema.parse((await call(app, 'GET', '/api/en/productgroup/?pageSize=24', token)).json());
    expect(page.Items.length).toBeGreaterThan(0);
    expect(page.Items.every((g) => g.RetailFromPrice === 0 && g.OriginalFromPrice === 0)).toBe(true);
    const id = page.Items.find((g) => g.CustomerHasAccess)!.Id;
    const detail = ProductGroupDetailSchema.parse((await call(app, 'GET', `/api/en/productgroup/${id}`, token)).json());
    expect(detail.RetailFromPrice).toBe(0);
    expect(detail.Products.every((p) => p.RetailPrice === 0 && p.OriginalPrice === 0 && p.DeliveryDates.every((d) => d.RetailFromPrice === 0))).toBe(true);
    const product = ProductSchema.parse((await call(app, 'GET', `/api/en/product/${detail.Products[0].Id}`, token)).json());
    expect(product.RetailPrice).toBe(0);
    // a customer of the same company does get them
    const customerDetail = ProductGroupDetailSchema.parse((await call(app, 'GET', `/api/en/productgroup/${id}`, t.customer)).json());
    expect(customerDetail.RetailFromPrice).toBeGreaterThan(0);
  });

});
