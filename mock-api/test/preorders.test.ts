import type { FastifyInstance } from 'fastify';
import {
  DeliveryMomentTotalSchema,
  PreOrderNotificationSchema,
  PreOrderProductGroupSchema,
  PreOrderSchema,
  PreOrderSheetSchema,
  PreOrderSummarySchema,
  PreOrderTotalsSchema,
  SubGroupTotalSchema,
  pagedSchema,
} from 'shared-kernel/contract';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'salesman', 'customer', 'staff', 'marketing']) t[u] = await login(app, u);
});
afterAll(() => close());

const get = async (user: string, url: string) => {
  const res = await call(app, 'GET', url, t[user]);
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json();
};
const openPreOrderId = async () => pagedSchema(PreOrderSummarySchema).parse(await get('customer', '/api/en/PreOrder?State=0')).Items[0].Id;

describe('pre-order detail', () => {
  it('reads the pre-order, its products, totals, targets and notifications', async () => {
    const id = await openPreOrderId();
    const p = PreOrderSchema.parse(await get('customer', `/api/en/PreOrder/${id}`));
    expect(p).toMatchObject({ Id: id, CustomerKey: 'C0001', State: 0, CustomerCurrency: 'EUR' });
    const groups = pagedSchema(PreOrderProductGroupSchema).parse(await get('customer', `/api/en/PreOrder/${id}/productgroups?Page=1&PageSize=10`));
    expect(groups.PageSize).toBe(10);
    expect(groups.Items[0].Products[0].DeliveryDates.length).toBeGreaterThan(0);
    PreOrderTotalsSchema.parse(await get('customer', `/api/en/PreOrder/${id}/totals`));
    (await get('salesman', `/api/en/PreOrder/${id}/subgrouptotals`)).forEach((r: unknown) => SubGroupTotalSchema.parse(r));
    (await get('salesman', `/api/en/PreOrder/${id}/deliverymomenttotals`)).forEach((r: unknown) => DeliveryMomentTotalSchema.parse(r));
    expect((await get('customer', `/api/en/PreOrder/${id}/targets`)).filter((x: { IsDefault: boolean }) => x.IsDefault)).toHaveLength(1);
    (await get('customer', `/api/en/PreOrder/${id}/notifications`)).forEach((n: unknown) => PreOrderNotificationSchema.parse(n));
    pagedSchema(PreOrderProductGroupSchema).parse(await get('customer', `/api/en/PreOrder/${id}/marketingproductgroups?PageSize=50`));
  });

  it('updates amounts, product and group discounts and recomputes the totals', async () => {
    const id = await openPreOrderId();
    const groups = pagedSchema(PreOrderProductGroupSchema).parse(await get('customer', `/api/en/PreOrder/${id}/productgroups?PageSize=10`));
    const group = groups.Items.find((g) => g.Products.some((p) => p.Variants.some((v) => v.IsEnabled && v.IsAvailable)))!;
    const product = group.Products.find((p) => p.Variants.some((v) => v.IsEnabled && v.IsAvailable))!;
    const variant = product.Variants.find((v) => v.IsEnabled && v.IsAvailable)!;
    const before = PreOrderTotalsSchema.parse(await get('customer', `/api/en/PreOrder/${id}/totals`));
    const set = await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/${variant.Id}`, t.customer, { Id: variant.Id, Amount: variant.Amount + 5 });
    expect(set.json()).toEqual({ Id: variant.Id, Amount: variant.Amount + 5 });
    const after = PreOrderTotalsSchema.parse(await get('customer', `/api/en/PreOrder/${id}/totals`));
    expect(after.ProductVariantAmount).toBe(before.ProductVariantAmount + 5);
    expect(after.TotalProductPrice).toBeGreaterThan(before.TotalProductPrice);

    const tooMuch = await call(app, 'PUT', `/api/en/PreOrder/${id}/product/${product.Id}`, t.customer, { PreOrderDiscount: 100 });
    expect(tooMuch.json().ModelState).toEqual({ 'model.PreOrderDiscount': [expect.any(String)] });
    const date = product.DeliveryDates[1].DeliveryDate;
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/product/${product.Id}`, t.customer, { PreOrderDiscount: 5, DeliveryDate: date })).json()).toEqual({ Id: product.Id, PreOrderDiscount: 5, DeliveryDate: date });
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/productgroup/${group.Id}`, t.customer, { PreOrderDiscount: 10 })).statusCode).toBe(200);
    const regrouped = pagedSchema(PreOrderProductGroupSchema).parse(await get('customer', `/api/en/PreOrder/${id}/productgroups?PageSize=10&Search=${encodeURIComponent(group.ErpId)}`));
    expect(regrouped.Items[0].Products.every((p) => p.PreOrderDiscount === 10)).toBe(true);
    const amounts = pagedSchema(PreOrderProductGroupSchema).parse(await get('customer', `/api/en/PreOrder/${id}/productgroups?AmountsOnly=true&PageSize=100`));
    expect(amounts.Items.map((g) => g.Id)).toContain(group.Id);
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/${variant.Id}`, t.marketing, { Amount: 1 })).statusCode).toBe(403);
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/1`, t.customer, { Amount: 1 })).statusCode).toBe(400);
  });

  it('customer header update, send to salesman, still editable by the customer until the salesman closes it', async () => {
    const id = await openPreOrderId();
    const header = { Address: null, OrderReference: 'PO-TEST', PreOrderDiscount: 0, CustomerComment: 'hi', EarlyShipmentAllowed: true, InternalCustomerReference: 'IR' };
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/customer`, t.customer, header)).json()).toMatchObject({ OrderReference: 'PO-TEST', EarlyShipmentAllowed: true });
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/customer`, t.customer, { ...header, InternalCustomerReference: 'x'.repeat(21) })).json().ModelState).toHaveProperty(['model.InternalCustomerReference']);
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/sendtosales`, t.customer, {})).json()).toMatchObject({ State: 1, CustomerState: 2 });
    // spec section 4: read-only only when closed or expired; sending again is refused
    const again = await call(app, 'PUT', `/api/en/PreOrder/${id}/sendtosales`, t.customer, {});
    expect([again.statusCode, again.json().Message]).toEqual([400, 'The pre-order was already sent.']);
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/customer`, t.customer, { ...header, OrderReference: 'PO-AFTER-SEND' })).json()).toMatchObject({ State: 1, OrderReference: 'PO-AFTER-SEND' });
    const groups = pagedSchema(PreOrderProductGroupSchema).parse(await get('customer', `/api/en/PreOrder/${id}/productgroups?PageSize=100`));
    const variant = groups.Items.flatMap((g) => (g.IsDeleted ? [] : g.Products))
      .filter((p) => !p.IsDeleted && p.DeliveryDates.length > 0)
      .flatMap((p) => p.Variants)
      .find((v) => v.IsEnabled && v.IsAvailable)!;
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/${variant.Id}`, t.customer, { Amount: 7 })).json()).toEqual({ Id: variant.Id, Amount: 7 });
    // the salesman sends it on to sales: the customer still edits, but cannot send it back to the salesman
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/sendtosales`, t.salesman, {})).json()).toMatchObject({ State: 2 });
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/sendtosales`, t.customer, {})).statusCode).toBe(400);
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/${variant.Id}`, t.customer, { Amount: 8 })).statusCode).toBe(200);
    const sales = { ...header, ForecastsAndHistoryVisible: true, InternalComment: 'note' };
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/sales`, t.salesman, sales)).json()).toMatchObject({ InternalComment: 'note', ForecastsAndHistoryVisible: true });
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/sales`, t.customer, sales)).statusCode).toBe(403);
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/sendreminders`, t.salesman, { Users: ['customer@demo.example'] })).statusCode).toBe(200);
    const closed = await call(app, 'PUT', `/api/en/PreOrder/${id}/close`, t.salesman, { Id: id, Users: [] });
    expect(closed.json()).toMatchObject({ State: 3, IsClosed: true });
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/sales`, t.salesman, sales)).statusCode).toBe(400);
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/customer`, t.customer, header)).json().Message).toBe('The pre-order is closed.');
    expect((await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/${variant.Id}`, t.customer, { Amount: 1 })).statusCode).toBe(400);
    const csv = await call(app, 'POST', `/api/en/PreOrder/${id}/export`, t.admin);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect((await call(app, 'POST', `/api/en/PreOrder/${id}/resend`, t.admin)).statusCode).toBe(200);
  });

  it('marks notifications reported, one or all', async () => {
    const all = pagedSchema(PreOrderSummarySchema).parse(await get('admin', '/api/en/PreOrder?PageSize=100'));
    for (const p of all.Items) {
      const notes = (await get('admin', `/api/en/PreOrder/${p.Id}/notifications`)) as { Id: number }[];
      if (!notes.length) continue;
      const one = await call(app, 'PUT', `/api/en/PreOrder/${p.Id}/productnotification/${notes[0].Id}`, t.admin, { Id: notes[0].Id, IsReportedToCustomer: true });
      expect(one.statusCode).toBe(200);
      await call(app, 'PUT', `/api/en/PreOrder/${p.Id}/productnotification`, t.admin, { IsReportedToCustomer: false });
      expect((await get('admin', `/api/en/PreOrder/${p.Id}/notifications`)).every((n: { IsReportedToCustomer: boolean }) => !n.IsReportedToCustomer)).toBe(true);
      return;
    }
    throw new Error('no pre-order with notifications');
  });
});

describe('creating pre-orders and sheets', () => {
  it('salesman creates a pre-order for a customer on an open sheet; ModelState otherwise', async () => {
    const sheets = pagedSchema(PreOrderSheetSchema).parse(await get('salesman', '/api/en/PreOrderSheet?State=0&PageSize=100'));
    const mine = pagedSchema(PreOrderSummarySchema).parse(await get('customer', '/api/en/PreOrder?PageSize=100')).Items.map((p) => p.SheetId);
    const free = sheets.Items.find((s) => !mine.includes(s.Id))!;
    const created = await call(app, 'POST', '/api/en/PreOrder', t.salesman, { CustomerKey: 'C0001', SheetId: free.Id, Users: ['customer@demo.example'], PreOrderDiscount: 0 });
    expect(created.statusCode).toBe(200);
    const id = created.json() as number;
    expect(PreOrderSchema.parse(await get('customer', `/api/en/PreOrder/${id}`))).toMatchObject({ SheetId: free.Id, Users: ['customer@demo.example'] });
    const again = await call(app, 'POST', '/api/en/PreOrder', t.salesman, { CustomerKey: 'C0001', SheetId: free.Id });
    expect(again.json().ModelState).toEqual({ 'model.SheetId': [expect.any(String)] });
    const bad = await call(app, 'POST', '/api/en/PreOrder', t.salesman, { CustomerKey: 'NOPE', SheetId: 999999, InternalCustomerReference: 'x'.repeat(30) });
    expect(Object.keys(bad.json().ModelState)).toEqual(['model.InternalCustomerReference']);
    expect((await call(app, 'POST', '/api/en/PreOrder', t.customer, { CustomerKey: 'C0001', SheetId: free.Id })).statusCode).toBe(403);
  });

  it('admin creates, edits, copies a sheet and manages its groups', async () => {
    const body = { Brand: { Code: 'NRW' }, Collection: { Id: 1 }, Name: 'Test sheet', MaximumDiscount: 15, Deadline: '2030-01-01T00:00:00.000Z', State: 0, SalesmanNote: null, Targets: [{ TargetName: 'Base', IsDefault: true, MaximumDiscount: 10 }] };
    const id = (await call(app, 'POST', '/api/en/PreOrderSheet', t.admin, body)).json() as number;
    const sheet = PreOrderSheetSchema.parse(await get('salesman', `/api/en/PreOrderSheet/${id}`));
    expect(sheet).toMatchObject({ Name: 'Test sheet', Brand: { Code: 'NRW', Name: 'Nordwind' }, Targets: [{ TargetName: 'Base', IsDefault: true }] });
    const wrongCollection = await call(app, 'POST', '/api/en/PreOrderSheet', t.admin, { ...body, Collection: { Id: 30 } });
    expect(wrongCollection.json().ModelState).toEqual({ 'model.Collection.Id': [expect.any(String)] });
    const twoDefaults = await call(app, 'POST', '/api/en/PreOrderSheet', t.admin, { ...body, Targets: [body.Targets[0], body.Targets[0]] });
    expect(twoDefaults.json().ModelState).toEqual({ 'model.Targets': [expect.any(String)] });

    const hits = (await get('admin', '/api/en/productgroup/?Brands=NRW&pageSize=3')).Items as { Id: number }[];
    for (const h of hits) expect((await call(app, 'POST', `/api/en/preordersheet/${id}/productgroup`, t.admin, { Id: h.Id })).statusCode).toBe(200);
    expect((await call(app, 'POST', `/api/en/preordersheet/${id}/productgroup`, t.admin, { Id: hits[0].Id })).json().ModelState['model.Id'][0]).toMatch(/already added/);
    const moved = await call(app, 'PUT', `/api/en/preordersheet/${id}/productgroup/${hits[2].Id}/sortindex/0`, t.admin);
    expect(moved.json().map((g: { Id: number }) => g.Id)).toEqual([hits[2].Id, hits[0].Id, hits[1].Id]);
    expect((await call(app, 'PUT', `/api/en/preordersheet/${id}/productgroup/${hits[0].Id}`, t.admin, { PreOrderDiscount: 5, MaximumDiscount: 20 })).json()).toMatchObject({ PreOrderDiscount: 5, MaximumDiscount: 20 });
    expect((await call(app, 'DELETE', `/api/en/preordersheet/${id}/productgroup/${hits[1].Id}`, t.admin)).statusCode).toBe(200);
    const groups = pagedSchema(PreOrderProductGroupSchema.omit({ Products: true }).passthrough()).parse(await get('salesman', `/api/en/PreOrderSheet/${id}/productgroups`));
    expect(groups.TotalCount).toBe(2);

    const copy = (await call(app, 'POST', `/api/en/PreOrderSheet/${id}/copy`, t.admin)).json() as number;
    expect(PreOrderSheetSchema.parse(await get('admin', `/api/en/PreOrderSheet/${copy}`))).toMatchObject({ Name: 'Test sheet (copy)', State: 1 });
    expect((await call(app, 'PUT', `/api/en/PreOrderSheet/${id}`, t.admin, { ...body, Name: 'Renamed' })).json().Name).toBe('Renamed');
    expect((await call(app, 'POST', '/api/en/PreOrderSheet', t.salesman, body)).statusCode).toBe(403);
    expect((await get('salesman', '/api/en/PreOrderSheet/autocomplete?search=Renamed'))[0]).toMatchObject({ Id: id });
  });
});
