import type { FastifyInstance } from 'fastify';
import { PreOrderSchema, PreOrderSummarySchema, pagedSchema, type PreOrder } from 'shared-kernel/contract';
import { DEMO } from '../src/db/seed/people';
import { call, login, testApp } from './helpers';

/*
 * Issue 15, security point 6: pre-order writes are checked. The delivery address of PUT customer and PUT
 * sales belongs to the pre-order's customer (as POST checks); discounts are whole percentages (the AX line
 * format); a salesman may change any pre-order of a customer he may impersonate (every customer, as he
 * may read and chat on every pre-order), covering for colleagues; customers only their company's.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
const db = () => app.ctx.db;

beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'salesman', 'customer']) t[u] = await login(app, u);
});
afterAll(() => close());

const read = async (id: number, token = t.customer): Promise<PreOrder> => PreOrderSchema.parse((await call(app, 'GET', `/api/en/PreOrder/${id}`, token)).json());
const openId = async () => pagedSchema(PreOrderSummarySchema).parse((await call(app, 'GET', '/api/en/PreOrder?State=0', t.customer)).json()).Items[0].Id;
const customerBody = (p: PreOrder) => ({
  Id: p.Id,
  Address: p.Address,
  OrderReference: p.OrderReference,
  PreOrderDiscount: p.PreOrderDiscount,
  CustomerComment: p.CustomerComment,
  EarlyShipmentAllowed: p.EarlyShipmentAllowed,
  InternalCustomerReference: p.InternalCustomerReference,
});
const salesBody = (p: PreOrder) => ({ ...customerBody(p), ForecastsAndHistoryVisible: p.ForecastsAndHistoryVisible, InternalComment: p.InternalComment });
const addressOf = (where: string, ...args: unknown[]) => (db().prepare(`SELECT id FROM addresses WHERE ${where} ORDER BY id LIMIT 1`).get(...args) as { id: number }).id;

describe('the delivery address of PUT customer and PUT sales belongs to the pre-order customer', () => {
  it.each([
    ['customer', 'customer'],
    ['sales', 'salesman'],
  ] as const)('PUT %s', async (kind, who) => {
    const id = await openId();
    const p = await read(id);
    const body = kind === 'customer' ? customerBody(p) : salesBody(p);
    const put = (Address: number | null) => call(app, 'PUT', `/api/en/PreOrder/${id}/${kind}`, t[who], { ...body, Address });
    const refused = [
      ['another customer', addressOf("customer_key <> ? AND type = 'DELIVERY' AND is_deleted = 0", DEMO.customerKey)],
      ['an invoice address', addressOf("customer_key = ? AND type = 'INVOICE' AND is_deleted = 0", DEMO.customerKey)],
      ['a shop address', addressOf("customer_key = ? AND type = 'SHOP' AND is_deleted = 0", DEMO.customerKey)],
      ['an unknown id', 999_999],
    ] as const;
    for (const [name, address] of refused) {
      const res = await put(address);
      expect([name, res.statusCode, res.json().ModelState]).toEqual([name, 400, { 'model.Address': ['The delivery address was not found.'] }]);
    }
    // a deleted delivery address of the customer is gone too
    const deleted = addressOf("customer_key = ? AND type = 'DELIVERY' AND is_deleted = 0", DEMO.customerKey);
    db().prepare('UPDATE addresses SET is_deleted = 1 WHERE id = ?').run(deleted);
    try {
      expect((await put(deleted)).statusCode).toBe(400);
    } finally {
      db().prepare('UPDATE addresses SET is_deleted = 0 WHERE id = ?').run(deleted);
    }
    expect((await read(id)).Address).toBe(p.Address);
    expect((await put(deleted)).statusCode).toBe(200);
    expect((await put(null)).statusCode).toBe(200);
  });
});

describe('discounts are whole percentages', () => {
  it('refuses 12.5 % on the header, products, groups, the sheet and at creation, and accepts whole ones', async () => {
    const id = await openId();
    const p = await read(id);
    const groups = (await call(app, 'GET', `/api/en/PreOrder/${id}/productgroups?PageSize=1`, t.salesman)).json().Items as { Id: number; Products: { Id: number }[] }[];
    const writes: [string, string, string, Record<string, unknown>][] = [
      ['PUT customer', `/api/en/PreOrder/${id}/customer`, t.customer, customerBody(p)],
      ['PUT sales', `/api/en/PreOrder/${id}/sales`, t.salesman, salesBody(p)],
      ['PUT product', `/api/en/PreOrder/${id}/product/${groups[0].Products[0].Id}`, t.salesman, { Id: groups[0].Products[0].Id }],
      ['PUT productgroup', `/api/en/PreOrder/${id}/productgroup/${groups[0].Id}`, t.salesman, { Id: groups[0].Id }],
    ];
    for (const [name, url, token, body] of writes) {
      const res = await call(app, 'PUT', url, token, { ...body, PreOrderDiscount: 12.5 });
      expect([name, res.statusCode, res.json().ModelState]).toEqual([name, 400, { 'model.PreOrderDiscount': ['The discount must be a whole percentage.'] }]);
    }
    for (const [name, url, token, body] of writes) {
      const res = await call(app, 'PUT', url, token, { ...body, PreOrderDiscount: 0 });
      expect([name, res.statusCode]).toEqual([name, 200]);
    }
    const create = await call(app, 'POST', '/api/en/PreOrder', t.salesman, { CustomerKey: 'C0002', SheetId: p.SheetId, PreOrderDiscount: 0.5 });
    expect(create.json().ModelState).toEqual({ 'model.PreOrderDiscount': ['The discount must be a whole percentage.'] });
    // the sheet builder's discounts feed the AX lines too
    const sheet = await call(app, 'PUT', `/api/en/preordersheet/${p.SheetId}/productgroup/${groups[0].Id}`, t.admin, { PreOrderDiscount: 7.25, MaximumDiscount: 30 });
    expect(sheet.json().ModelState).toEqual({ 'model.PreOrderDiscount': ['The discount must be a whole percentage.'] });
  });
});

describe('which pre-orders a salesman may change', () => {
  it("any customer's, also of another salesman (covering for colleagues), as he may impersonate every customer", async () => {
    const row = db()
      .prepare(
        `SELECT p.id FROM preorders p JOIN customers c ON c.key = p.customer_key JOIN preorder_sheets s ON s.id = p.sheet_id
         WHERE c.salesman_id <> @me AND (p.salesman_id IS NULL OR p.salesman_id <> @me) AND p.system_state = 0 AND p.state = 0 AND p.is_closed = 0 AND s.deadline > @now
         ORDER BY p.id LIMIT 1`,
      )
      .get({ me: DEMO.users.salesman.id, now: new Date().toISOString() }) as { id: number };
    const p = await read(row.id, t.salesman);
    const res = await call(app, 'PUT', `/api/en/PreOrder/${row.id}/sales`, t.salesman, { ...salesBody(p), InternalComment: 'covered by a colleague' });
    expect(res.statusCode).toBe(200);
    expect(res.json().InternalComment).toBe('covered by a colleague');
    // his own list shows it with "my customers only" off, as the customer list and impersonation do
    const all = pagedSchema(PreOrderSummarySchema).parse((await call(app, 'GET', '/api/en/PreOrder?myCustomersOnly=false&PageSize=500', t.salesman)).json());
    expect(all.Items.map((x) => x.Id)).toContain(row.id);
    // a customer never changes another company's
    expect((await call(app, 'PUT', `/api/en/PreOrder/${row.id}/customer`, t.customer, customerBody(p))).statusCode).toBe(404);
  });
});
