import type { FastifyInstance } from 'fastify';
import {
  BasketSchema,
  ImpersonationResponseSchema,
  ImpersonationSessionDetailSchema,
  ImpersonationSessionPageSchema,
  OrderDetailSchema,
  PreOrderProductGroupSchema,
  PreOrderSchema,
  PreOrderSummarySchema,
  pagedSchema,
} from 'shared-kernel/contract';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
const KEY = 'C0001';
let variantId = 0;
const db = () => app.ctx.db;

/** impersonates the customer as `who`; answers the impersonation token */
async function impersonate(who: string, key = KEY): Promise<string> {
  const res = await call(app, 'POST', `/api/Account/Impersonate?customerKey=${key}`, t[who]);
  expect(res.statusCode).toBe(200);
  return ImpersonationResponseSchema.parse(res.json()).AccessToken;
}

/** empties the customer's basket, adds one orderable line as `token` and submits it; answers the order number */
async function placeOrder(token: string): Promise<string> {
  db().prepare('DELETE FROM basket_items WHERE customer_key = ?').run(KEY);
  db().prepare("UPDATE variants SET stock_status = 'STOCK', stock = 50, is_enabled = 1 WHERE id = ?").run(variantId);
  const add = await call(app, 'POST', '/api/en/basket/addItems', token, { products: [{ productVariantId: variantId, amount: 1 }] });
  expect(add.json().Errors).toEqual([]);
  const basket = BasketSchema.parse((await call(app, 'GET', '/api/en/basket', token)).json());
  const res = await call(app, 'POST', '/api/en/basket/submit', token, { Reference: 'TRACE', OrderDeliveryAddress: basket.OrderDeliveryAddress });
  expect(res.statusCode).toBe(200);
  return res.json().axId as string;
}

const orderIdOf = (orderNumber: string) => (db().prepare('SELECT id FROM orders WHERE order_number = ?').get(orderNumber) as { id: number }).id;
const sessions = async (query = '') => ImpersonationSessionPageSchema.parse((await call(app, 'GET', `/api/en/impersonation${query}`, t.admin)).json());
const sessionDetail = async (id: number) => ImpersonationSessionDetailSchema.parse((await call(app, 'GET', `/api/en/impersonation/${id}`, t.admin)).json());

beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'salesman', 'customer', 'staff']) t[u] = await login(app, u);
  variantId = (
    db()
      .prepare(
        `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id
         WHERE g.is_deleted = 0 AND g.is_marketing = 0 AND g.brand_id IN (SELECT brand_id FROM customer_brands WHERE customer_key = ?) ORDER BY v.id LIMIT 1`,
      )
      .get(KEY) as { id: number }
  ).id;
});
afterAll(() => close());

describe('traceable impersonation', () => {
  it('attributes an order placed while impersonating to the salesman and audits the writes of the session', async () => {
    const token = await impersonate('salesman');
    const number = await placeOrder(token);
    const order = OrderDetailSchema.parse((await call(app, 'GET', `/api/en/Order/${orderIdOf(number)}`, t.customer)).json());
    expect(order.PlacedBy).toMatchObject({ Name: expect.any(String), Role: 'Vertegenwoordiger', CustomerName: 'Demo Fashion Store' });
    expect(order.PlacedBy!.Name.length).toBeGreaterThan(0);

    const page = await sessions();
    const s = page.Items[0];
    expect(s).toMatchObject({ ActorUserName: 'salesman', ActorRole: 'Vertegenwoordiger', CustomerKey: KEY, CustomerName: 'Demo Fashion Store', UserName: 'customer', Ended: null });
    expect(s.WriteCount).toBe(2);
    const detail = await sessionDetail(s.Id);
    expect(detail.Writes.map((w) => [w.Method, w.Route])).toEqual([
      ['POST', '/basket/addItems'],
      ['POST', '/basket/submit'],
    ]);
    expect(detail.Writes[1]).toMatchObject({ ResourceId: number, Status: 200, Url: '/api/en/basket/submit' });
    // reads are not writes; basket/validate is a read
    await call(app, 'POST', '/api/en/basket/validate', token);
    expect((await sessionDetail(s.Id)).WriteCount).toBe(2);

    const back = await call(app, 'POST', '/api/Account/RevertImpersonate', token);
    expect(back.statusCode).toBe(200);
    expect((await sessionDetail(s.Id)).Ended).not.toBeNull();
  });

  it('does not trace or attribute the writes of the customer themselves', async () => {
    const before = (await sessions()).TotalCount;
    const writes = (db().prepare('SELECT COUNT(*) AS n FROM impersonation_writes').get() as { n: number }).n;
    const number = await placeOrder(t.customer);
    const order = OrderDetailSchema.parse((await call(app, 'GET', `/api/en/Order/${orderIdOf(number)}`, t.customer)).json());
    expect(order.PlacedBy).toBeNull();
    expect((await sessions()).TotalCount).toBe(before);
    expect((db().prepare('SELECT COUNT(*) AS n FROM impersonation_writes').get() as { n: number }).n).toBe(writes);
  });

  it('records the last impersonated change of a pre-order and clears it when the customer changes it', async () => {
    const token = await impersonate('admin');
    const id = pagedSchema(PreOrderSummarySchema).parse((await call(app, 'GET', '/api/en/PreOrder?State=0', t.customer)).json()).Items[0].Id;
    const groups = pagedSchema(PreOrderProductGroupSchema).parse((await call(app, 'GET', `/api/en/PreOrder/${id}/productgroups?PageSize=10`, token)).json());
    const variant = groups.Items.flatMap((g) => g.Products).flatMap((p) => p.Variants).find((v) => v.IsEnabled && v.IsAvailable)!;
    const set = await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/${variant.Id}`, token, { Id: variant.Id, Amount: variant.Amount + 2 });
    expect(set.statusCode).toBe(200);
    const changed = PreOrderSchema.parse((await call(app, 'GET', `/api/en/PreOrder/${id}`, t.customer)).json());
    expect(changed.LastChangedBy).toMatchObject({ Role: 'Admin', CustomerName: 'Demo Fashion Store' });

    const s = (await sessions('?Search=admin')).Items[0];
    const detail = await sessionDetail(s.Id);
    expect(detail.Writes).toEqual([expect.objectContaining({ Method: 'PUT', Route: '/PreOrder/:id/productvariant/:vid', ResourceId: String(id) })]);

    // a refused write (400) is not traced
    await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/${variant.Id}`, token, { Amount: -1 });
    expect((await sessionDetail(s.Id)).WriteCount).toBe(1);

    await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/${variant.Id}`, t.customer, { Id: variant.Id, Amount: variant.Amount });
    expect(PreOrderSchema.parse((await call(app, 'GET', `/api/en/PreOrder/${id}`, t.customer)).json()).LastChangedBy).toBeNull();
  });

  it('lists sessions for admins only, searches them and validates the query', async () => {
    expect((await call(app, 'GET', '/api/en/impersonation', t.salesman)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/en/impersonation', t.customer)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/en/impersonation/1', t.staff)).statusCode).toBe(403);
    const asCustomer = await impersonate('admin');
    expect((await call(app, 'GET', '/api/en/impersonation', asCustomer)).statusCode).toBe(403);
    expect((await sessions('?Search=salesman')).Items.every((s) => s.ActorUserName === 'salesman')).toBe(true);
    expect((await sessions('?Search=nobody-at-all')).TotalCount).toBe(0);
    expect((await call(app, 'GET', '/api/en/impersonation?Page=0', t.admin)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/en/impersonation/999999', t.admin)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/en/impersonation/abc', t.admin)).statusCode).toBe(400);
  });
});
