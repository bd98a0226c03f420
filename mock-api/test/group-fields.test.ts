import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { PreOrderProductGroupSchema, PreOrderSheetSchema, PreOrderSummarySchema, ProductGroupDetailSchema, pagedSchema } from 'shared-kernel/contract';
import { z } from 'zod';
import { call, login, testApp } from './helpers';

/** GET PreOrderSheet/{id}/productgroups: catalogue groups with the sheet's settings (the fields checked here) */
const SheetGroups = pagedSchema(z.object({ Id: z.number().int(), SortIndex: z.number().int(), Brochure: z.number().int(), CampaignModels: z.array(z.number().int()) }).passthrough());

/*
 * Issue 15, missing pieces: the sheet editor's brochure page and sort index (spec section 5: both at
 * least 0) and the product groups' CampaignModels (spec section 3): the ids of the group's campaign-model
 * colour products, in the product detail, the pre-order's groups and the sheet's groups.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
let db: Database.Database;
const t: Record<string, string> = {};
beforeAll(async () => {
  let dbFile: string;
  ({ app, close, dbFile } = await testApp());
  db = new Database(dbFile, { readonly: true });
  for (const u of ['admin', 'salesman', 'customer']) t[u] = await login(app, u);
});
afterAll(async () => {
  db.close();
  await close();
});

const api = (path: string) => `/api/en/${path}`;
const ok = async (user: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
  const res = await call(app, method, api(path), t[user], body);
  expect([method, path, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([method, path, 200, '']);
  return res.json();
};
const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const campaignIdsOf = (groupId: number) => all<{ id: number }>('SELECT id FROM products WHERE group_id = ? AND is_campaign_model = 1 ORDER BY id', groupId).map((r) => r.id);

describe('sheet groups: brochure page and sort index', () => {
  const newSheet = async () =>
    (await ok('admin', 'POST', 'PreOrderSheet', {
      Brand: { Code: 'NRW' },
      Collection: { Id: 1 },
      Name: 'Brochure test',
      MaximumDiscount: 20,
      Deadline: '2030-01-01T00:00:00.000Z',
      State: 0,
      Targets: [],
    })) as number;
  const nrw = () => all<{ id: number; brochure: number }>("SELECT id, brochure FROM product_groups WHERE brand_id = (SELECT id FROM brands WHERE code = 'NRW') AND is_marketing = 0 AND is_deleted = 0 ORDER BY id LIMIT 3");

  it('starts with the catalogue page, stores and returns the sheet page, keeps it without Brochure, copies it', async () => {
    const id = await newSheet();
    const [g] = nrw();
    await ok('admin', 'POST', `preordersheet/${id}/productgroup`, { Id: g.id });
    let sheet = PreOrderSheetSchema.parse(await ok('salesman', 'GET', `PreOrderSheet/${id}`));
    expect(sheet.ProductGroups).toEqual([expect.objectContaining({ Id: g.id, SortIndex: 0, Brochure: g.brochure })]);

    expect(await ok('admin', 'PUT', `preordersheet/${id}/productgroup/${g.id}`, { PreOrderDiscount: 5, MaximumDiscount: 20, Brochure: 42 })).toMatchObject({ Id: g.id, Brochure: 42 });
    // an older client without Brochure keeps the page
    expect(await ok('admin', 'PUT', `preordersheet/${id}/productgroup/${g.id}`, { PreOrderDiscount: 6, MaximumDiscount: 20 })).toMatchObject({ PreOrderDiscount: 6, Brochure: 42 });
    const groups = SheetGroups.parse(await ok('admin', 'GET', `PreOrderSheet/${id}/productgroups`));
    expect(groups.Items[0]).toMatchObject({ Id: g.id, Brochure: 42 });

    const copy = (await ok('admin', 'POST', `PreOrderSheet/${id}/copy`)) as number;
    sheet = PreOrderSheetSchema.parse(await ok('admin', 'GET', `PreOrderSheet/${copy}`));
    expect(sheet.ProductGroups[0]).toMatchObject({ Id: g.id, Brochure: 42 });
  });

  it('refuses a brochure page below 0, above the maximum or with decimals (ModelState), and a negative sort index', async () => {
    const id = await newSheet();
    const [g] = nrw();
    await ok('admin', 'POST', `preordersheet/${id}/productgroup`, { Id: g.id });
    for (const Brochure of [-1, 1.5, 10000, '3']) {
      const res = await call(app, 'PUT', api(`preordersheet/${id}/productgroup/${g.id}`), t.admin, { PreOrderDiscount: 0, MaximumDiscount: 20, Brochure });
      expect([Brochure, res.statusCode, Object.keys(res.json().ModelState ?? {})]).toEqual([Brochure, 400, ['model.Brochure']]);
    }
    expect((await call(app, 'PUT', api(`preordersheet/${id}/productgroup/${g.id}/sortindex/-1`), t.admin)).statusCode).toBe(400);
    expect((await call(app, 'PUT', api(`preordersheet/${id}/productgroup/${g.id}`), t.salesman, { PreOrderDiscount: 0, MaximumDiscount: 20, Brochure: 1 })).statusCode).toBe(403);
  });

  it('moves a group to a sort index; beyond the end it goes last', async () => {
    const id = await newSheet();
    const groups = nrw();
    for (const g of groups) await ok('admin', 'POST', `preordersheet/${id}/productgroup`, { Id: g.id });
    const moved = (await ok('admin', 'PUT', `preordersheet/${id}/productgroup/${groups[0].id}/sortindex/99`)) as { Id: number; SortIndex: number }[];
    expect(moved.map((g) => [g.Id, g.SortIndex])).toEqual([
      [groups[1].id, 0],
      [groups[2].id, 1],
      [groups[0].id, 2],
    ]);
  });
});

describe('product groups carry CampaignModels', () => {
  it('the product detail lists the ids of its campaign-model colours, also when one colour is asked for', async () => {
    const g = one<{ group_id: number }>('SELECT group_id FROM products WHERE is_campaign_model = 1 AND group_id IN (SELECT id FROM product_groups WHERE is_deleted = 0 AND is_marketing = 0) ORDER BY id LIMIT 1');
    const expected = campaignIdsOf(g.group_id);
    expect(expected.length).toBeGreaterThan(0);
    const detail = ProductGroupDetailSchema.parse(await ok('admin', 'GET', `productgroup/${g.group_id}`));
    expect(detail.CampaignModels).toEqual(expected);
    expect(detail.Products.filter((p) => p.IsCampaignModel).map((p) => p.Id)).toEqual(expected);
    const other = detail.Products.find((p) => !p.IsCampaignModel);
    if (other) {
      const one = ProductGroupDetailSchema.parse(await ok('admin', 'GET', `productgroup/${g.group_id}?color=${encodeURIComponent(other.ColorId)}`));
      expect(one.CampaignModels).toEqual(expected);
    }
  });

  it("a pre-order's groups and a sheet's groups carry them, with the sheet's brochure page", async () => {
    const list = pagedSchema(PreOrderSummarySchema).parse(await ok('customer', 'GET', 'PreOrder?PageSize=50'));
    let seen = 0;
    for (const p of list.Items) {
      const page = pagedSchema(PreOrderProductGroupSchema).parse(await ok('customer', 'GET', `PreOrder/${p.Id}/productgroups?PageSize=100`));
      for (const g of page.Items) {
        expect([g.Id, g.CampaignModels]).toEqual([g.Id, campaignIdsOf(g.Id)]);
        const stored = one<{ brochure: number }>('SELECT brochure FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ?', p.SheetId, g.Id);
        expect([g.Id, g.Brochure]).toEqual([g.Id, stored.brochure]);
        seen += g.CampaignModels.length;
      }
      const sheetGroups = SheetGroups.parse(await ok('salesman', 'GET', `PreOrderSheet/${p.SheetId}/productgroups?PageSize=500`));
      for (const g of sheetGroups.Items) expect([g.Id, g.CampaignModels]).toEqual([g.Id, campaignIdsOf(g.Id)]);
    }
    // the seed has campaign models on the demo customer's pre-orders
    expect(seen).toBeGreaterThan(0);
  });
});
