import type { FastifyInstance } from 'fastify';
import { PreOrderSchema, PreOrderSummarySchema, pagedSchema, type PreOrder } from 'shared-kernel/contract';
import { call, login, testApp } from './helpers';

// Optimistic concurrency of the pre-order header (issue 6): RowVersion on GET and the header answers,
// 409 for a stale PUT customer/sales, no check without RowVersion, none on line writes.
let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['salesman', 'customer']) t[u] = await login(app, u);
});
afterAll(() => close());

const STALE = 'The pre-order has already been changed by another user and the latest version will be loaded.';

const read = async (id: number): Promise<PreOrder> => {
  const res = await call(app, 'GET', `/api/en/PreOrder/${id}`, t.customer);
  expect(res.statusCode).toBe(200);
  return PreOrderSchema.parse(res.json());
};
const openIds = async () => pagedSchema(PreOrderSummarySchema).parse((await call(app, 'GET', '/api/en/PreOrder?State=0', t.customer)).json()).Items.map((p) => p.Id);
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

describe('pre-order row version', () => {
  it('starts at 1 and is answered by GET PreOrder/{id}', async () => {
    const [id] = await openIds();
    expect((await read(id)).RowVersion).toBe(1);
  });

  it('accepts a fresh header write and increments the version; GET answers the new one', async () => {
    const [id] = await openIds();
    const p = await read(id);
    const res = await call(app, 'PUT', `/api/en/PreOrder/${id}/customer`, t.customer, { ...customerBody(p), OrderReference: 'FRESH-1', RowVersion: p.RowVersion });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ OrderReference: 'FRESH-1', RowVersion: p.RowVersion! + 1 });
    const sales = await call(app, 'PUT', `/api/en/PreOrder/${id}/sales`, t.salesman, { ...salesBody(p), OrderReference: 'FRESH-2', RowVersion: p.RowVersion! + 1 });
    expect(sales.statusCode).toBe(200);
    expect(sales.json()).toMatchObject({ OrderReference: 'FRESH-2', RowVersion: p.RowVersion! + 2 });
    expect(await read(id)).toMatchObject({ OrderReference: 'FRESH-2', RowVersion: p.RowVersion! + 2 });
  });

  it.each(['customer', 'sales'] as const)('refuses a stale PUT %s with 409 and changes nothing', async (kind) => {
    const [, id] = await openIds();
    const loaded = await read(id);
    // another editor saves first
    const first = await call(app, 'PUT', `/api/en/PreOrder/${id}/sales`, t.salesman, { ...salesBody(loaded), InternalComment: `first ${kind}`, RowVersion: loaded.RowVersion });
    expect(first.statusCode).toBe(200);
    const current = await read(id);

    const user = kind === 'customer' ? t.customer : t.salesman;
    const body = kind === 'customer' ? customerBody(loaded) : salesBody(loaded);
    // the stale version is refused before the body's other rules: an over-maximum discount still answers 409
    for (const patch of [{ OrderReference: 'STALE' }, { PreOrderDiscount: 100 }]) {
      const stale = await call(app, 'PUT', `/api/en/PreOrder/${id}/${kind}`, user, { ...body, ...patch, RowVersion: loaded.RowVersion });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ Message: expect.any(String), ExceptionMessage: STALE });
    }
    const after = await read(id);
    expect(after).toEqual({ ...current, UnreadMessages: after.UnreadMessages, HasUnReadMessages: after.HasUnReadMessages, DeadlineExpired: after.DeadlineExpired });
    expect(after.LastUpdate).toBe(current.LastUpdate);
    expect(after.RowVersion).toBe(loaded.RowVersion! + 1);
  });

  it('accepts writes without RowVersion (older clients) and still increments the version', async () => {
    const [, , id] = await openIds();
    const p = await read(id);
    const res = await call(app, 'PUT', `/api/en/PreOrder/${id}/customer`, t.customer, { ...customerBody(p), CustomerComment: 'no version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CustomerComment: 'no version', RowVersion: p.RowVersion! + 1 });
    const sales = await call(app, 'PUT', `/api/en/PreOrder/${id}/sales`, t.salesman, { ...salesBody(p), InternalComment: 'no version' });
    expect(sales.json()).toMatchObject({ InternalComment: 'no version', RowVersion: p.RowVersion! + 2 });
  });

  it('line writes neither check nor change it; sendtosales and close increment it', async () => {
    const [id] = await openIds();
    const p = await read(id);
    const groups = (await call(app, 'GET', `/api/en/PreOrder/${id}/productgroups?PageSize=10`, t.customer)).json().Items as {
      Products: { Variants: { Id: number; IsEnabled: boolean; IsAvailable: boolean }[] }[];
    }[];
    const variant = groups.flatMap((g) => g.Products).flatMap((pr) => pr.Variants).find((v) => v.IsEnabled && v.IsAvailable)!;
    const line = await call(app, 'PUT', `/api/en/PreOrder/${id}/productvariant/${variant.Id}`, t.customer, { Id: variant.Id, Amount: 3, RowVersion: 0 });
    expect(line.statusCode).toBe(200);
    expect((await read(id)).RowVersion).toBe(p.RowVersion);

    const sent = await call(app, 'PUT', `/api/en/PreOrder/${id}/sendtosales`, t.customer, {});
    expect(sent.json()).toMatchObject({ State: 1, RowVersion: p.RowVersion! + 1 });
    const closed = await call(app, 'PUT', `/api/en/PreOrder/${id}/close`, t.salesman, { Id: id, Users: [] });
    expect(closed.json()).toMatchObject({ IsClosed: true, RowVersion: p.RowVersion! + 2 });
  });
});
