import type { FastifyInstance } from 'fastify';
import {
  PreOrderSchema,
  PreOrderSummarySchema,
  PreOrderTotalsSchema,
  pagedSchema,
  type Paged,
  type PreOrder,
  type PreOrderProductGroup,
} from 'shared-kernel/contract';
import { PREORDER_MONEY_VECTORS, subGroupTotalsOfGroups, sumPreOrderLines, totalsOfGroups } from 'shared-kernel/rules';
import { sumLines, type PricedLine } from '../src/db/preorder';
import { call, login, testApp } from './helpers';

// Trade-show mode (issue 19): what the offline sync relies on. The header writes honour an
// Idempotency-Key (a replay after a lost answer is harmless), and the totals a client recomputes from
// the product lists with shared-kernel's rules equal the server's.
let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['salesman', 'customer', 'admin']) t[u] = await login(app, u);
});
afterAll(() => close());

const read = async (id: number): Promise<PreOrder> => PreOrderSchema.parse((await call(app, 'GET', `/api/en/PreOrder/${id}`, t.salesman)).json());
const openIds = async () => pagedSchema(PreOrderSummarySchema).parse((await call(app, 'GET', '/api/en/PreOrder?State=0', t.customer)).json()).Items.map((p) => p.Id);
const salesBody = (p: PreOrder) => ({
  Id: p.Id,
  Address: p.Address,
  OrderReference: p.OrderReference,
  PreOrderDiscount: p.PreOrderDiscount,
  CustomerComment: p.CustomerComment,
  EarlyShipmentAllowed: p.EarlyShipmentAllowed,
  InternalCustomerReference: p.InternalCustomerReference,
  ForecastsAndHistoryVisible: p.ForecastsAndHistoryVisible,
  InternalComment: p.InternalComment,
  RowVersion: p.RowVersion,
});
const put = (url: string, token: string, body: unknown, key?: string) =>
  app.inject({ method: 'PUT', url, payload: body as object, headers: { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) } });

describe('Idempotency-Key on the pre-order header writes', () => {
  it('without a key, the same header write sent twice is refused the second time (why the key exists)', async () => {
    const [id] = await openIds();
    const p = await read(id);
    const body = { ...salesBody(p), OrderReference: 'TWICE' };
    expect((await put(`/api/en/PreOrder/${id}/sales`, t.salesman, body)).statusCode).toBe(200);
    expect((await put(`/api/en/PreOrder/${id}/sales`, t.salesman, body)).statusCode).toBe(409);
  });

  it.each(['sales', 'customer'] as const)('PUT %s: the same request with the same key answers the first answer again and writes once', async (kind) => {
    const [, id] = await openIds();
    const p = await read(id);
    const token = kind === 'sales' ? t.salesman : t.customer;
    const body = kind === 'sales' ? { ...salesBody(p), OrderReference: `ONCE ${kind}` } : { ...salesBody(p), ForecastsAndHistoryVisible: undefined, InternalComment: undefined, OrderReference: `ONCE ${kind}` };
    const key = `key-${kind}-1`;
    const first = await put(`/api/en/PreOrder/${id}/${kind}`, token, body, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ OrderReference: `ONCE ${kind}`, RowVersion: p.RowVersion! + 1 });
    const again = await put(`/api/en/PreOrder/${id}/${kind}`, token, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    // written once: the version went up by one, not two
    expect((await read(id)).RowVersion).toBe(p.RowVersion! + 1);
  });

  it('refuses the same key with another request (422), and a malformed key (400)', async () => {
    const [, , id] = await openIds();
    const p = await read(id);
    expect((await put(`/api/en/PreOrder/${id}/sales`, t.salesman, { ...salesBody(p), OrderReference: 'A' }, 'key-reuse')).statusCode).toBe(200);
    const reuse = await put(`/api/en/PreOrder/${id}/sales`, t.salesman, { ...salesBody(p), OrderReference: 'B' }, 'key-reuse');
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().Message).toMatch(/Idempotency-Key/);
    const bad = await put(`/api/en/PreOrder/${id}/sales`, t.salesman, salesBody(await read(id)), 'not a key; drop table');
    expect(bad.statusCode).toBe(400);
    expect((await read(id)).OrderReference).toBe('A');
  });

  it("keeps keys per caller: another user's key is not theirs to replay", async () => {
    const [id] = await openIds();
    const p = await read(id);
    const body = { ...salesBody(p), OrderReference: 'MINE' };
    expect((await put(`/api/en/PreOrder/${id}/sales`, t.salesman, body, 'shared-key')).statusCode).toBe(200);
    // the admin sends the same request with the same key: it is judged on its own (a stale version now)
    const other = await put(`/api/en/PreOrder/${id}/sales`, t.admin, body, 'shared-key');
    expect(other.statusCode).toBe(409);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does not remember refusals: a request refused once is judged again', async () => {
    const [id] = await openIds();
    const p = await read(id);
    const stale = { ...salesBody(p), RowVersion: p.RowVersion! - 1, OrderReference: 'STALE' };
    expect((await put(`/api/en/PreOrder/${id}/sales`, t.salesman, stale, 'refused-key')).statusCode).toBe(409);
    expect((await put(`/api/en/PreOrder/${id}/sales`, t.salesman, stale, 'refused-key')).statusCode).toBe(409);
  });

  it('allows the header in CORS preflights', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/en/PreOrder/1/sales',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/idempotency-key/i);
  });
});

describe('offline totals equal the server totals (shared-kernel/rules)', () => {
  it('mock-api sums lines with the shared vector', () => {
    for (const v of PREORDER_MONEY_VECTORS) {
      const lines: PricedLine[] = v.lines.map((l, i) => ({ variant_id: i + 1, product_id: i + 1, group_id: 1, is_marketing: 0, subgroup: 'S', amount: l.amount, price_cents: l.priceCents, discount: l.discount, delivery_date: null }));
      expect(sumLines(lines, v.orderDiscount)).toEqual({ amount: v.expected.amount, gross: v.expected.grossCents, net: v.expected.netCents, products: lines.length });
      expect(sumPreOrderLines(v.lines, v.orderDiscount)).toEqual(v.expected);
    }
  });

  async function allGroups(id: number, list: 'productgroups' | 'marketingproductgroups'): Promise<PreOrderProductGroup[]> {
    const groups: PreOrderProductGroup[] = [];
    for (let page = 1; ; page++) {
      const res = (await call(app, 'GET', `/api/en/PreOrder/${id}/${list}?Page=${page}&PageSize=10`, t.salesman)).json() as Paged<PreOrderProductGroup>;
      groups.push(...res.Items);
      if (page >= res.PageCount) return groups;
    }
  }

  it('after amounts, product, group and header discounts, the figures from the product lists are the server totals', async () => {
    const [id] = await openIds();
    const groups = await allGroups(id, 'productgroups');
    const orderable = groups.filter((g) => !g.IsDeleted).flatMap((g) => g.Products.filter((p) => !p.IsDeleted && p.DeliveryDates.length > 0).map((p) => ({ g, p })));
    expect(orderable.length).toBeGreaterThan(2);
    // amounts on several sizes (a deterministic spread), a product discount, a group discount, an order discount
    let n = 0;
    for (const { p } of orderable.slice(0, 6)) {
      for (const v of p.Variants.filter((x) => x.IsEnabled && x.IsAvailable).slice(0, 3)) {
        const res = await put(`/api/en/PreOrder/${id}/productvariant/${v.Id}`, t.salesman, { Id: v.Id, Amount: 1 + ((n++ * 7) % 13) });
        expect(res.statusCode).toBe(200);
      }
    }
    const [a, b] = orderable;
    expect((await put(`/api/en/PreOrder/${id}/product/${a.p.Id}`, t.salesman, { Id: a.p.Id, PreOrderDiscount: Math.min(7, a.g.MaximumDiscount), DeliveryDate: a.p.DeliveryDates[a.p.DeliveryDates.length - 1].DeliveryDate })).statusCode).toBe(200);
    expect((await put(`/api/en/PreOrder/${id}/productgroup/${b.g.Id}`, t.salesman, { Id: b.g.Id, PreOrderDiscount: Math.min(3, b.g.MaximumDiscount) })).statusCode).toBe(200);
    const p = await read(id);
    expect((await put(`/api/en/PreOrder/${id}/sales`, t.salesman, { ...salesBody(p), PreOrderDiscount: Math.min(5, p.MaximumDiscount) })).statusCode).toBe(200);

    const header = await read(id);
    const [products, marketing] = [await allGroups(id, 'productgroups'), await allGroups(id, 'marketingproductgroups')];
    const server = PreOrderTotalsSchema.parse((await call(app, 'GET', `/api/en/PreOrder/${id}/totals`, t.salesman)).json());
    expect(server.ProductVariantAmount).toBeGreaterThan(0);
    expect(totalsOfGroups(products, marketing, header.PreOrderDiscount, server.Comparisons)).toEqual(server);
    expect(subGroupTotalsOfGroups(products)).toEqual((await call(app, 'GET', `/api/en/PreOrder/${id}/subgrouptotals`, t.salesman)).json());
  });
});
