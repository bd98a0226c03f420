import Database from 'better-sqlite3';
import { STOCK_STATUSES } from 'shared-kernel/contract';
import { createHash } from 'crypto';
import { join } from 'path';
import { openDatabase } from '../src/db/open';
import { tableNames } from '../src/db/schema';
import { tempDir } from './helpers';

function contentHash(file: string): string {
  const db = new Database(file, { readonly: true });
  const hash = createHash('sha256');
  for (const table of tableNames()) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).iterate()) hash.update(`${table}:${JSON.stringify(row)}\n`);
  }
  db.close();
  return hash.digest('hex');
}

describe('seed', () => {
  const { dir, cleanup } = tempDir();
  afterAll(cleanup);

  it('is deterministic', () => {
    const a = join(dir, 'a.db');
    const b = join(dir, 'b.db');
    openDatabase(a, { seedScale: 0.05 }).close();
    openDatabase(b, { seedScale: 0.05 }).close();
    expect(contentHash(a)).toBe(contentHash(b));
    openDatabase(a, { seedScale: 0.05, reset: true }).close();
    expect(contentHash(a)).toBe(contentHash(b));
  });

  it('covers every entity at scale 1 in a few seconds', () => {
    const started = performance.now();
    const db = openDatabase(join(dir, 'full.db'), { seedScale: 1 });
    expect(performance.now() - started).toBeLessThan(15_000);
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM product_groups')).toBeGreaterThanOrEqual(1000);
    expect(count('SELECT COUNT(*) AS n FROM brands')).toBe(8);
    const statuses = (db.prepare('SELECT DISTINCT stock_status AS s FROM variants').all() as { s: string }[]).map((r) => r.s);
    expect(new Set(statuses)).toEqual(new Set(STOCK_STATUSES));
    expect(count('SELECT COUNT(*) AS n FROM products WHERE size_chart_id = 2')).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) AS n FROM variants WHERE dim1 IS NOT NULL AND dim2 IS NOT NULL")).toBeGreaterThan(0);
    const demo = db.prepare("SELECT user_name, role, customer_key FROM users WHERE user_name IN ('admin','salesman','customer','staff','marketing') ORDER BY user_name").all();
    expect(demo).toEqual([
      { user_name: 'admin', role: 'Admin', customer_key: null },
      { user_name: 'customer', role: 'Klant', customer_key: 'C0001' },
      { user_name: 'marketing', role: 'MarketingKlant', customer_key: 'C0001' },
      { user_name: 'salesman', role: 'Vertegenwoordiger', customer_key: null },
      { user_name: 'staff', role: 'PersoneelKlant', customer_key: 'C0001' },
    ]);
    for (const table of tableNames().filter((n) => n !== 'outbox' && !n.startsWith('impersonation_') && n !== 'order_placed_by' && n !== 'preorder_changed_by' && n !== 'chat_reads' && n !== 'order_checkout' && n !== 'service_requests' && n !== 'erp_outbox' && n !== 'sheet_product_dates' && n !== 'sheet_variants' && n !== 'fileshare_views' && !n.startsWith('basket_draft') && n !== 'idempotency_keys')) {
      expect([table, count(`SELECT COUNT(*) AS n FROM ${table}`) > 0]).toEqual([table, true]);
    }
    expect(count('SELECT COUNT(DISTINCT type) AS n FROM coupons')).toBe(3);
    expect(count("SELECT COUNT(*) AS n FROM customers WHERE salesman_id = '00000000-0000-4000-a000-000000000002'")).toBeGreaterThan(3);
    expect(count("SELECT COUNT(*) AS n FROM basket_items WHERE customer_key = 'C0001'")).toBeGreaterThan(0);
    expect(count("SELECT COUNT(DISTINCT state) AS n FROM preorders WHERE customer_key = 'C0001'")).toBe(4);
    // every seeded pre-order header starts at row version 1 (optimistic concurrency, routes/preorder.ts)
    expect(count('SELECT COUNT(*) AS n FROM preorders WHERE row_version <> 1')).toBe(0);
    db.close();
  });
});
