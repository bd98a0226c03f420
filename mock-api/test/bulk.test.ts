import type { FastifyInstance } from 'fastify';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
const KEY = 'C0001';
const db = () => app.ctx.db;

interface V {
  id: number;
  sku: string;
  ean: string;
  product_id: number;
  group_id: number;
  brand_id: number;
}
/** variants of different products of brands the demo customer may buy */
let vs: V[] = [];
let foreign: V;

const setVariant = (id: number, status: string, stock: number, supplier = 0, future = 0) =>
  db().prepare('UPDATE variants SET stock_status = ?, stock = ?, supplier_stock = ?, future_available_stock = ?, is_enabled = 1, is_available = 1 WHERE id = ?').run(status, stock, supplier, future, id);
const resolve = (token: string, Rows: unknown) => call(app, 'POST', '/api/en/productvariant/resolve', token, { Rows });
const rows = (...r: [string, number][]) => r.map(([Code, Amount], i) => ({ Line: i + 1, Code, Amount }));

beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'salesman', 'customer', 'staff', 'marketing']) t[u] = await login(app, u);
  const all = db()
    .prepare(
      `SELECT v.id, v.sku, v.ean, v.product_id, p.group_id, g.brand_id FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id
       WHERE g.is_deleted = 0 AND p.is_deleted = 0 AND g.is_pim_disabled = 0 AND p.is_pim_disabled = 0 AND g.is_marketing = 0 ORDER BY v.id`,
    )
    .all() as V[];
  const access = new Set((db().prepare('SELECT brand_id FROM customer_brands WHERE customer_key = ?').all(KEY) as { brand_id: number }[]).map((r) => r.brand_id));
  const seenProducts = new Set<number>();
  vs = all.filter((v) => access.has(v.brand_id) && !seenProducts.has(v.product_id) && seenProducts.add(v.product_id)).slice(0, 6);
  foreign = all.find((v) => !access.has(v.brand_id))!;
  vs.forEach((v) => setVariant(v.id, 'STOCK', 10));
  db().prepare('DELETE FROM basket_items WHERE customer_key = ?').run(KEY);
});
afterAll(() => close());

describe('POST productvariant/resolve', () => {
  it('resolves SKUs (any case) and EANs to the variant with its group, product, name, colour, size and status', async () => {
    const [a, b] = vs;
    const res = await resolve(t.customer, rows([a.sku.toLowerCase(), 2], [b.ean, 1]));
    expect(res.statusCode).toBe(200);
    const [ra, rb] = res.json();
    expect(ra).toMatchObject({ Line: 1, Ok: true, Reason: null, ProductGroupId: a.group_id, ProductId: a.product_id, ProductVariantId: a.id, StockStatus: 'STOCK', Available: null });
    expect(ra.Name).toEqual(expect.any(String));
    expect(ra.Color).toEqual(expect.any(String));
    expect(ra.Size).toEqual(expect.any(String));
    expect(rb).toMatchObject({ Line: 2, Ok: true, ProductVariantId: b.id });
  });

  it('unknown SKU or EAN', async () => {
    const [r] = (await resolve(t.customer, rows(['NOPE-123', 1]))).json();
    expect(r).toMatchObject({ Ok: false, Reason: 'Unknown', ProductVariantId: null, Message: expect.stringContaining('NOPE-123') });
  });

  it('not orderable: status NO, and PRE/PRE2 unless impersonating', async () => {
    const [a, b, c] = vs;
    setVariant(a.id, 'NO', 10);
    setVariant(b.id, 'PRE', 0, 0, 5);
    setVariant(c.id, 'PRE2', 0, 0, 5);
    const res = (await resolve(t.customer, rows([a.sku, 1], [b.sku, 1], [c.sku, 1]))).json();
    expect(res.map((r: { Reason: string }) => r.Reason)).toEqual(['NotOrderable', 'NotOrderable', 'NotOrderable']);
    const imp = (await call(app, 'POST', `/api/Account/Impersonate?customerKey=${KEY}`, t.salesman)).json().AccessToken as string;
    const asSalesman = (await resolve(imp, rows([a.sku, 1], [b.sku, 5], [c.sku, 6]))).json();
    expect(asSalesman.map((r: { Reason: string | null }) => r.Reason)).toEqual(['NotOrderable', null, 'AboveStock']);
    expect(asSalesman[1]).toMatchObject({ Ok: true, Available: 5 });
    [a, b, c].forEach((v) => setVariant(v.id, 'STOCK', 10));
  });

  it('no access: a brand the customer may not buy, or a brand the branch only shows; a restricted brand is unknown', async () => {
    const [r] = (await resolve(t.customer, rows([foreign.sku, 1]))).json();
    expect(r).toMatchObject({ Ok: false, Reason: 'NoAccess' });
    const c = db().prepare('SELECT c.branch_id, ctry.iso2 FROM customers c JOIN countries ctry ON ctry.id = c.country_id WHERE c.key = ?').get(KEY) as { branch_id: number; iso2: string };
    const a = vs[0];
    const put = (level: string) => {
      db().prepare('DELETE FROM branch_restrictions WHERE branch_id = ? AND country_code = ? AND brand_id = ?').run(c.branch_id, c.iso2, a.brand_id);
      if (level) db().prepare('INSERT INTO branch_restrictions (branch_id, brand_id, country_code, restriction_level) VALUES (?, ?, ?, ?)').run(c.branch_id, a.brand_id, c.iso2, level);
    };
    put('view');
    expect((await resolve(t.customer, rows([a.sku, 1]))).json()[0]).toMatchObject({ Reason: 'NoAccess' });
    put('restricted');
    expect((await resolve(t.customer, rows([a.sku, 1]))).json()[0]).toMatchObject({ Reason: 'Unknown', ProductVariantId: null });
    put('');
    expect((await resolve(t.customer, rows([a.sku, 1]))).json()[0]).toMatchObject({ Ok: true });
  });

  it('above stock: ZVS/ZVS2/OUT/OUT2 limited by stock plus supplier stock minus the basket amount; STOCK never', async () => {
    const [a, b, c, d, e] = vs;
    setVariant(a.id, 'ZVS', 2, 1);
    setVariant(b.id, 'ZVS2', 1, 0);
    setVariant(c.id, 'OUT', 0, 0);
    setVariant(d.id, 'OUT2', 4, 0);
    setVariant(e.id, 'STOCK', 0);
    const res = (await resolve(t.customer, rows([a.sku, 4], [b.sku, 1], [c.sku, 1], [d.sku, 4], [e.sku, 99]))).json();
    expect(res.map((r: { Reason: string | null }) => r.Reason)).toEqual(['AboveStock', null, 'AboveStock', null, null]);
    expect(res[0]).toMatchObject({ Available: 3, Message: expect.stringContaining('only 3 available') });
    expect((await call(app, 'POST', '/api/en/basket/addItems', t.customer, { products: [{ productVariantId: d.id, amount: 3 }] })).json().Errors).toEqual([]);
    const after = (await resolve(t.customer, rows([d.sku, 2]))).json()[0];
    expect(after).toMatchObject({ Reason: 'AboveStock', Available: 1 });
    db().prepare('DELETE FROM basket_items WHERE customer_key = ?').run(KEY);
    [a, b, c, d, e].forEach((v) => setVariant(v.id, 'STOCK', 10));
  });

  it('duplicate: the same variant twice (by SKU and by EAN), the later line', async () => {
    const [a] = vs;
    const res = (await resolve(t.customer, rows([a.sku, 1], [a.ean, 2]))).json();
    expect(res.map((r: { Reason: string | null }) => r.Reason)).toEqual([null, 'Duplicate']);
    expect(res[1]).toMatchObject({ ProductVariantId: a.id });
  });

  it('an amount below 1 is refused per row; staff may resolve too', async () => {
    const [r] = (await resolve(t.staff, rows([vs[0].sku, 0]))).json();
    expect(r).toMatchObject({ Ok: false, Reason: 'InvalidAmount' });
  });

  it('validates the body (400 ModelState) and allows at most 500 rows', async () => {
    for (const body of [undefined, [], [{ Line: 1, Code: '', Amount: 1 }], [{ Line: 1, Code: 'X', Amount: 1.5 }], [{ Line: 1, Code: 'X', Amount: -1 }], 'text']) {
      const res = await resolve(t.customer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().ModelState).toBeDefined();
    }
    const many = Array.from({ length: 501 }, (_, i) => ({ Line: i + 1, Code: `X${i}`, Amount: 1 }));
    expect((await resolve(t.customer, many)).statusCode).toBe(400);
    expect((await resolve(t.customer, many.slice(0, 500))).statusCode).toBe(200);
  });

  it('is for buyers: 401 without token, 403 for marketing and staff roles acting as themselves', async () => {
    expect((await call(app, 'POST', '/api/en/productvariant/resolve', null, { Rows: rows(['X', 1]) })).statusCode).toBe(401);
    expect((await resolve(t.marketing, rows(['X', 1]))).statusCode).toBe(403);
    expect((await resolve(t.admin, rows(['X', 1]))).statusCode).toBe(403);
  });
});

describe('POST PreOrder/{id}/resolve', () => {
  let pre: { id: number; sheet_id: number; customer_key: string };
  let sheetVariants: { id: number; sku: string; ean: string; product_id: number; group_id: number }[];
  const resolvePre = (token: string, Rows: unknown, id = pre.id) => call(app, 'POST', `/api/en/PreOrder/${id}/resolve`, token, { Rows });
  const reasons = (res: { json: () => { Reason: string | null }[] }) => res.json().map((r) => r.Reason);

  beforeAll(() => {
    // a pre-order of the demo customer on a sheet with products, opened (not closed, not sent, deadline ahead)
    pre = db()
      .prepare(
        `SELECT p.id, p.sheet_id, p.customer_key FROM preorders p WHERE p.customer_key = ?
           AND EXISTS (SELECT 1 FROM sheet_product_groups sg WHERE sg.sheet_id = p.sheet_id AND sg.is_marketing = 0) ORDER BY p.is_closed, p.state, p.id LIMIT 1`,
      )
      .get(KEY) as typeof pre;
    db().prepare('UPDATE preorders SET is_closed = 0, state = 0 WHERE id = ?').run(pre.id);
    db().prepare("UPDATE preorder_sheets SET deadline = '2099-12-31T00:00:00.000Z' WHERE id = ?").run(pre.sheet_id);
    sheetVariants = db()
      .prepare(
        `SELECT v.id, v.sku, v.ean, v.product_id, p.group_id FROM sheet_product_groups sg JOIN products p ON p.group_id = sg.group_id JOIN variants v ON v.product_id = p.id
         WHERE sg.sheet_id = ? AND sg.is_marketing = 0 AND p.is_deleted = 0 ORDER BY v.id`,
      )
      .all(pre.sheet_id) as typeof sheetVariants;
    const ids = [...new Set(sheetVariants.map((v) => v.product_id))].slice(0, 5);
    // one variant per product, enabled, available, with a delivery date
    sheetVariants = ids.map((pid) => sheetVariants.find((v) => v.product_id === pid)!);
    for (const v of sheetVariants) {
      db().prepare('UPDATE variants SET is_enabled = 1, is_available = 1 WHERE id = ?').run(v.id);
      db().prepare('DELETE FROM sheet_variants WHERE sheet_id = ? AND variant_id = ?').run(pre.sheet_id, v.id);
      if (!db().prepare('SELECT 1 FROM delivery_dates WHERE product_id = ?').get(v.product_id)) {
        db().prepare("INSERT INTO delivery_dates (product_id, delivery_date, final_order_date, retail_from_cents, original_from_cents) VALUES (?, '2099-01-01T00:00:00.000Z', '2098-12-01T00:00:00.000Z', 1000, 1000)").run(v.product_id);
      }
    }
  });

  it('resolves the sheet\'s variants by SKU or EAN, for the customer and the salesman; amount 0 is fine (clears)', async () => {
    const [a, b] = sheetVariants;
    const res = await resolvePre(t.customer, rows([a.sku, 3], [b.ean, 0]));
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ Ok: true, ProductVariantId: a.id, ProductId: a.product_id, ProductGroupId: a.group_id, IsMarketing: false });
    expect(res.json()[1]).toMatchObject({ Ok: true, ProductVariantId: b.id, Amount: 0 });
    expect(reasons(await resolvePre(t.salesman, rows([a.sku, 3])))).toEqual([null]);
  });

  it('unknown, not on the sheet and duplicate', async () => {
    const off = db().prepare('SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.group_id NOT IN (SELECT group_id FROM sheet_product_groups WHERE sheet_id = ?) LIMIT 1').get(pre.sheet_id) as { sku: string };
    const [a] = sheetVariants;
    expect(reasons(await resolvePre(t.customer, rows(['NOPE', 1], [off.sku, 1], [a.sku, 1], [a.ean, 2])))).toEqual(['Unknown', 'NotOnSheet', null, 'Duplicate']);
  });

  it('size switched off on the sheet, or not available', async () => {
    const [a, b] = sheetVariants;
    db().prepare('INSERT INTO sheet_variants (sheet_id, variant_id, is_available) VALUES (?, ?, 0)').run(pre.sheet_id, a.id);
    db().prepare('UPDATE variants SET is_enabled = 0 WHERE id = ?').run(b.id);
    const res = await resolvePre(t.customer, rows([a.sku, 1], [b.sku, 1]));
    expect(reasons(res)).toEqual(['SizeSwitchedOff', 'SizeSwitchedOff']);
    expect(res.json()[0].Message).toContain('switched off');
    db().prepare('DELETE FROM sheet_variants WHERE sheet_id = ? AND variant_id = ?').run(pre.sheet_id, a.id);
    db().prepare('UPDATE variants SET is_enabled = 1 WHERE id = ?').run(b.id);
  });

  it('no delivery date: neither the sheet nor the catalogue offers one', async () => {
    const [, , c] = sheetVariants;
    const saved = db().prepare('SELECT * FROM delivery_dates WHERE product_id = ?').all(c.product_id) as Record<string, unknown>[];
    db().prepare('DELETE FROM delivery_dates WHERE product_id = ?').run(c.product_id);
    db().prepare('DELETE FROM sheet_product_dates WHERE product_id = ?').run(c.product_id);
    expect(reasons(await resolvePre(t.customer, rows([c.sku, 1])))).toEqual(['NoDeliveryDate']);
    for (const d of saved) {
      db().prepare('INSERT INTO delivery_dates (id, product_id, delivery_date, final_order_date, retail_from_cents, original_from_cents) VALUES (@id, @product_id, @delivery_date, @final_order_date, @retail_from_cents, @original_from_cents)').run(d);
    }
  });

  it('deleted product or group', async () => {
    const [, , , d] = sheetVariants;
    db().prepare('UPDATE products SET is_deleted = 1 WHERE id = ?').run(d.product_id);
    expect(reasons(await resolvePre(t.customer, rows([d.sku, 1])))).toEqual(['Deleted']);
    db().prepare('UPDATE products SET is_deleted = 0 WHERE id = ?').run(d.product_id);
  });

  it('read-only pre-order: every row refused with the reason', async () => {
    db().prepare('UPDATE preorders SET is_closed = 1 WHERE id = ?').run(pre.id);
    const res = await resolvePre(t.customer, rows([sheetVariants[0].sku, 1], ['NOPE', 1]));
    expect(reasons(res)).toEqual(['ReadOnly', 'ReadOnly']);
    expect(res.json()[0].Message).toBe('The pre-order is closed.');
    db().prepare('UPDATE preorders SET is_closed = 0 WHERE id = ?').run(pre.id);
  });

  it('404 for a pre-order of another company, 403 for marketing, 400 on a bad body', async () => {
    const other = db().prepare('SELECT id FROM preorders WHERE customer_key <> ? LIMIT 1').get(KEY) as { id: number };
    expect((await resolvePre(t.customer, rows(['X', 1]), other.id)).statusCode).toBe(404);
    expect((await resolvePre(t.marketing, rows(['X', 1]))).statusCode).toBe(403);
    expect((await resolvePre(t.customer, [{ Line: 1, Code: 'X' }])).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/en/PreOrder/abc/resolve', t.customer, { Rows: rows(['X', 1]) })).statusCode).toBe(400);
  });
});
