// The pre-order grid (db/preorder-grid.ts: batched reads, answers kept until a write) against the
// straightforward computation it replaced (below: a few statements per colour product, nothing kept):
// for pre-orders, pages, searches, amounts-only views and callers drawn at random, the API's answer must
// be the straightforward one, read right now, also after writes of amounts, discounts, delivery dates,
// sheet size toggles and catalogue rows (through the API and through another connection). The read
// workers must answer the same.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { PreOrderProductGroupSchema, pagedSchema, type PreOrderProductGroup } from 'shared-kernel/contract';
import { brotliDecompressSync, gunzipSync } from 'zlib';
import { GROUP_COLUMNS, campaignModelsOf, catalogueQueries, type GroupRow } from '../src/db/catalogue';
import { offeredDates, pricedLines, sumLines } from '../src/db/preorder';
import { gridPage, preOrderGrid } from '../src/db/preorder-grid';
import type { EncodedBody } from '../src/http/encoded-body';
import { withoutPricesAndStock } from '../src/http/redact';
import { money } from '../src/http/money';
import { pagedQuery } from '../src/http/paging';
import { Where, bool, likeTerm } from '../src/http/sql';
import { urlFrom } from '../src/http/urls';
import { call, login, testApp } from './helpers';

jest.setTimeout(120_000);

interface Query {
  Page: number;
  PageSize: number;
  Search?: string;
  AmountsOnly?: 'true' | 'false';
}

interface SheetGroupRow extends GroupRow {
  sort_index_sheet: number;
  sheet_discount: number;
  sheet_maximum: number;
  sheet_brochure: number;
  group_discount: number | null;
}

/** the grid as routes/preorder-lines.ts read it before issue 20: per group and per colour product, every statement on its own */
function straightforward(db: Database.Database, p: { id: number; sheet_id: number }, q: Query, marketing: boolean, zeroPrices: boolean) {
  const cat = catalogueQueries(db);
  const url = urlFrom(ORIGIN);
  const where = new Where().add('sg.sheet_id = @sheet AND sg.is_marketing = @mk', { sheet: p.sheet_id, mk: marketing ? 1 : 0, pid: p.id });
  if (q.Search) where.add("(g.name LIKE @s ESCAPE '\\' OR g.erp_id LIKE @s ESCAPE '\\')", { s: likeTerm(q.Search) });
  if (q.AmountsOnly === 'true') {
    where.add('EXISTS (SELECT 1 FROM preorder_lines l JOIN variants v ON v.id = l.variant_id JOIN products pr ON pr.id = v.product_id WHERE l.preorder_id = @pid AND pr.group_id = g.id AND l.amount > 0)');
  }
  const lines = pricedLines(db, p.id);
  const amounts = new Map(lines.map((l) => [l.variant_id, l.amount]));
  const settings = new Map(
    (db.prepare('SELECT product_id, discount, delivery_date FROM preorder_product_settings WHERE preorder_id = ?').all(p.id) as { product_id: number; discount: number | null; delivery_date: string | null }[]).map((s) => [s.product_id, s]),
  );
  const toggles = new Map((db.prepare('SELECT variant_id, is_available FROM sheet_variants WHERE sheet_id = ?').all(p.sheet_id) as { variant_id: number; is_available: number }[]).map((r) => [r.variant_id, bool(r.is_available)]));
  const answer = pagedQuery(db, {
    select: `${GROUP_COLUMNS}, sg.sort_index AS sort_index_sheet, sg.pre_order_discount AS sheet_discount, sg.maximum_discount AS sheet_maximum, sg.brochure AS sheet_brochure, gs.discount AS group_discount`,
    from: `FROM sheet_product_groups sg JOIN product_groups g ON g.id = sg.group_id JOIN brands b ON b.id = g.brand_id
      LEFT JOIN preorder_group_settings gs ON gs.preorder_id = @pid AND gs.group_id = g.id`,
    where,
    orderBy: 'sg.sort_index, g.id',
    page: q.Page,
    pageSize: q.PageSize,
    map: (g: SheetGroupRow): PreOrderProductGroup => {
      const groupDiscount = g.group_discount ?? g.sheet_discount;
      const group: Omit<PreOrderProductGroup, 'CampaignModels'> = {
        ...cat.toItem(g, true, url),
        SortIndex: g.sort_index_sheet,
        Brochure: g.sheet_brochure,
        MaximumDiscount: g.sheet_maximum,
        PreOrderDiscount: groupDiscount,
        Products: cat.productsOf(g.id).map((pr) => {
          const s = settings.get(pr.id);
          const own = lines.filter((l) => l.product_id === pr.id);
          const sum = sumLines(own);
          const offered = offeredDates(db, p.sheet_id, pr.id);
          const wanted = s?.delivery_date ?? own[0]?.delivery_date ?? null;
          const chosen = wanted !== null && offered.includes(wanted) ? wanted : (offered[0] ?? null);
          const product = cat.toProduct(pr, url, new Map(), { amounts, deliveryDate: chosen });
          return {
            ...product,
            Variants: product.Variants.map((v) => ({ ...v, IsAvailable: toggles.get(v.Id) ?? v.IsAvailable })),
            DeliveryDates: product.DeliveryDates.filter((d) => offered.includes(d.DeliveryDate)),
            PreOrderDiscount: s?.discount ?? groupDiscount,
            MaximumDiscount: g.sheet_maximum,
            DefaultDiscount: g.default_discount,
            TotalAmount: sum.amount,
            TotalPrice: money(sum.gross),
            NettoPrice: money(sum.net),
          };
        }),
      };
      return { ...group, CampaignModels: campaignModelsOf(group.Products) };
    },
  });
  return zeroPrices ? withoutPricesAndStock(answer) : answer;
}

/** scheme and host of app.inject's requests (image URLs are absolute) */
const ORIGIN = 'http://localhost:80';
const USERS = ['admin', 'salesman', 'customer', 'staff', 'marketing'] as const;
type User = (typeof USERS)[number];

let app: FastifyInstance;
let close: () => Promise<void>;
let dbFile: string;
/** the test's own connection: reads for the straightforward answer, and writes the API does not know about */
let db: Database.Database;
const t: Record<string, string> = {};
let preOrders: { id: number; sheet_id: number; customer_key: string }[];
/** search terms the sheets' groups contain (names and ERP ids, partly), and some that match nothing */
let terms: string[];

beforeAll(async () => {
  ({ app, close, dbFile } = await testApp({ seedScale: 0.1 }));
  db = new Database(dbFile);
  for (const u of USERS) t[u] = await login(app, u);
  preOrders = db.prepare('SELECT id, sheet_id, customer_key FROM preorders ORDER BY id').all() as typeof preOrders;
  // what the admin sheet builder sets (the seed sets none): on every sheet, some sizes switched over and
  // some colour products offering only their first delivery date
  db.exec(`
    INSERT INTO sheet_variants (sheet_id, variant_id, is_available)
      SELECT sg.sheet_id, v.id, 1 - v.is_available FROM sheet_product_groups sg JOIN products pr ON pr.group_id = sg.group_id JOIN variants v ON v.product_id = pr.id
      WHERE (v.id + sg.sheet_id) % 5 = 0;
    INSERT INTO sheet_product_dates (sheet_id, product_id, delivery_date)
      SELECT sg.sheet_id, pr.id, (SELECT MIN(d.delivery_date) FROM delivery_dates d WHERE d.product_id = pr.id)
      FROM sheet_product_groups sg JOIN products pr ON pr.group_id = sg.group_id
      WHERE (pr.id + sg.sheet_id) % 3 = 0 AND EXISTS (SELECT 1 FROM delivery_dates d WHERE d.product_id = pr.id);
  `);
  const names = db.prepare('SELECT g.name, g.erp_id FROM sheet_product_groups sg JOIN product_groups g ON g.id = sg.group_id ORDER BY g.id LIMIT 40').all() as { name: string; erp_id: string }[];
  terms = [...names.flatMap((n) => [n.name.slice(0, 4), n.erp_id.slice(-3)]), 'zz-none', '%', '_'];
});
afterAll(async () => {
  db.close();
  await close();
});

/** who may read the pre-order: admin and salesman any, the demo customer's users their company's */
const readers = (customerKey: string): User[] => (customerKey === 'C0001' ? [...USERS] : ['admin', 'salesman']);

const queryString = (q: Query) => new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

async function grid(user: User, id: number, q: Query, marketing = false, target = app) {
  const res = await call(target, 'GET', `/api/en/PreOrder/${id}/${marketing ? 'marketing' : ''}productgroups?${queryString(q)}`, t[user]);
  expect([res.statusCode, res.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
  return res.json();
}

/** the API's answer equals the straightforward one, read now */
async function same(user: User, p: (typeof preOrders)[number], q: Query, marketing = false) {
  const actual = await grid(user, p.id, q, marketing);
  expect(actual).toEqual(straightforward(db, p, q, marketing, user === 'marketing'));
  return actual;
}

const queries = () =>
  fc.record(
    {
      Page: fc.integer({ min: 1, max: 4 }),
      PageSize: fc.constantFrom(1, 3, 10, 25),
      Search: fc.option(fc.constantFrom(...terms), { freq: 3, nil: undefined }),
      AmountsOnly: fc.option(fc.constantFrom('true' as const, 'false' as const), { freq: 3, nil: undefined }),
    },
    { requiredKeys: ['Page', 'PageSize'] },
  );

describe('pre-order grid: batched and kept against the straightforward read', () => {
  it('answers every pre-order, page, search and caller as the straightforward read does (first read and kept)', async () => {
    const cases = fc.record({ p: fc.constantFrom(...preOrders), q: queries(), marketing: fc.boolean(), pick: fc.nat() });
    await fc.assert(
      fc.asyncProperty(cases, async ({ p, q, marketing, pick }) => {
        const who = readers(p.customer_key);
        const user = who[pick % who.length];
        await same(user, p, q, marketing);
        // the kept answer
        await same(user, p, q, marketing);
      }),
      { numRuns: 150, seed: 20261124 },
    );
  });

  it('the contract holds: every field of PreOrderProductGroup, strictly', async () => {
    const p = preOrders.find((x) => x.customer_key === 'C0001')!;
    const page = await grid('salesman', p.id, { Page: 1, PageSize: 10 });
    const strict = pagedSchema(PreOrderProductGroupSchema.strict());
    expect(() => strict.parse(page)).not.toThrow();
    expect(page.Items.length).toBeGreaterThan(0);
  });

  it('shows a write on the next read: amounts, product and group discounts, delivery dates (API), toggles and catalogue (another connection)', async () => {
    const open = db
      .prepare(
        `SELECT p.id, p.sheet_id, p.customer_key FROM preorders p JOIN preorder_sheets s ON s.id = p.sheet_id
         WHERE p.state = 0 AND p.is_closed = 0 AND s.deadline > ? ORDER BY p.id`,
      )
      .all(new Date().toISOString()) as typeof preOrders;
    expect(open.length).toBeGreaterThan(0);
    const writes = fc.record({
      p: fc.constantFrom(...open),
      kind: fc.constantFrom('amount', 'product', 'group', 'toggle', 'catalogue'),
      n: fc.nat(),
      value: fc.integer({ min: 0, max: 30 }),
    });
    await fc.assert(
      fc.asyncProperty(writes, async ({ p, kind, n, value }) => {
        const q: Query = { Page: 1, PageSize: 10 };
        const before = pagedSchema(PreOrderProductGroupSchema).parse(await same('admin', p, q));
        const products = before.Items.flatMap((g) => g.Products.map((pr) => ({ g, pr })));
        if (!products.length) return;
        const { g, pr } = products[n % products.length];
        const sizes = pr.Variants.filter((v) => v.IsEnabled && v.IsAvailable);
        const v = pr.Variants[n % pr.Variants.length];
        const put = (path: string, body: unknown) => call(app, 'PUT', `/api/en/PreOrder/${p.id}/${path}`, t.admin, body);
        let expected: (after: PreOrderProductGroup['Products'][number]) => void = () => undefined;
        if (kind === 'amount' && sizes.length && pr.DeliveryDates.length) {
          const size = sizes[n % sizes.length];
          expect((await put(`productvariant/${size.Id}`, { Amount: value })).statusCode).toBe(200);
          expected = (after) => expect(after.Variants.find((x) => x.Id === size.Id)!.Amount).toBe(value);
        } else if (kind === 'product' && pr.DeliveryDates.length) {
          const date = pr.DeliveryDates[n % pr.DeliveryDates.length].DeliveryDate;
          const discount = value % (pr.MaximumDiscount + 1);
          expect((await put(`product/${pr.Id}`, { PreOrderDiscount: discount, DeliveryDate: date })).statusCode).toBe(200);
          expected = (after) => expect([after.PreOrderDiscount, after.DeliveryDate]).toEqual([discount, date]);
        } else if (kind === 'group') {
          const discount = value % (g.MaximumDiscount + 1);
          expect((await put(`productgroup/${g.Id}`, { PreOrderDiscount: discount })).statusCode).toBe(200);
          expected = (after) => expect(after.PreOrderDiscount).toBe(discount);
        } else if (kind === 'toggle') {
          // the admin sheet builder's size toggle, written behind the API's back
          db.prepare('INSERT INTO sheet_variants (sheet_id, variant_id, is_available) VALUES (?, ?, ?) ON CONFLICT (sheet_id, variant_id) DO UPDATE SET is_available = excluded.is_available').run(
            p.sheet_id,
            v.Id,
            v.IsAvailable ? 0 : 1,
          );
          expected = (after) => expect(after.Variants.find((x) => x.Id === v.Id)!.IsAvailable).toBe(!v.IsAvailable);
        } else if (kind === 'catalogue') {
          db.prepare('UPDATE variants SET stock = ? WHERE id = ?').run(value, v.Id);
          expected = (after) => expect(after.Variants.find((x) => x.Id === v.Id)!.Stock).toBe(value);
        }
        const after = pagedSchema(PreOrderProductGroupSchema).parse(await same('admin', p, q));
        expected(after.Items.flatMap((x) => x.Products).find((x) => x.Id === pr.Id)!);
      }),
      { numRuns: 60, seed: 11 },
    );
  });

  it('keeps prices from marketing users in a kept page that others read with prices', async () => {
    const p = preOrders.find((x) => x.customer_key === 'C0001')!;
    const q = { Page: 1, PageSize: 10 };
    const priced = await grid('customer', p.id, q);
    const zeroed = await grid('marketing', p.id, q);
    expect(priced.Items[0].Products[0].RetailPrice).toBeGreaterThan(0);
    expect(zeroed.Items.every((g: PreOrderProductGroup) => g.Products.every((pr) => pr.RetailPrice === 0 && pr.NettoPrice === 0))).toBe(true);
    expect(await grid('customer', p.id, q)).toEqual(priced);
  });

  it('keeps a page per Host: image URLs another Host asked for never reach this one', async () => {
    const p = preOrders.find((x) => x.customer_key === 'C0001')!;
    const url = `/api/en/PreOrder/${p.id}/productgroups?Page=1&PageSize=10`;
    const as = (host: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.customer}`, host } });
    const evil = (await as(`evil.example${'x'.repeat(2000)}`)).json();
    expect(evil.Items[0].Images[0]).toMatch(/^http:\/\/evil\.example/);
    const mine = (await as('localhost:80')).json();
    expect(JSON.stringify(mine)).not.toContain('evil.example');
    expect(mine).toEqual(straightforward(db, p, { Page: 1, PageSize: 10 }, false, false));
  });

  it('refuses a pre-order the caller may not see, also once its page is kept', async () => {
    const other = preOrders.find((x) => x.customer_key !== 'C0001')!;
    await grid('admin', other.id, { Page: 1, PageSize: 10 });
    for (const user of ['customer', 'staff', 'marketing'] as const) {
      expect((await call(app, 'GET', `/api/en/PreOrder/${other.id}/productgroups?Page=1&PageSize=10`, t[user])).statusCode).toBe(404);
    }
  });
});

describe("pre-order grid: a sheet's own page", () => {
  it('answers pre-orders without rows of their own in a page with one read of it, and each its own page once it has a row there', async () => {
    // two pre-orders of one sheet, cleared of lines and settings (the test's copy of the database)
    const sheet = preOrders.find((p) => preOrders.some((o) => o.id !== p.id && o.sheet_id === p.sheet_id))!.sheet_id;
    const [a, b] = preOrders.filter((p) => p.sheet_id === sheet);
    for (const table of ['preorder_lines', 'preorder_product_settings', 'preorder_group_settings']) db.prepare(`DELETE FROM ${table} WHERE preorder_id IN (?, ?)`).run(a.id, b.id);
    const grid = preOrderGrid(db, null);
    const q: Query = { Page: 1, PageSize: 10 };
    const page = (p: typeof a, query: Query = q, zeroPrices = false) => grid.page({ preOrderId: p.id, sheetId: p.sheet_id, marketing: false, query, zeroPrices, origin: ORIGIN }, null);
    const json = (body: EncodedBody) => JSON.parse(body.json.toString('utf8'));
    const sheetPage = await page(a);
    expect(json(sheetPage)).toEqual(straightforward(db, a, q, false, false));
    expect(json(sheetPage).Items.length).toBeGreaterThan(0);
    // b is answered with the page read for a, and it is b's page
    expect(await page(b)).toBe(sheetPage);
    expect(json(sheetPage)).toEqual(straightforward(db, b, q, false, false));
    // a page without prices is a page of its own (shared by such callers); amounts-only pages are never shared (they list the pre-order's own groups)
    const zeroed = await page(a, q, true);
    expect(zeroed).not.toBe(sheetPage);
    expect(await page(b, q, true)).toBe(zeroed);
    expect(json(zeroed)).toEqual(straightforward(db, b, q, false, true));
    const amountsOnly: Query = { ...q, AmountsOnly: 'true' };
    expect(await page(b, amountsOnly)).not.toBe(await page(a, amountsOnly));

    // a line of b's in the page: b's own page from then on, a keeps the sheet's
    const product = (json(sheetPage).Items as PreOrderProductGroup[]).flatMap((g) => g.Products).find((pr) => pr.DeliveryDates.length && pr.Variants.length)!;
    db.prepare('INSERT INTO preorder_lines (preorder_id, variant_id, amount, delivery_date, discount) VALUES (?, ?, 3, NULL, 0)').run(b.id, product.Variants[0].Id);
    const bOwn = await page(b);
    expect(bOwn).not.toBe(sheetPage);
    expect(json(bOwn)).toEqual(straightforward(db, b, q, false, false));
    expect((json(bOwn).Items as PreOrderProductGroup[]).flatMap((g) => g.Products).find((pr) => pr.Id === product.Id)!.TotalAmount).toBe(3);
    expect(await page(a)).toBe(sheetPage);
    // a group setting of a's, then a product setting of a's in the page: a's own page each time
    const group = (json(sheetPage).Items as PreOrderProductGroup[])[0];
    db.prepare('INSERT INTO preorder_group_settings (preorder_id, group_id, discount) VALUES (?, ?, ?)').run(a.id, group.Id, group.MaximumDiscount);
    const aGroup = await page(a);
    expect(aGroup).not.toBe(sheetPage);
    expect(json(aGroup)).toEqual(straightforward(db, a, q, false, false));
    // amounts-only lists the groups a holds an amount in: a setting without an amount lists none
    expect(json(await page(a, amountsOnly))).toEqual(straightforward(db, a, amountsOnly, false, false));
    expect(json(await page(a, amountsOnly)).Items).toEqual([]);
    db.prepare('DELETE FROM preorder_group_settings WHERE preorder_id = ?').run(a.id);
    db.prepare('INSERT INTO preorder_product_settings (preorder_id, product_id, discount, delivery_date) VALUES (?, ?, NULL, NULL)').run(a.id, product.Id);
    const aProduct = await page(a);
    expect(aProduct).not.toBe(sheetPage);
    expect(json(aProduct)).toEqual(straightforward(db, a, q, false, false));
    expect(json(await page(a, amountsOnly)).Items).toEqual([]);
    // a sheet's write: the sheet's page is read again, once, for both
    db.prepare('DELETE FROM preorder_product_settings WHERE preorder_id = ?').run(a.id);
    db.prepare('DELETE FROM preorder_lines WHERE preorder_id = ?').run(b.id);
    db.prepare('UPDATE sheet_product_groups SET maximum_discount = maximum_discount + 1 WHERE sheet_id = ? AND group_id = ?').run(sheet, group.Id);
    const reread = await page(a);
    expect(reread).not.toBe(sheetPage);
    expect(await page(b)).toBe(reread);
    expect(json(reread)).toEqual(straightforward(db, b, q, false, false));
    expect((json(reread).Items as PreOrderProductGroup[])[0].MaximumDiscount).toBe(group.MaximumDiscount + 1);
  });
});

describe("pre-order grid: a pre-order's own rows, read once for its pages", () => {
  it('reads them again after a write to the pre-order, also through another connection', () => {
    // a pre-order with groups on at least two pages; its amounts in page 2 written between two reads
    const p = preOrders.find((o) => (db.prepare('SELECT COUNT(*) AS n FROM sheet_product_groups WHERE sheet_id = ? AND is_marketing = 0').get(o.sheet_id) as { n: number }).n > 10)!;
    const read = (q: Query) => JSON.parse(gridPage(db, { preOrderId: p.id, sheetId: p.sheet_id, marketing: false, query: q, zeroPrices: false, origin: ORIGIN }).json);
    const [first, second]: Query[] = [{ Page: 1, PageSize: 10 }, { Page: 2, PageSize: 10 }];
    expect(read(first)).toEqual(straightforward(db, p, first, false, false));
    const variant = (read(second).Items as PreOrderProductGroup[]).flatMap((g) => g.Products).flatMap((pr) => pr.Variants)[0];
    const other = new Database(dbFile);
    try {
      other.prepare('INSERT INTO preorder_lines (preorder_id, variant_id, amount, delivery_date, discount) VALUES (?, ?, 7, NULL, 0) ON CONFLICT (preorder_id, variant_id) DO UPDATE SET amount = 7').run(p.id, variant.Id);
    } finally {
      other.close();
    }
    const page = read(second);
    expect(page).toEqual(straightforward(db, p, second, false, false));
    expect((page.Items as PreOrderProductGroup[]).flatMap((g) => g.Products).some((pr) => pr.TotalAmount >= 7)).toBe(true);
  });
});

describe('pre-order grid in the read workers', () => {
  it('answers the straightforward read, after writes too', async () => {
    const pooled = await testApp({ seedScale: 0.1, readWorkers: 2 });
    const own = new Database(pooled.dbFile);
    try {
      const pool = pooled.app.ctx.reads!;
      await pool.ready();
      // count the grid's tasks the workers get
      let tasks = 0;
      const run = pool.run.bind(pool);
      pool.run = ((task: string, ...rest: Parameters<typeof run> extends [string, ...infer R] ? R : never) => {
        if (task === 'preOrderGrid') tasks++;
        return run(task, ...rest);
      }) as typeof pool.run;
      // and which worker each went to (the pool's workers are private: their postMessage is watched)
      const perWorker = new Map<number, number>();
      (pool as unknown as { slots: { worker: { postMessage: (m: { task: string }) => void } }[] }).slots.forEach((slot, i) => {
        const post = slot.worker.postMessage.bind(slot.worker);
        slot.worker.postMessage = (m) => {
          if (m.task === 'preOrderGrid') perWorker.set(i, (perWorker.get(i) ?? 0) + 1);
          post(m);
        };
      });
      const token = await login(pooled.app, 'admin');
      const read = async (p: (typeof preOrders)[number], q: Query, marketing = false) => {
        const res = await call(pooled.app, 'GET', `/api/en/PreOrder/${p.id}/${marketing ? 'marketing' : ''}productgroups?${queryString(q)}`, token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(straightforward(own, p, q, marketing, false));
        return res.json();
      };
      // every page the cache does not hold goes to a worker once the pool is ready, small pages and large ones
      const large = queries().map((q) => ({ ...q, PageSize: q.PageSize + 25 }));
      for (const { p, q, marketing } of fc.sample(fc.record({ p: fc.constantFrom(...preOrders), q: fc.oneof(large, queries()), marketing: fc.boolean() }), { numRuns: 40, seed: 5 })) {
        await read(p, q, marketing);
      }
      // pages of many sheets at once: they all wait their turn in the grid's lane, none goes to the idle worker
      await Promise.all(preOrders.slice(0, 8).map((p) => read(p, { Page: 1, PageSize: 7 })));
      expect([...perWorker.values()]).toEqual([tasks]);
      // a page a worker reads encodes there as the request asks; another encoding is made later, here
      const big = preOrders.find((x) => x.customer_key === 'C0001')!;
      for (const encoding of ['br', 'gzip']) {
        const res = await pooled.app.inject({ method: 'GET', url: `/api/en/PreOrder/${big.id}/productgroups?Page=1&PageSize=30`, headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
        expect(res.headers['content-encoding']).toBe(encoding);
        const json = (encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString('utf8');
        expect(JSON.parse(json)).toEqual(straightforward(own, big, { Page: 1, PageSize: 30 }, false, false));
      }
      const p = preOrders[0];
      const q = { Page: 1, PageSize: 30 };
      const v = (await read(p, q)).Items[0].Products[0].Variants[0];
      own.prepare('UPDATE variants SET stock = stock + 7 WHERE id = ?').run(v.Id);
      expect((await read(p, q)).Items[0].Products[0].Variants[0].Stock).toBe(v.Stock + 7);
      expect(tasks).toBeGreaterThan(15);
    } finally {
      own.close();
      await pooled.close();
    }
  });
});
