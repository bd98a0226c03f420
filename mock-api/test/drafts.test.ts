import type { FastifyInstance } from 'fastify';
import { DraftDetailSchema, DraftRestoreResponseSchema, DraftSummarySchema, type DraftSummary } from 'shared-kernel/contract';
import { z } from 'zod';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
const KEY = 'C0001';
/** three variants of different products (c of a group of its own) of brands the demo customer may buy, and one of a brand it may not */
let a = 0;
let b = 0;
let c = 0;
let foreign = 0;
/** another customer with a main user */
let otherKey = '';
const ids: Record<string, string> = {};

const db = () => app.ctx.db;
const api = (path: string) => `/api/en/${path}`;
const setVariant = (id: number, status: string, stock: number) =>
  db().prepare('UPDATE variants SET stock_status = ?, stock = ?, supplier_stock = 0, future_available_stock = 0, is_enabled = 1 WHERE id = ?').run(status, stock, id);
const setPrice = (variantId: number, retail: number, original: number) =>
  db().prepare('UPDATE products SET retail_cents = ?, original_cents = ? WHERE id = (SELECT product_id FROM variants WHERE id = ?)').run(retail, original, variantId);
const emptyBasket = (key = KEY) => db().prepare('DELETE FROM basket_items WHERE customer_key = ?').run(key);
const add = (token: string, productVariantId: number, amount: number) => call(app, 'POST', api('basket/addItems'), token, { products: [{ productVariantId, amount }] });
const basketAmounts = (key = KEY) =>
  Object.fromEntries((db().prepare('SELECT variant_id, amount FROM basket_items WHERE customer_key = ?').all(key) as { variant_id: number; amount: number }[]).map((r) => [r.variant_id, r.amount]));
const list = async (token: string): Promise<DraftSummary[]> => z.array(DraftSummarySchema).parse((await call(app, 'GET', api('basket/drafts'), token)).json());
const save = (token: string, Name: unknown) => call(app, 'POST', api('basket/drafts'), token, { Name });

/** empties the demo basket and fills it with A (2 x 100.00) and B (1 x 70.00, original 100.00) */
async function standardBasket() {
  emptyBasket();
  for (const v of [a, b, c]) setVariant(v, 'STOCK', 50);
  setPrice(a, 10000, 10000);
  setPrice(b, 7000, 10000);
  expect((await add(t.customer, a, 2)).json().Errors).toEqual([]);
  expect((await add(t.customer, b, 1)).json().Errors).toEqual([]);
}

async function savedDraft(name: string): Promise<DraftSummary> {
  await standardBasket();
  const res = await save(t.customer, name);
  expect(res.statusCode).toBe(201);
  return DraftSummarySchema.parse(res.json());
}

beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'customer', 'staff', 'marketing']) t[u] = await login(app, u);
  for (const u of ['customer', 'staff', 'marketing']) ids[u] = (db().prepare('SELECT id FROM users WHERE user_name = ?').get(u) as { id: string }).id;
  const rows = db()
    .prepare(
      `SELECT v.id, v.product_id, p.group_id FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id
       WHERE g.is_deleted = 0 AND p.is_deleted = 0 AND g.is_marketing = 0 AND g.brand_id IN (SELECT brand_id FROM customer_brands WHERE customer_key = ?) ORDER BY v.id`,
    )
    .all(KEY) as { id: number; product_id: number; group_id: number }[];
  a = rows[0].id;
  b = rows.find((r) => r.product_id !== rows[0].product_id)!.id;
  const groupOf = (id: number) => rows.find((r) => r.id === id)!.group_id;
  c = rows.find((r) => r.group_id !== groupOf(a) && r.group_id !== groupOf(b))!.id;
  const other = db()
    .prepare("SELECT u.user_name, u.id, u.customer_key FROM users u WHERE u.customer_key <> ? AND u.role = 'Klant' AND u.is_blocked = 0 AND u.registered = 1 AND u.is_deleted = 0 ORDER BY u.customer_key LIMIT 1")
    .get(KEY) as { user_name: string; id: string; customer_key: string };
  otherKey = other.customer_key;
  ids.other = other.id;
  t.other = await login(app, other.user_name);
  // a brand the demo customer may not buy: drop one brand from its list for the variant `foreign`
  const brand = db().prepare('SELECT brand_id FROM customer_brands WHERE customer_key = ? ORDER BY brand_id DESC LIMIT 1').get(KEY) as { brand_id: number };
  foreign = (
    db()
      .prepare('SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id WHERE g.brand_id = ? AND g.is_deleted = 0 AND p.is_deleted = 0 AND g.is_marketing = 0 ORDER BY v.id LIMIT 1')
      .get(brand.brand_id) as { id: number }
  ).id;
  if ([a, b, c].includes(foreign)) throw new Error('test data: the foreign variant is one of a, b, c');
});
afterAll(() => close());
afterEach(() => {
  db().prepare('DELETE FROM basket_draft_shares').run();
  db().prepare('DELETE FROM basket_draft_lines').run();
  db().prepare('DELETE FROM basket_drafts').run();
});

describe('POST basket/drafts', () => {
  it('saves the basket under a name with line count, pieces and the total in cents by the money rules', async () => {
    const d = await savedDraft('  Spring restock  ');
    expect(d).toMatchObject({ Name: 'Spring restock', IsOwner: true, OwnerId: ids.customer, LineCount: 2, TotalAmount: 3, TotalCents: 27000, SharedWith: [], IsDropshipment: false });
    // the basket itself is untouched
    expect(basketAmounts()).toEqual({ [a]: 2, [b]: 1 });
  });

  it('refuses an empty basket, a missing or too long name and a duplicate name of the same owner (ModelState)', async () => {
    emptyBasket();
    const empty = await save(t.customer, 'Nothing');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().ModelState).toEqual({ model: ['The basket is empty.'] });
    await standardBasket();
    for (const bad of ['', '   ', 'x'.repeat(61), 42, undefined]) {
      const res = await save(t.customer, bad);
      expect([bad, res.statusCode, Object.keys(res.json().ModelState)]).toEqual([bad, 400, ['model.Name']]);
    }
    expect((await save(t.customer, 'x'.repeat(60))).statusCode).toBe(201);
    expect((await save(t.customer, 'Weekly')).statusCode).toBe(201);
    const dup = await save(t.customer, 'WEEKLY');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().ModelState['model.Name'][0]).toMatch(/already have a draft/);
    // another owner of the same company may use the name
    expect((await save(t.staff, 'Weekly')).statusCode).toBe(201);
  });

  it('is for buyers only: marketing and staff roles acting as themselves get 403, no token 401', async () => {
    await standardBasket();
    expect((await save(t.marketing, 'M')).statusCode).toBe(403);
    expect((await save(t.admin, 'A')).statusCode).toBe(403);
    expect((await save(null as unknown as string, 'A')).statusCode).toBe(401);
  });
});

describe('GET basket/drafts and basket/drafts/{id}', () => {
  it('lists own drafts and those shared with me; marketing sees no prices', async () => {
    const d = await savedDraft('Mine');
    expect((await list(t.customer)).map((x) => x.Name)).toEqual(['Mine']);
    expect(await list(t.staff)).toEqual([]);
    expect((await call(app, 'PUT', api(`basket/drafts/${d.Id}/share`), t.customer, { UserIds: [ids.staff, ids.marketing.toUpperCase()] })).statusCode).toBe(200);
    const [forStaff] = await list(t.staff);
    expect(forStaff).toMatchObject({ Id: d.Id, IsOwner: false, OwnerName: expect.any(String), TotalCents: 27000 });
    expect(forStaff.SharedWith.map((u) => u.Id).sort()).toEqual([ids.marketing, ids.staff].sort());
    const [forMarketing] = await list(t.marketing);
    expect(forMarketing).toMatchObject({ Id: d.Id, TotalCents: null, LineCount: 2 });
    const detail = DraftDetailSchema.parse((await call(app, 'GET', api(`basket/drafts/${d.Id}`), t.marketing)).json());
    expect(detail.Lines.every((l) => l.UnitCents === null && l.TotalCents === null)).toBe(true);
  });

  it('answers the lines with product names, prices in cents and why a line cannot be ordered now', async () => {
    const d = await savedDraft('Lines');
    setVariant(b, 'NO', 0);
    const res = await call(app, 'GET', api(`basket/drafts/${d.Id}`), t.customer);
    expect(res.statusCode).toBe(200);
    const detail = DraftDetailSchema.parse(res.json());
    const name = (db().prepare('SELECT g.name FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id WHERE v.id = ?').get(a) as { name: string }).name;
    expect(detail.Lines).toEqual([
      expect.objectContaining({ ProductVariantId: a, ProductName: name, Amount: 2, UnitCents: 10000, TotalCents: 20000, Error: null }),
      expect.objectContaining({ ProductVariantId: b, Amount: 1, UnitCents: 7000, TotalCents: 7000, Error: expect.stringMatching(/not available/) }),
    ]);
  });

  it('keeps other companies out (404), other users of the company out unless shared (403), and checks the id', async () => {
    const d = await savedDraft('Private');
    expect((await call(app, 'GET', api(`basket/drafts/${d.Id}`), t.other)).statusCode).toBe(404);
    expect(await list(t.other)).toEqual([]);
    expect((await call(app, 'GET', api(`basket/drafts/${d.Id}`), t.staff)).statusCode).toBe(403);
    expect((await call(app, 'GET', api('basket/drafts/999999'), t.customer)).statusCode).toBe(404);
    const bad = await call(app, 'GET', api('basket/drafts/abc'), t.customer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState).toHaveProperty(['model.id']);
    // admin and salesman acting as themselves have no drafts
    expect((await call(app, 'GET', api('basket/drafts'), t.admin)).statusCode).toBe(403);
  });

  it('lets an impersonating admin act for the customer main user', async () => {
    const d = await savedDraft('Seen by admin');
    const imp = await call(app, 'POST', `/api/Account/Impersonate?customerKey=${KEY}`, t.admin);
    const token = imp.json().AccessToken as string;
    expect((await list(token)).map((x) => x.Id)).toEqual([d.Id]);
    expect((await list(token))[0].IsOwner).toBe(true);
    emptyBasket();
    const restored = await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), token, { Mode: 'replace' });
    expect(restored.json()).toMatchObject({ Errors: [], BasketCount: 3 });
  });
});

describe('POST basket/drafts/{id}/restore', () => {
  it('replace empties the basket first and takes the draft dropshipment flag; merge adds the amounts', async () => {
    const d = await savedDraft('Restore me');
    emptyBasket();
    expect((await add(t.customer, c, 5)).json().Errors).toEqual([]);
    const merged = await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), t.customer, { Mode: 'merge' });
    expect(merged.statusCode).toBe(200);
    expect(DraftRestoreResponseSchema.parse(merged.json())).toMatchObject({ Errors: [], BasketCount: 8 });
    expect(basketAmounts()).toEqual({ [a]: 2, [b]: 1, [c]: 5 });
    await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), t.customer, { Mode: 'merge' });
    expect(basketAmounts()).toEqual({ [a]: 4, [b]: 2, [c]: 5 });
    await call(app, 'POST', api('basket/switch'), t.customer, { isDropshipment: true });
    const replaced = await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), t.customer, { Mode: 'replace' });
    expect(replaced.json()).toMatchObject({ Errors: [], BasketCount: 3, Details: [expect.objectContaining({ ProductVariantId: a, Amount: 2 }), expect.objectContaining({ ProductVariantId: b, Amount: 1 })] });
    expect(basketAmounts()).toEqual({ [a]: 2, [b]: 1 });
    expect((db().prepare('SELECT is_dropshipment FROM baskets WHERE customer_key = ?').get(KEY) as { is_dropshipment: number }).is_dropshipment).toBe(0);
  });

  it('skips lines no longer orderable (status NO, above a limited stock, no brand access, deleted) and reports them as Errors', async () => {
    await standardBasket();
    db().prepare('INSERT INTO basket_items (customer_key, variant_id, amount, is_preorder, added_at) VALUES (?, ?, 1, 0, ?)').run(KEY, c, new Date().toISOString());
    db().prepare('INSERT INTO basket_items (customer_key, variant_id, amount, is_preorder, added_at) VALUES (?, ?, 1, 0, ?)').run(KEY, foreign, new Date().toISOString());
    const d = DraftSummarySchema.parse((await save(t.customer, 'Stale')).json());
    const brandOfForeign = (db().prepare('SELECT g.brand_id FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id WHERE v.id = ?').get(foreign) as { brand_id: number }).brand_id;
    const keep = db().prepare('SELECT * FROM customer_brands WHERE customer_key = ? AND brand_id = ?').get(KEY, brandOfForeign);
    db().prepare('DELETE FROM customer_brands WHERE customer_key = ? AND brand_id = ?').run(KEY, brandOfForeign);
    setVariant(a, 'NO', 0);
    setVariant(b, 'ZVS', 0);
    const group = db().prepare('SELECT p.group_id FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?').get(c) as { group_id: number };
    db().prepare('UPDATE product_groups SET is_deleted = 1 WHERE id = ?').run(group.group_id);
    try {
      emptyBasket();
      const res = await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), t.customer, { Mode: 'replace' });
      const body = DraftRestoreResponseSchema.parse(res.json());
      expect(body.Details).toEqual([]);
      expect(body.BasketCount).toBe(0);
      expect(body.Errors).toEqual([
        expect.stringMatching(/is not available/),
        expect.stringMatching(/only 0 available/),
        expect.stringMatching(/no longer exists/),
        expect.stringMatching(/no access to the brand/),
      ]);
    } finally {
      db().prepare('UPDATE product_groups SET is_deleted = 0 WHERE id = ?').run(group.group_id);
      if (keep) db().prepare('INSERT OR IGNORE INTO customer_brands (customer_key, brand_id) VALUES (?, ?)').run(KEY, brandOfForeign);
    }
  });

  it('validates the mode and lets a user restore a draft shared with them, not marketing', async () => {
    const d = await savedDraft('Shared restore');
    const bad = await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), t.customer, { Mode: 'append' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().ModelState)).toEqual(['model.Mode']);
    expect((await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), t.staff, { Mode: 'merge' })).statusCode).toBe(403);
    await call(app, 'PUT', api(`basket/drafts/${d.Id}/share`), t.customer, { UserIds: [ids.staff, ids.marketing] });
    emptyBasket();
    expect((await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), t.staff, { Mode: 'merge' })).json()).toMatchObject({ BasketCount: 3 });
    expect((await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), t.marketing, { Mode: 'merge' })).statusCode).toBe(403);
    expect((await call(app, 'POST', api(`basket/drafts/${d.Id}/restore`), t.other, { Mode: 'merge' })).statusCode).toBe(404);
  });
});

describe('PUT basket/drafts/{id}/share and DELETE basket/drafts/{id}', () => {
  it('shares with users of the same customer only; the list is replaced each time', async () => {
    const d = await savedDraft('To share');
    const wrong = await call(app, 'PUT', api(`basket/drafts/${d.Id}/share`), t.customer, { UserIds: [ids.staff, ids.other] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().ModelState['model.UserIds'][0]).toContain(ids.other);
    for (const body of [{ UserIds: [ids.customer] }, { UserIds: ['nobody'] }, { UserIds: 'x' }, {}]) {
      expect((await call(app, 'PUT', api(`basket/drafts/${d.Id}/share`), t.customer, body)).statusCode).toBe(400);
    }
    expect(await list(t.staff)).toEqual([]);
    const ok = await call(app, 'PUT', api(`basket/drafts/${d.Id}/share`), t.customer, { UserIds: [ids.staff] });
    expect(DraftSummarySchema.parse(ok.json()).SharedWith.map((u) => u.Id)).toEqual([ids.staff]);
    await call(app, 'PUT', api(`basket/drafts/${d.Id}/share`), t.customer, { UserIds: [] });
    expect(await list(t.staff)).toEqual([]);
  });

  it('lets only the owner share and delete', async () => {
    const d = await savedDraft('Owner only');
    await call(app, 'PUT', api(`basket/drafts/${d.Id}/share`), t.customer, { UserIds: [ids.staff] });
    expect((await call(app, 'PUT', api(`basket/drafts/${d.Id}/share`), t.staff, { UserIds: [] })).statusCode).toBe(403);
    expect((await call(app, 'DELETE', api(`basket/drafts/${d.Id}`), t.staff)).statusCode).toBe(403);
    expect((await call(app, 'DELETE', api(`basket/drafts/${d.Id}`), t.other)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', api(`basket/drafts/${d.Id}`), t.customer)).statusCode).toBe(200);
    expect(await list(t.customer)).toEqual([]);
    expect(await list(t.staff)).toEqual([]);
    expect((await call(app, 'DELETE', api(`basket/drafts/${d.Id}`), t.customer)).statusCode).toBe(404);
    expect(otherKey).not.toBe(KEY);
  });
});
