import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
  AxWarningSchema,
  ErpSendResultSchema,
  PreOrderNotificationSchema,
  PreOrderSheetSchema,
  ReportExportSchema,
  SheetBaseSchema,
  SheetReportSchema,
  pagedSchema,
} from 'shared-kernel/contract';
import { call, login, testApp } from './helpers';

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
const ok = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
  const res = await call(app, method, api(path), t[user], body);
  expect([method, path, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([method, path, 200, '']);
  return res;
};
const rows = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;

const FUTURE = '2030-01-01T00:00:00.000Z';
const sheetBody = (name: string) => ({
  Brand: { Code: 'NRW' },
  Collection: { Id: 1 },
  Name: name,
  MaximumDiscount: 20,
  Deadline: FUTURE,
  State: 0,
  SalesmanNote: 'Note for the salesmen',
  Targets: [
    { TargetName: 'Base', IsDefault: true, MaximumDiscount: 10 },
    { TargetName: 'Stretch', IsDefault: false, MaximumDiscount: 15 },
  ],
});
const nrwGroups = () => rows<{ id: number; name: string; erp_id: string }>("SELECT id, name, erp_id FROM product_groups WHERE brand_id = (SELECT id FROM brands WHERE code = 'NRW') AND is_marketing = 0 AND is_deleted = 0 ORDER BY id LIMIT 4");
const marketingGroup = () => one<{ id: number }>('SELECT id FROM product_groups WHERE is_marketing = 1 AND is_deleted = 0 ORDER BY id LIMIT 1').id;
const otherCustomer = () => one<{ key: string }>("SELECT key FROM customers WHERE key <> 'C0001' ORDER BY key LIMIT 1").key;
/** an orderable size of the group (enabled and available in the catalogue) */
const orderable = (groupId: number) =>
  one<{ id: number; product_id: number }>('SELECT v.id, v.product_id FROM variants v JOIN products pr ON pr.id = v.product_id WHERE pr.group_id = ? AND v.is_enabled = 1 AND v.is_available = 1 ORDER BY v.id LIMIT 1', groupId);
const notifications = async (preOrderId: number) =>
  ((await ok('admin', 'GET', `PreOrder/${preOrderId}/notifications`)).json() as unknown[]).map((n) => PreOrderNotificationSchema.parse(n));

async function newSheet(name: string, groups: number[] = []): Promise<number> {
  const id = (await ok('admin', 'POST', 'PreOrderSheet', sheetBody(name))).json() as number;
  for (const g of groups) await ok('admin', 'POST', `preordersheet/${id}/productgroup`, { Id: g });
  return id;
}
async function newPreOrder(sheetId: number, customerKey: string, orderReference = 'REF-1'): Promise<number> {
  return (await ok('admin', 'POST', 'PreOrder', { CustomerKey: customerKey, SheetId: sheetId, OrderReference: orderReference })).json() as number;
}

describe('admin only', () => {
  it('refuses every sheet builder, report, export and AX warning call to a salesman and a customer', async () => {
    const [g] = nrwGroups();
    const sheet = await newSheet('Guarded', [g.id]);
    const v = orderable(g.id);
    const adminOnly: ['POST' | 'PUT' | 'DELETE' | 'GET', string, unknown?][] = [
      ['POST', 'PreOrderSheet', sheetBody('x')],
      ['PUT', `PreOrderSheet/${sheet}`, sheetBody('x')],
      ['POST', `PreOrderSheet/${sheet}/copy`],
      ['POST', `preordersheet/${sheet}/productgroup`, { Id: g.id }],
      ['PUT', `preordersheet/${sheet}/productgroup/${g.id}`, { PreOrderDiscount: 0, MaximumDiscount: 10 }],
      ['PUT', `preordersheet/${sheet}/productgroup/${g.id}/sortindex/0`],
      ['DELETE', `preordersheet/${sheet}/productgroup/${g.id}`],
      ['POST', `preordersheet/${sheet}/marketingproductgroup`, { Id: 1 }],
      ['DELETE', `preordersheet/${sheet}/marketingproductgroup/1`],
      ['POST', `preordersheet/${sheet}/product`, { Id: v.product_id, DeliveryDates: [FUTURE] }],
      ['PUT', `preordersheet/${sheet}/product/${v.product_id}`, { DeliveryDates: [] }],
      ['DELETE', `preordersheet/${sheet}/product/${v.product_id}`],
      ['POST', `preordersheet/${sheet}/marketingproduct`, { Id: 1, DeliveryDates: [FUTURE] }],
      ['PUT', `preordersheet/${sheet}/marketingproduct/1`, { DeliveryDates: [] }],
      ['DELETE', `preordersheet/${sheet}/marketingproduct/1`],
      ['PUT', `preordersheet/${sheet}/productvariant/${v.id}`, {}],
      ['GET', `preordersheet/report?sheetId=${sheet}`],
      ['GET', `preordersheet/exportreport?sheetId=${sheet}`],
      ['GET', 'axwarning'],
      ['DELETE', 'axwarning/1'],
      ['POST', 'axwarning/1/export'],
      ['POST', 'axwarning/1/resend'],
      ['POST', 'PreOrder/1/export'],
      ['POST', 'PreOrder/1/resend'],
    ];
    const staffReads: ['GET', string][] = [
      ['GET', 'PreOrderSheet'],
      ['GET', `PreOrderSheet/${sheet}`],
      ['GET', 'PreOrderSheet/autocomplete?search=G'],
      ['GET', `PreOrderSheet/${sheet}/productgroups`],
      ['GET', `PreOrderSheet/${sheet}/marketingproductgroups`],
      ['GET', `preordersheet/base?sheetId=${sheet}`],
    ];
    for (const [method, path, body] of adminOnly) {
      for (const user of ['salesman', 'customer']) expect([user, method, path, (await call(app, method, api(path), t[user], body)).statusCode]).toEqual([user, method, path, 403]);
    }
    for (const [method, path] of staffReads) {
      expect([method, path, (await call(app, method, api(path), t.customer)).statusCode]).toEqual([method, path, 403]);
      expect([method, path, (await call(app, method, api(path), t.salesman)).statusCode]).toEqual([method, path, 200]);
    }
    expect((await call(app, 'GET', api('PreOrderSheet'))).statusCode).toBe(401);
  });
});

describe('sheet create, edit, base, copy', () => {
  it('validates with the ModelState field names of spec section 5', async () => {
    const bad = await call(app, 'POST', api('PreOrderSheet'), t.admin, { Brand: { Code: '' }, Collection: { Id: 0 }, Name: '', MaximumDiscount: 101, Deadline: 'never', State: 3 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().ModelState).sort()).toEqual(['model.Brand.Code', 'model.Collection.Id', 'model.Deadline', 'model.MaximumDiscount', 'model.Name', 'model.State']);
    expect(Object.keys((await call(app, 'POST', api('PreOrderSheet'), t.admin, { ...sheetBody('x'), Brand: { Code: 'NOPE' } })).json().ModelState)).toEqual(['model.Brand.Code']);
    expect(Object.keys((await call(app, 'POST', api('PreOrderSheet'), t.admin, 'not json')).json().ModelState ?? { x: 1 }).length).toBeGreaterThan(0);
    expect((await call(app, 'PUT', api('PreOrderSheet/999999'), t.admin, sheetBody('x'))).statusCode).toBe(404);
    expect((await call(app, 'PUT', api('PreOrderSheet/abc'), t.admin, sheetBody('x'))).statusCode).toBe(400);
    expect((await call(app, 'GET', api('preordersheet/base'), t.admin)).json().ModelState).toHaveProperty(['model.sheetId']);
    expect((await call(app, 'GET', api('preordersheet/base?sheetId=999999'), t.admin)).statusCode).toBe(404);
  });

  it('creates, reads the base, edits and copies with the same groups, targets, dates and size toggles', async () => {
    const groups = nrwGroups();
    const id = await newSheet('Winter builder', [groups[0].id, groups[1].id]);
    const mk = marketingGroup();
    await ok('admin', 'POST', `preordersheet/${id}/marketingproductgroup`, { Id: mk });
    const base = SheetBaseSchema.parse((await ok('salesman', 'GET', `preordersheet/base?sheetId=${id}`)).json());
    expect(base).toMatchObject({ Id: id, Name: 'Winter builder', Brand: { Code: 'NRW' }, MaximumDiscount: 20, State: 0, DeadlineExpired: false, ProductGroupCount: 2, MarketingProductGroupCount: 1 });
    expect(base.Targets.map((x) => [x.TargetName, x.IsDefault, x.MaximumDiscount])).toEqual([['Base', true, 10], ['Stretch', false, 15]]);

    const edited = PreOrderSheetSchema.parse((await ok('admin', 'PUT', `PreOrderSheet/${id}`, { ...sheetBody('Winter builder 2'), MaximumDiscount: 30, State: 1, Targets: [{ ...base.Targets[0] }, { TargetName: 'New', IsDefault: false, MaximumDiscount: 5 }] })).json());
    expect(edited).toMatchObject({ Name: 'Winter builder 2', MaximumDiscount: 30, State: 1 });
    expect(edited.Targets.map((x) => x.TargetName)).toEqual(['Base', 'New']);
    expect(edited.Targets[0].TargetId).toBe(base.Targets[0].TargetId);

    const v = orderable(groups[0].id);
    const date = one<{ delivery_date: string }>('SELECT delivery_date FROM delivery_dates WHERE product_id = ? ORDER BY delivery_date LIMIT 1', v.product_id).delivery_date;
    await ok('admin', 'POST', `preordersheet/${id}/product`, { Id: v.product_id, DeliveryDates: [date] });
    await ok('admin', 'PUT', `preordersheet/${id}/productvariant/${v.id}`, { IsAvailable: false });

    const copyRes = await ok('admin', 'POST', `PreOrderSheet/${id}/copy`);
    const copy = copyRes.json() as number;
    expect(typeof copy).toBe('number');
    expect(copy).not.toBe(id);
    const [a, b] = [PreOrderSheetSchema.parse((await ok('admin', 'GET', `PreOrderSheet/${id}`)).json()), PreOrderSheetSchema.parse((await ok('admin', 'GET', `PreOrderSheet/${copy}`)).json())];
    expect(b).toMatchObject({ Name: 'Winter builder 2 (copy)', State: 1, MaximumDiscount: 30, Brand: a.Brand, Collection: a.Collection, SalesmanNote: a.SalesmanNote });
    expect(b.ProductGroups.map((g) => [g.Id, g.SortIndex, g.PreOrderDiscount, g.MaximumDiscount])).toEqual(a.ProductGroups.map((g) => [g.Id, g.SortIndex, g.PreOrderDiscount, g.MaximumDiscount]));
    expect(b.MarketingProductGroups.map((g) => g.Id)).toEqual([mk]);
    expect(b.Targets.map(({ TargetName, IsDefault, MaximumDiscount }) => ({ TargetName, IsDefault, MaximumDiscount }))).toEqual(a.Targets.map(({ TargetName, IsDefault, MaximumDiscount }) => ({ TargetName, IsDefault, MaximumDiscount })));
    expect(b.Targets.map((x) => x.TargetId)).not.toEqual(a.Targets.map((x) => x.TargetId));
    const copiedGroup = (await ok('admin', 'GET', `PreOrderSheet/${copy}/productgroups?Search=${groups[0].erp_id}`)).json().Items[0];
    const copiedProduct = copiedGroup.Products.find((p: { Id: number }) => p.Id === v.product_id);
    expect(copiedProduct.SheetDeliveryDates).toEqual([date]);
    expect(copiedProduct.Variants.find((x: { Id: number }) => x.Id === v.id).IsAvailable).toBe(false);
    expect((await call(app, 'POST', api('PreOrderSheet/999999/copy'), t.admin)).statusCode).toBe(404);
    expect((await ok('admin', 'GET', 'PreOrderSheet/autocomplete?search=Winter%20builder%202')).json().map((s: { Id: number }) => s.Id)).toEqual(expect.arrayContaining([id, copy]));
  });
});

describe('sheet builder: groups, delivery dates, size toggles', () => {
  it('adds, sorts, updates and removes groups, marketing groups too; duplicates refused', async () => {
    const groups = nrwGroups();
    const id = await newSheet('Groups', groups.slice(0, 3).map((g) => g.id));
    const dup = await call(app, 'POST', api(`preordersheet/${id}/productgroup`), t.admin, { Id: groups[0].id });
    expect(dup.json().ModelState['model.Id'][0]).toBe('This product(group) is already added to the list, you can remove this from the product view.');
    expect((await call(app, 'POST', api(`preordersheet/${id}/productgroup`), t.admin, { Id: 'x' })).json().ModelState).toHaveProperty(['model.Id']);
    expect((await call(app, 'POST', api(`preordersheet/${id}/productgroup`), t.admin, { Id: marketingGroup() })).json().ModelState).toHaveProperty(['model.Id']);
    const sorted = (await ok('admin', 'PUT', `preordersheet/${id}/productgroup/${groups[2].id}/sortindex/0`)).json() as { Id: number }[];
    expect(sorted.map((g) => g.Id)).toEqual([groups[2].id, groups[0].id, groups[1].id]);
    expect((await call(app, 'PUT', api(`preordersheet/${id}/productgroup/${groups[0].id}`), t.admin, { PreOrderDiscount: 30, MaximumDiscount: 20 })).json().ModelState).toHaveProperty(['model.PreOrderDiscount']);
    expect((await ok('admin', 'PUT', `preordersheet/${id}/productgroup/${groups[0].id}`, { PreOrderDiscount: 5, MaximumDiscount: 20 })).json()).toMatchObject({ Id: groups[0].id, PreOrderDiscount: 5 });
    await ok('admin', 'DELETE', `preordersheet/${id}/productgroup/${groups[1].id}`);
    expect((await call(app, 'DELETE', api(`preordersheet/${id}/productgroup/${groups[1].id}`), t.admin)).statusCode).toBe(404);
    const mk = marketingGroup();
    await ok('admin', 'POST', `preordersheet/${id}/marketingproductgroup`, { Id: mk });
    expect((await ok('admin', 'GET', `PreOrderSheet/${id}/marketingproductgroups`)).json().Items.map((g: { Id: number }) => g.Id)).toEqual([mk]);
    await ok('admin', 'PUT', `preordersheet/${id}/marketingproductgroup/${mk}`, { PreOrderDiscount: 0, MaximumDiscount: 50 });
    await ok('admin', 'DELETE', `preordersheet/${id}/marketingproductgroup/${mk}`);
    const list = (await ok('salesman', 'GET', `PreOrderSheet/${id}/productgroups?PageSize=10`)).json();
    expect(list.Items.map((g: { Id: number }) => g.Id)).toEqual([groups[2].id, groups[0].id]);
  });

  it('sets the delivery dates of a colour product on the sheet; without any it has no date selected', async () => {
    const [g, off] = nrwGroups();
    const id = await newSheet('Dates', [g.id]);
    const v = orderable(g.id);
    const dates = rows<{ delivery_date: string }>('SELECT delivery_date FROM delivery_dates WHERE product_id = ? ORDER BY delivery_date', v.product_id).map((d) => d.delivery_date);
    expect(dates.length).toBeGreaterThanOrEqual(2);
    const product = async () => (await ok('admin', 'GET', `PreOrderSheet/${id}/productgroups`)).json().Items[0].Products.find((p: { Id: number }) => p.Id === v.product_id);
    expect((await product()).SheetDeliveryDates).toEqual([]);
    expect((await product()).DeliveryDate).toBeNull();

    expect((await ok('admin', 'POST', `preordersheet/${id}/product`, { Id: v.product_id, DeliveryDates: [dates[1]] })).json()).toEqual({ Id: v.product_id, DeliveryDates: [dates[1]] });
    const p1 = await product();
    expect(p1.SheetDeliveryDates).toEqual([dates[1]]);
    expect(p1.DeliveryDates.map((d: { IsSelected: boolean }) => d.IsSelected)).toEqual(dates.map((d) => d === dates[1]));
    const dup = await call(app, 'POST', api(`preordersheet/${id}/product`), t.admin, { Id: v.product_id, DeliveryDates: [dates[0]] });
    expect(dup.json().ModelState['model.Id'][0]).toMatch(/already added/);
    expect((await ok('admin', 'PUT', `preordersheet/${id}/product/${v.product_id}`, { DeliveryDates: [new Date(dates[0]).toISOString(), dates[1]] })).json()).toEqual({ Id: v.product_id, DeliveryDates: dates.slice(0, 2) });
    expect((await product()).SheetDeliveryDates).toEqual(dates.slice(0, 2));

    const wrongDate = await call(app, 'PUT', api(`preordersheet/${id}/product/${v.product_id}`), t.admin, { DeliveryDates: ['2001-01-01'] });
    expect(Object.keys(wrongDate.json().ModelState)).toEqual(['model.DeliveryDates']);
    expect(Object.keys((await call(app, 'POST', api(`preordersheet/${id}/product`), t.admin, { Id: v.product_id, DeliveryDates: [] })).json().ModelState)).toEqual(['model.DeliveryDates']);
    expect(Object.keys((await call(app, 'POST', api(`preordersheet/${id}/product`), t.admin, { Id: v.product_id, DeliveryDates: ['nope'] })).json().ModelState)).toEqual(['model.DeliveryDates.0']);
    const offSheet = orderable(off.id).product_id;
    expect((await call(app, 'POST', api(`preordersheet/${id}/product`), t.admin, { Id: offSheet, DeliveryDates: [dates[0]] })).json().ModelState['model.Id'][0]).toMatch(/not on the sheet/);
    expect((await call(app, 'POST', api(`preordersheet/${id}/marketingproduct`), t.admin, { Id: v.product_id, DeliveryDates: [dates[0]] })).json().ModelState).toHaveProperty(['model.Id']);
    expect((await call(app, 'POST', api(`preordersheet/${id}/product`), t.admin, { Id: 99999999, DeliveryDates: [dates[0]] })).json().ModelState).toHaveProperty(['model.Id']);

    await ok('admin', 'DELETE', `preordersheet/${id}/product/${v.product_id}`);
    expect((await product()).SheetDeliveryDates).toEqual([]);
    expect((await call(app, 'DELETE', api(`preordersheet/${id}/product/${v.product_id}`), t.admin)).statusCode).toBe(404);
  });

  it('toggles sizes on the sheet only (IsAvailable flips), refuses sizes off the sheet or disabled in the catalogue', async () => {
    const [g, off] = nrwGroups();
    const id = await newSheet('Sizes', [g.id]);
    const v = orderable(g.id);
    const size = async () =>
      (await ok('admin', 'GET', `PreOrderSheet/${id}/productgroups`)).json().Items[0].Products.flatMap((p: { Variants: { Id: number; IsAvailable: boolean }[] }) => p.Variants).find((x: { Id: number }) => x.Id === v.id).IsAvailable;
    expect(await size()).toBe(true);
    expect((await ok('admin', 'PUT', `preordersheet/${id}/productvariant/${v.id}`)).json()).toEqual({ Id: v.id, IsAvailable: false });
    expect(await size()).toBe(false);
    expect(one<{ is_available: number }>('SELECT is_available FROM variants WHERE id = ?', v.id).is_available).toBe(1);
    expect((await ok('admin', 'PUT', `preordersheet/${id}/productvariant/${v.id}`, { Id: v.id })).json()).toEqual({ Id: v.id, IsAvailable: true });
    expect((await ok('admin', 'PUT', `preordersheet/${id}/productvariant/${v.id}`, { IsAvailable: true })).json()).toEqual({ Id: v.id, IsAvailable: true });
    expect((await call(app, 'PUT', api(`preordersheet/${id}/productvariant/${v.id}`), t.admin, { IsAvailable: 'yes' })).json().ModelState).toHaveProperty(['model.IsAvailable']);
    expect((await call(app, 'PUT', api(`preordersheet/${id}/productvariant/${orderable(off.id).id}`), t.admin, {})).statusCode).toBe(400);
    expect((await call(app, 'PUT', api(`preordersheet/${id}/productvariant/99999999`), t.admin, {})).statusCode).toBe(404);
    const disabled = one<{ id: number; group_id: number } | undefined>('SELECT v.id, pr.group_id FROM variants v JOIN products pr ON pr.id = v.product_id JOIN product_groups g ON g.id = pr.group_id WHERE v.is_enabled = 0 AND g.is_marketing = 0 AND g.is_deleted = 0 ORDER BY v.id LIMIT 1');
    if (disabled) {
      await ok('admin', 'POST', `preordersheet/${id}/productgroup`, { Id: disabled.group_id });
      expect((await call(app, 'PUT', api(`preordersheet/${id}/productvariant/${disabled.id}`), t.admin, {})).json().ModelState).toEqual({ 'model.IsAvailable': [expect.any(String)] });
    }
  });
});

describe('sheet changes reach open pre-orders as notifications', () => {
  it('ProductAdded, SizeDeactivated, SizeActivated, ProductRemoved, DeadlineExpired; none for closed pre-orders', async () => {
    const groups = nrwGroups();
    const id = await newSheet('Notified', [groups[0].id]);
    const open = await newPreOrder(id, 'C0001');
    const closed = await newPreOrder(id, otherCustomer());
    await ok('admin', 'PUT', `PreOrder/${closed}/close`, { Id: closed, Users: [] });
    expect(await notifications(open)).toEqual([]);

    await ok('admin', 'POST', `preordersheet/${id}/productgroup`, { Id: groups[1].id });
    let notes = await notifications(open);
    expect(notes).toEqual([{ Id: expect.any(Number), Type: 'ProductAdded', Message: `Product "${groups[1].name}" (${groups[1].erp_id}) was added to the pre-order sheet.`, IsReportedToCustomer: false }]);

    const v = orderable(groups[1].id);
    const sv = one<{ size: string; color: string }>('SELECT v.size, pr.color FROM variants v JOIN products pr ON pr.id = v.product_id WHERE v.id = ?', v.id);
    await ok('salesman', 'PUT', `PreOrder/${open}/productvariant/${v.id}`, { Amount: 3 });
    await ok('admin', 'PUT', `preordersheet/${id}/productvariant/${v.id}`, {});
    await ok('admin', 'PUT', `preordersheet/${id}/productvariant/${v.id}`, { IsAvailable: false }); // no change, no notification
    await ok('admin', 'PUT', `preordersheet/${id}/productvariant/${v.id}`, {});
    notes = await notifications(open);
    expect(notes.slice(1).map((n) => [n.Type, n.IsReportedToCustomer])).toEqual([
      ['SizeDeactivated', false],
      ['SizeActivated', false],
    ]);
    expect(notes[1].Message).toBe(`Size ${sv.size} of "${groups[1].name}" (${groups[1].erp_id}), colour ${sv.color}, can no longer be ordered.`);
    expect(notes[2].Message).toContain(`Size ${sv.size} of "${groups[1].name}"`);

    await ok('admin', 'DELETE', `preordersheet/${id}/productgroup/${groups[1].id}`);
    notes = await notifications(open);
    expect(notes[3]).toMatchObject({ Type: 'ProductRemoved', Message: `Product "${groups[1].name}" (${groups[1].erp_id}) was removed from the pre-order sheet.`, IsReportedToCustomer: false });
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM preorder_lines WHERE preorder_id = ?', open).n).toBe(0);

    const mk = marketingGroup();
    await ok('admin', 'POST', `preordersheet/${id}/marketingproductgroup`, { Id: mk });
    expect((await notifications(open))[4]).toMatchObject({ Type: 'ProductAdded', Message: expect.stringMatching(/^Marketing product ".+" \(.+\) was added to the pre-order sheet\.$/) });

    await ok('admin', 'PUT', `PreOrderSheet/${id}`, { ...sheetBody('Notified'), Deadline: '2030-06-01T00:00:00.000Z' }); // still in the future
    expect(await notifications(open)).toHaveLength(5);
    await ok('admin', 'PUT', `PreOrderSheet/${id}`, { ...sheetBody('Notified'), Deadline: '2020-03-15T00:00:00.000Z' });
    notes = await notifications(open);
    expect(notes[5]).toEqual({ Id: expect.any(Number), Type: 'DeadlineExpired', Message: 'The deadline of the pre-order sheet "Notified" expired on 15-03-2020.', IsReportedToCustomer: false });
    await ok('admin', 'PUT', `PreOrderSheet/${id}`, { ...sheetBody('Notified'), Deadline: '2020-03-01T00:00:00.000Z' }); // already expired
    expect(await notifications(open)).toHaveLength(6);

    expect(await notifications(closed)).toEqual([]);
    expect((await ok('customer', 'GET', `PreOrder/${open}/notifications`)).json()).toHaveLength(6);
  });
});

describe('ERP (AX): export, resend, close, AX warnings', () => {
  async function filledPreOrder(name: string) {
    const groups = nrwGroups().slice(0, 2);
    const id = await newSheet(name, groups.map((g) => g.id));
    const pre = await newPreOrder(id, 'C0001', 'PO;"Winter"');
    const variants = groups.map((g) => orderable(g.id));
    await ok('salesman', 'PUT', `PreOrder/${pre}/productvariant/${variants[0].id}`, { Amount: 4 });
    await ok('salesman', 'PUT', `PreOrder/${pre}/productvariant/${variants[1].id}`, { Amount: 2 });
    const date = one<{ delivery_date: string }>('SELECT delivery_date FROM delivery_dates WHERE product_id = ? ORDER BY delivery_date DESC LIMIT 1', variants[0].product_id).delivery_date;
    await ok('salesman', 'PUT', `PreOrder/${pre}/product/${variants[0].product_id}`, { PreOrderDiscount: 5, DeliveryDate: date });
    await ok('salesman', 'PUT', `PreOrder/${pre}/productgroup/${groups[1].id}`, { PreOrderDiscount: 10 });
    return { sheet: id, pre, variants, date };
  }
  const warnings = async () => pagedSchema(AxWarningSchema).parse((await ok('admin', 'GET', 'axwarning?PageSize=500')).json()).Items;

  it('exports export.csv in the documented AX line format, line by line, and records it in the outbox', async () => {
    const { sheet, pre, variants, date } = await filledPreOrder('Export');
    const res = await ok('admin', 'POST', `PreOrder/${pre}/export`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const lines = res.body.slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(3);
    const customer = one<{ alt_key: string }>("SELECT alt_key FROM customers WHERE key = 'C0001'");
    const today = new Date().toISOString().slice(0, 10);
    expect(lines[0]).toBe(`H;PREOR;${customer.alt_key};"PO;""Winter""";${pre};${sheet};NRW;EUR;0;0;;${today};2`);
    const expected = variants.map((v, i) => {
      const x = one<{ erp_id: string; ean: string; size: string; color_id: string; retail_cents: number }>(
        'SELECT g.erp_id, v.ean, v.size, pr.color_id, pr.retail_cents FROM variants v JOIN products pr ON pr.id = v.product_id JOIN product_groups g ON g.id = pr.group_id WHERE v.id = ?',
        v.id,
      );
      const dd = i === 0 ? one<{ retail_from_cents: number }>('SELECT retail_from_cents FROM delivery_dates WHERE product_id = ? AND delivery_date = ?', v.product_id, date).retail_from_cents : 0;
      const cents = dd > 0 ? dd : x.retail_cents;
      const price = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      return [variants[i].id, `L;PREOR;${customer.alt_key};"PO;""Winter""";${x.erp_id};${x.ean};${x.size};${x.color_id};${i === 0 ? 4 : 2};${price};${i === 0 ? 5 : 10};${i === 0 ? date.slice(0, 10) : ''}`] as const;
    });
    expect(lines.slice(1)).toEqual([...expected].sort((a, b) => a[0] - b[0]).map((e) => e[1]));
    for (const l of lines.slice(1)) expect(l).toMatch(/;\d+;\d+\.\d{2};\d+;(\d{4}-\d{2}-\d{2})?$/);
    expect(one<{ reason: string; status: string; payload: string }>('SELECT reason, status, payload FROM erp_outbox WHERE preorder_id = ? ORDER BY id DESC LIMIT 1', pre)).toEqual({ reason: 'export', status: 'exported', payload: res.body });
    expect((await call(app, 'POST', api('PreOrder/999999/export'), t.admin)).statusCode).toBe(404);
    expect((await call(app, 'POST', api('PreOrder/abc/export'), t.admin)).statusCode).toBe(400);
  });

  it('a refused send becomes an AX warning that export answers and a successful resend clears', async () => {
    const { pre } = await filledPreOrder('Resend');
    await ok('admin', 'POST', `PreOrder/${pre}/resend`).then((r) => expect(ErpSendResultSchema.parse(r.json())).toMatchObject({ Sent: true }));
    expect(one<{ status: string; reason: string }>('SELECT status, reason FROM erp_outbox WHERE preorder_id = ? ORDER BY id DESC LIMIT 1', pre)).toEqual({ status: 'sent', reason: 'resend' });

    process.env.ERP_FAIL = '1';
    let warningId: number;
    try {
      const failed = await call(app, 'POST', api(`PreOrder/${pre}/resend`), t.admin);
      expect(failed.statusCode).toBe(400);
      expect(failed.json().Message).toMatch(/ERP_FAIL=1/);
      warningId = failed.json().AxWarningId as number;
      const listed = (await warnings()).find((w) => w.Id === warningId);
      expect(listed).toMatchObject({ Type: 'PreOrder', Warning: 'AX is not reachable (ERP_FAIL=1).', CustomerAltKey: one<{ alt_key: string }>("SELECT alt_key FROM customers WHERE key = 'C0001'").alt_key, OrderReference: 'PO;"Winter"' });
      expect(one<{ status: string; ax_warning_id: number }>('SELECT status, ax_warning_id FROM erp_outbox WHERE preorder_id = ? ORDER BY id DESC LIMIT 1', pre)).toEqual({ status: 'failed', ax_warning_id: warningId });
      // a second refusal refreshes the same warning instead of adding one
      expect((await call(app, 'POST', api(`axwarning/${warningId}/resend`), t.admin)).json()).toMatchObject({ AxWarningId: warningId });
      expect((await warnings()).filter((w) => w.Id === warningId)).toHaveLength(1);
    } finally {
      delete process.env.ERP_FAIL;
    }
    const exported = await ok('admin', 'POST', `axwarning/${warningId}/export`);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(exported.body).toBe((await ok('admin', 'POST', `PreOrder/${pre}/export`)).body);

    const retried = ErpSendResultSchema.parse((await ok('admin', 'POST', `axwarning/${warningId}/resend`)).json());
    expect(retried).toMatchObject({ Sent: true, OutboxId: expect.any(Number) });
    expect((await warnings()).some((w) => w.Id === warningId)).toBe(false);
    expect((await call(app, 'POST', api(`axwarning/${warningId}/resend`), t.admin)).statusCode).toBe(404);
    expect(rows<{ reason: string; status: string }>('SELECT reason, status FROM erp_outbox WHERE preorder_id = ? ORDER BY id', pre).map((r) => `${r.reason}:${r.status}`)).toEqual([
      'resend:sent',
      'resend:failed',
      'retry:failed',
      'export:exported',
      'export:exported',
      'retry:sent',
    ]);
  });

  it('closing queues to AX: sent when accepted, an AX warning when refused (no lines), which can be ignored', async () => {
    const { pre } = await filledPreOrder('Close ok');
    await ok('salesman', 'PUT', `PreOrder/${pre}/close`, { Id: pre, Users: [] });
    expect(one<{ reason: string; status: string }>('SELECT reason, status FROM erp_outbox WHERE preorder_id = ?', pre)).toEqual({ reason: 'close', status: 'sent' });

    const sheet = await newSheet('Close empty', [nrwGroups()[0].id]);
    const empty = await newPreOrder(sheet, otherCustomer(), '');
    const closed = await ok('salesman', 'PUT', `PreOrder/${empty}/close`, { Id: empty, Users: [] });
    expect(closed.json()).toMatchObject({ State: 3, IsClosed: true });
    const w = (await warnings()).find((x) => x.OrderReference === `PO-${empty}`)!;
    expect(w).toMatchObject({ Type: 'PreOrder', Warning: 'The pre-order has no lines.' });
    expect((await call(app, 'POST', api(`axwarning/${w.Id}/resend`), t.admin)).json().Message).toMatch(/no lines/);
    await ok('admin', 'DELETE', `axwarning/${w.Id}`);
    expect((await warnings()).some((x) => x.Id === w.Id)).toBe(false);
    expect((await call(app, 'DELETE', api(`axwarning/${w.Id}`), t.admin)).statusCode).toBe(404);
    expect((await call(app, 'POST', api(`axwarning/${w.Id}/export`), t.admin)).statusCode).toBe(404);
  });

  it('seeded AX warnings without a pre-order: export as a one-row CSV, resend marks them processed', async () => {
    const seeded = rows<{ id: number }>('SELECT id FROM ax_warnings WHERE preorder_id IS NULL AND is_ignored = 0 AND resent_at IS NULL ORDER BY id LIMIT 1')[0];
    const csv = await ok('admin', 'POST', `axwarning/${seeded.id}/export`);
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFId;Warning;Type;CustomerAltKey;CustomerName;OrderReference;ProcessDate');
    expect(ErpSendResultSchema.parse((await ok('admin', 'POST', `axwarning/${seeded.id}/resend`)).json())).toMatchObject({ Sent: true, OutboxId: null });
    expect((await warnings()).some((w) => w.Id === seeded.id)).toBe(false);
    expect((await call(app, 'POST', api('axwarning/0/resend'), t.admin)).json().ModelState).toHaveProperty(['model.id']);
  });
});

describe('reports', () => {
  it('answers data and statistics filtered by salesman and country, and the export as base64', async () => {
    const sheet = one<{ sheet_id: number }>("SELECT sheet_id FROM preorders WHERE customer_key = 'C0001' AND system_state = 0 ORDER BY id LIMIT 1").sheet_id;
    const all = SheetReportSchema.parse((await ok('admin', 'GET', `preordersheet/report?sheetId=${sheet}`)).json());
    expect(all.Data.BrandCode).toMatch(/^[A-Z]+$/);
    expect(all.Statistics.map((s) => s.Label)).toEqual(['PreOrders', 'Sent', 'Closed', 'Amount', 'Total']);
    const preOrders = all.Statistics[0].Value;
    expect(preOrders).toBeGreaterThan(0);
    const salesman = '00000000-0000-4000-a000-000000000002';
    const mine = SheetReportSchema.parse((await ok('admin', 'GET', `preordersheet/report?sheetId=${sheet}&salesmanId=${salesman}`)).json());
    expect(mine.Statistics[0].Value).toBe(one<{ n: number }>('SELECT COUNT(*) AS n FROM preorders WHERE sheet_id = ? AND system_state = 0 AND salesman_id = ?', sheet, salesman).n);
    const nowhere = SheetReportSchema.parse((await ok('admin', 'GET', `preordersheet/report?sheetId=${sheet}&country=ZZ`)).json());
    expect(nowhere.Statistics[0].Value).toBe(0);
    const exported = ReportExportSchema.parse((await ok('admin', 'GET', `preordersheet/exportreport?sheetId=${sheet}&salesmanId=${salesman}&country=BE`)).json());
    expect(exported.FileName).toMatch(/\.csv$/);
    const text = Buffer.from(exported.Content, 'base64').toString('utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFLabel;Value');
    expect(text).toContain('PreOrders;');
    expect((await call(app, 'GET', api('preordersheet/report'), t.admin)).json().ModelState).toHaveProperty(['model.sheetId']);
    expect((await call(app, 'GET', api('preordersheet/exportreport?sheetId=x'), t.admin)).json().ModelState).toHaveProperty(['model.sheetId']);
    expect((await call(app, 'GET', api('preordersheet/report?sheetId=999999'), t.admin)).statusCode).toBe(404);
  });
});

describe('the sheet builder search (productgroup/autocomplete with preOrderSheetId)', () => {
  it("finds the sheet brand's products, pre-order items included, and keeps marketing products in their own search", async () => {
    const id = (await ok('admin', 'POST', 'PreOrderSheet', sheetBody('Search sheet'))).json() as number;
    const search = async (extra: string) =>
      (await ok('admin', 'GET', `productgroup/autocomplete?search=Nordwind&take=100&preOrderSheetId=${id}${extra}`)).json() as { Id: number }[];
    const brandOf = (gid: number) => one<{ code: string; m: number }>('SELECT b.code, g.is_marketing AS m FROM product_groups g JOIN brands b ON b.id = g.brand_id WHERE g.id = ?', gid);
    const products = await search('');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((h) => brandOf(h.Id).code === 'NRW' && brandOf(h.Id).m === 0)).toBe(true);
    const marketing = await search('&marketingOnly=true');
    expect(marketing.every((h) => brandOf(h.Id).m === 1)).toBe(true);
    // the shop search (no sheet) of a customer never lists pre-order-only groups; the sheet search may
    const preOnly = rows<{ id: number }>(
      "SELECT g.id FROM product_groups g WHERE g.brand_id = (SELECT id FROM brands WHERE code = 'NRW') AND g.is_marketing = 0 AND g.is_deleted = 0 AND NOT EXISTS (SELECT 1 FROM products p JOIN variants v ON v.product_id = p.id WHERE p.group_id = g.id AND v.stock_status NOT IN ('PRE', 'PRE2'))",
    );
    if (preOnly.length) {
      const name = one<{ name: string }>('SELECT name FROM product_groups WHERE id = ?', preOnly[0].id).name;
      const hits = (await ok('admin', 'GET', `productgroup/autocomplete?search=${encodeURIComponent(name)}&preOrderSheetId=${id}`)).json() as { Id: number }[];
      expect(hits.map((h) => h.Id)).toContain(preOnly[0].id);
    }
  });
});
