// The shop list's SQL (db/shop-list.ts) against a plain computation over the same rows: for filter
// combinations drawn from the seed's own values, the total, the page and every facet's counts must be
// what "every chosen filter, but the facet's own" gives when each group is checked one by one. Also:
// the read workers answer exactly what the API's thread answers, and the access cache sees writes.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ProductGroupPageSchema } from 'shared-kernel/contract';
import { memoUntilWrite } from '../src/db/open';
import { call, login, tempDir, testApp } from './helpers';

// seeds a 0.2-scale catalogue and starts worker threads: seconds each on a loaded machine
jest.setTimeout(60_000);

let app: FastifyInstance;
let close: () => Promise<void>;
let db: Database.Database;
const t: Record<string, string> = {};

interface Group {
  id: number;
  name: string;
  erp_id: string;
  brand_id: number;
  brand: string;
  brand_name: string;
  collection: string;
  collection_name: string;
  type: string;
  age_sex: string;
  label: string | null;
  live: boolean;
  sort_index: number;
  colors: Set<string>;
  sizes: Set<string>;
  stock: boolean;
  pre: boolean;
}
let groups: Group[];
/** a signed-in customer whose country restricts brands (user name, restricted and branch brand ids) */
let restrictedCustomer: { user: string; restricted: number[]; branch: number[] };

beforeAll(async () => {
  let dbFile: string;
  ({ app, close, dbFile } = await testApp({ seedScale: 0.2 }));
  db = new Database(dbFile, { readonly: true });
  const many = (facet: string) => {
    const out = new Map<number, Set<string>>();
    for (const r of db.prepare('SELECT group_id, value FROM group_facets WHERE facet = ?').all(facet) as { group_id: number; value: string }[]) {
      out.set(r.group_id, (out.get(r.group_id) ?? new Set()).add(r.value));
    }
    return out;
  };
  // the facet rows themselves are checked against products and variants in the last test
  const [colors, sizes, stock, pre] = [many('Colors'), many('Sizes'), many('StockOnly'), many('PreOnly')];
  groups = (
    db
      .prepare(
        `SELECT g.id, g.name, g.erp_id, g.brand_id, b.code AS brand, b.name AS brand_name, CAST(g.collection_id AS TEXT) AS collection, c.name AS collection_name,
           g.type, g.age_sex, g.label, g.is_deleted = 0 AND g.is_marketing = 0 AS live, g.sort_index
         FROM product_groups g JOIN brands b ON b.id = g.brand_id JOIN collections c ON c.id = g.collection_id`,
      )
      .all() as (Omit<Group, 'colors' | 'sizes' | 'stock' | 'pre' | 'live'> & { live: number })[]
  ).map((g) => ({ ...g, live: g.live === 1, colors: colors.get(g.id) ?? new Set(), sizes: sizes.get(g.id) ?? new Set(), stock: stock.has(g.id), pre: pre.has(g.id) }));
  const c = db
    .prepare(
      `SELECT u.user_name, c.branch_id, ctry.iso2 FROM users u JOIN customers c ON c.key = u.customer_key JOIN countries ctry ON ctry.id = c.country_id
       WHERE u.role = 'Klant' AND u.is_deleted = 0 AND u.is_blocked = 0
         AND EXISTS (SELECT 1 FROM branch_restrictions r WHERE r.branch_id = c.branch_id AND r.country_code = ctry.iso2 AND r.restriction_level = 'restricted')
       ORDER BY u.user_name LIMIT 1`,
    )
    .get() as { user_name: string; branch_id: number; iso2: string };
  const ids = (sql: string, ...p: unknown[]) => (db.prepare(sql).all(...p) as { brand_id: number }[]).map((r) => r.brand_id);
  restrictedCustomer = {
    user: c.user_name,
    restricted: ids("SELECT brand_id FROM branch_restrictions WHERE branch_id = ? AND country_code = ? AND restriction_level = 'restricted'", c.branch_id, c.iso2),
    branch: ids('SELECT brand_id FROM branch_brands WHERE branch_id = ? AND is_part_of_branch = 1', c.branch_id),
  };
  for (const u of ['admin', restrictedCustomer.user]) t[u] = await login(app, u);
});
afterAll(async () => {
  db.close();
  await close();
});

type Query = Partial<Record<'Brands' | 'Collection' | 'Type' | 'AgeSex' | 'Label' | 'Colors' | 'Sizes' | 'search' | 'StockOnly' | 'PreOnly' | 'addBranchFilter', string>> & {
  Page: number;
  pageSize: number;
};
const FACETS = ['Brands', 'Collection', 'Type', 'AgeSex', 'Label', 'Colors', 'Sizes'] as const;
type Facet = (typeof FACETS)[number];

/** a group's values of a facet, and their display texts */
function valuesOf(g: Group, f: Facet): [string, string][] {
  switch (f) {
    case 'Brands':
      return [[g.brand, g.brand_name]];
    case 'Collection':
      return [[g.collection, g.collection_name]];
    case 'Type':
      return [[g.type, g.type]];
    case 'AgeSex':
      return [[g.age_sex, g.age_sex]];
    case 'Label':
      return g.label === null ? [] : [[g.label, g.label]];
    case 'Colors':
      return [...g.colors].map((v) => [v, v]);
    case 'Sizes':
      return [...g.sizes].map((v) => [v, v]);
  }
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const split = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** the expected answer, group by group: passes(g, skip) is every filter but `skip` */
function expected(q: Query, limits: { restricted: number[]; branch: number[] | null }) {
  const term = q.search?.toLowerCase();
  const passes = (g: Group, skip: Facet | null) =>
    g.live &&
    (!term || g.name.toLowerCase().includes(term) || g.erp_id.toLowerCase().includes(term)) &&
    (q.StockOnly !== 'true' || g.stock) &&
    (q.PreOnly !== 'true' || g.pre) &&
    !limits.restricted.includes(g.brand_id) &&
    (q.addBranchFilter !== 'true' || limits.branch === null || limits.branch.includes(g.brand_id)) &&
    FACETS.every((f) => f === skip || !split(q[f]).length || valuesOf(g, f).some(([v]) => split(q[f]).includes(v)));
  const listed = groups.filter((g) => passes(g, null)).sort((a, b) => a.sort_index - b.sort_index || a.id - b.id);
  const facets = Object.fromEntries(
    FACETS.map((f) => {
      const counts = new Map<string, { display: string; n: number }>();
      for (const g of groups) if (passes(g, f)) for (const [v, d] of valuesOf(g, f)) counts.set(v, { display: d, n: (counts.get(v)?.n ?? 0) + 1 });
      const items = [...counts].map(([Value, { display, n }]) => ({ Value, DisplayValue: display, IsSelected: split(q[f]).includes(Value), Count: n }));
      return [f, items.sort((a, b) => byText(a.DisplayValue, b.DisplayValue) || byText(a.Value, b.Value))];
    }),
  );
  return { total: listed.length, ids: listed.slice((q.Page - 1) * q.pageSize, q.Page * q.pageSize).map((g) => g.id), facets };
}

const qs = (q: Query) => new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

async function actual(user: string, q: Query) {
  const res = await call(app, 'GET', `/api/en/productgroup/?${qs(q)}`, t[user]);
  expect(res.statusCode).toBe(200);
  const page = ProductGroupPageSchema.parse(res.json());
  return { total: page.Totalcount, ids: page.Items.map((i) => i.Id), facets: Object.fromEntries(page.Filters.map((f) => [f.Name, f.Items])) };
}

/** filter combinations over the seed's own values (plus values no group has), one to four facets at a time */
function queries() {
  const distinct = (f: Facet) => [...new Set(groups.flatMap((g) => valuesOf(g, f).map(([v]) => v)))].sort();
  const values = (f: Facet) => fc.subarray([...distinct(f), 'none-such'], { minLength: 1, maxLength: 3 }).map((vs) => vs.join(','));
  const facet = (f: Facet) => fc.option(values(f), { freq: 2, nil: undefined });
  return fc.record(
    {
      Brands: facet('Brands'),
      Collection: fc.option(fc.oneof(values('Collection'), fc.constant('x1')), { freq: 3, nil: undefined }),
      Type: facet('Type'),
      AgeSex: fc.option(values('AgeSex'), { freq: 4, nil: undefined }),
      Label: fc.option(values('Label'), { freq: 4, nil: undefined }),
      Colors: facet('Colors'),
      Sizes: fc.option(values('Sizes'), { freq: 3, nil: undefined }),
      search: fc.option(fc.constantFrom('a', 'ER', 'shirt', 'zzz'), { freq: 5, nil: undefined }),
      StockOnly: fc.option(fc.constant('true'), { freq: 4, nil: undefined }),
      PreOnly: fc.option(fc.constant('true'), { freq: 6, nil: undefined }),
      addBranchFilter: fc.option(fc.constant('true'), { freq: 3, nil: undefined }),
      Page: fc.integer({ min: 1, max: 3 }),
      pageSize: fc.constantFrom(12, 24),
    },
    { requiredKeys: ['Page', 'pageSize'] },
  ) as fc.Arbitrary<Query>;
}

describe('shop list: SQL against a group-by-group computation', () => {
  it('answers the total, the page and every facet count of an admin (no limits)', async () => {
    await fc.assert(
      fc.asyncProperty(queries(), async (q) => {
        expect(await actual('admin', q)).toEqual(expected(q, { restricted: [], branch: null }));
      }),
      { numRuns: 60, seed: 20261123 },
    );
  });

  it('leaves out the brands restricted in the customer country, and applies the branch filter', async () => {
    const limits = { restricted: restrictedCustomer.restricted, branch: restrictedCustomer.branch };
    expect(limits.restricted.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(queries(), async (q) => {
        expect(await actual(restrictedCustomer.user, q)).toEqual(expected(q, limits));
      }),
      { numRuns: 40, seed: 4 },
    );
  });

  it('builds each card of a page (in one batch) as the product detail builds it (one group at a time)', async () => {
    for (const user of ['admin', restrictedCustomer.user]) {
      const page = await call(app, 'GET', '/api/en/productgroup/?pageSize=96&Page=1', t[user]);
      const items = page.json().Items as Record<string, unknown>[];
      expect(items).toHaveLength(96);
      for (const item of items) {
        const detail = (await call(app, 'GET', `/api/en/productgroup/${item.Id}`, t[user])).json();
        expect(Object.fromEntries(Object.keys(item).map((k) => [k, detail[k]]))).toEqual(item);
      }
    }
  });

  it('derives the facet rows from products and variants, with their group columns', () => {
    const wrong = db
      .prepare(
        `SELECT COUNT(*) AS n FROM group_facets x JOIN product_groups g ON g.id = x.group_id
         WHERE x.brand_id IS NOT g.brand_id OR x.type IS NOT g.type OR x.collection_id IS NOT g.collection_id OR x.age_sex IS NOT g.age_sex
           OR x.label IS NOT g.label OR x.live IS NOT (g.is_deleted = 0 AND g.is_marketing = 0)`,
      )
      .get() as { n: number };
    expect(wrong.n).toBe(0);
    const colours = db.prepare("SELECT COUNT(*) AS n FROM (SELECT DISTINCT group_id, color FROM products)").get() as { n: number };
    expect(db.prepare("SELECT COUNT(*) AS n FROM group_facets WHERE facet = 'Colors'").get()).toEqual(colours);
  });
});

describe('read workers', () => {
  it('answer the list exactly as the API thread does, and a stopped worker costs no answer', async () => {
    const pooled = await testApp({ seedScale: 0.2, readWorkers: 2 });
    try {
      await pooled.app.ctx.reads!.ready();
      const token = await login(pooled.app, 'admin');
      const sample = fc.sample(queries(), { numRuns: 25, seed: 7 });
      for (const q of sample) {
        const res = await call(pooled.app, 'GET', `/api/en/productgroup/?${qs(q)}`, token);
        expect(res.statusCode).toBe(200);
        const mine = await call(app, 'GET', `/api/en/productgroup/?${qs(q)}`, t.admin);
        // the same groups, counts and cards (image URLs name the same host under inject)
        expect(res.json()).toEqual(mine.json());
      }
      // every worker stopped while requests are under way: they are answered here, and the workers come back
      const q: Query = { Page: 2, pageSize: 12, Colors: 'Blue', Sizes: 'M' };
      const answers = Promise.all([1, 2, 3].map((p) => call(pooled.app, 'GET', `/api/en/productgroup/?${qs({ ...q, Page: p })}`, token)));
      await pooled.app.ctx.reads!.recycle();
      for (const res of await answers) expect(res.statusCode).toBe(200);
      await pooled.app.ctx.reads!.ready();
      expect(pooled.app.ctx.reads!.readyCount).toBe(2);
      const again = await call(pooled.app, 'GET', `/api/en/productgroup/?${qs({ ...q, Brands: 'NRW' })}`, token);
      expect(again.json()).toEqual((await call(app, 'GET', `/api/en/productgroup/?${qs({ ...q, Brands: 'NRW' })}`, t.admin)).json());
    } finally {
      await pooled.close();
    }
  });
});

describe('memoUntilWrite', () => {
  it('keeps an answer until the database is written, by this connection or by another one', () => {
    const { dir, cleanup } = tempDir();
    const file = `${dir}/memo.db`;
    const a = new Database(file);
    a.pragma('journal_mode = WAL');
    a.exec('CREATE TABLE t (k TEXT, v INTEGER); INSERT INTO t VALUES (\'x\', 1)');
    const b = new Database(file);
    let reads = 0;
    const read = memoUntilWrite(
      a,
      (k: string) => {
        reads++;
        return (a.prepare('SELECT v FROM t WHERE k = ?').get(k) as { v: number }).v;
      },
      (k) => k,
    );
    try {
      expect([read('x'), read('x')]).toEqual([1, 1]);
      expect(reads).toBe(1);
      a.prepare("UPDATE t SET v = 2 WHERE k = 'x'").run();
      expect(read('x')).toBe(2);
      b.prepare("UPDATE t SET v = 3 WHERE k = 'x'").run();
      expect(read('x')).toBe(3);
      expect(read('x')).toBe(3);
      expect(reads).toBe(3);
    } finally {
      a.close();
      b.close();
      cleanup();
    }
  });
});
