// Change counters: how often the rows behind a cached answer were written, per scope, counted by
// triggers in the database itself. Writes from any handler and any connection (the API's, a test's
// own) count, without the write paths knowing about caches; a cache keeps an answer with the counters
// it was computed at and computes it again once one of them moved.
import type { Db } from './open';

/**
 * The scopes of the tables whose rows pre-order answers are built from (the pre-order grid,
 * db/preorder-grid.ts): `preorder:<id>` (its lines and settings), `sheet:<id>` (what the sheet offers)
 * and `catalogue` (groups, colour products, sizes, delivery dates, images; rarely written at run time:
 * stock on checkout, tests). Each entry: the table and the SQL of its scope over the row `r`.
 */
const WATCHED: [table: string, scope: (r: 'NEW' | 'OLD') => string][] = [
  ['preorder_lines', (r) => `'preorder:' || ${r}.preorder_id`],
  ['preorder_product_settings', (r) => `'preorder:' || ${r}.preorder_id`],
  ['preorder_group_settings', (r) => `'preorder:' || ${r}.preorder_id`],
  ['sheet_product_groups', (r) => `'sheet:' || ${r}.sheet_id`],
  ['sheet_product_dates', (r) => `'sheet:' || ${r}.sheet_id`],
  ['sheet_variants', (r) => `'sheet:' || ${r}.sheet_id`],
  ...['product_groups', 'brands', 'products', 'variants', 'delivery_dates', 'images'].map((t): [string, () => string] => [t, () => "'catalogue'"]),
];

const bump = (scope: string) => `INSERT INTO change_counters (scope, n) VALUES (${scope}, 1) ON CONFLICT (scope) DO UPDATE SET n = n + 1;`;

/**
 * Creates the counter table and its triggers when missing (every open: a database seeded before they
 * existed gets them without a new seed; created after seeding, so the seed's inserts do not count).
 */
export function installChangeCounters(db: Db): void {
  const triggers = WATCHED.flatMap(([table, scope]) => [
    `CREATE TRIGGER IF NOT EXISTS cc_${table}_insert AFTER INSERT ON ${table} BEGIN ${bump(scope('NEW'))} END;`,
    // an update may move a row to another scope, a change of both (the same scope then counts twice: harmless)
    `CREATE TRIGGER IF NOT EXISTS cc_${table}_update AFTER UPDATE ON ${table} BEGIN ${bump(scope('OLD'))} ${scope('OLD') === scope('NEW') ? '' : bump(scope('NEW'))} END;`,
    `CREATE TRIGGER IF NOT EXISTS cc_${table}_delete AFTER DELETE ON ${table} BEGIN ${bump(scope('OLD'))} END;`,
  ]);
  db.exec(`CREATE TABLE IF NOT EXISTS change_counters (scope TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;\n${triggers.join('\n')}`);
}

/**
 * The counters of a pre-order's grid: `version` joins the pre-order's, its sheet's and the catalogue's
 * (equal strings: no write to any of them in between), `sheet` and `catalogue` the last two alone.
 */
export function preOrderGridCounters(db: Db, preOrderId: number, sheetId: number): { version: string; sheet: number; catalogue: number } {
  const row = db
    .prepare(
      `SELECT COALESCE((SELECT n FROM change_counters WHERE scope = @p), 0) AS p, COALESCE((SELECT n FROM change_counters WHERE scope = @s), 0) AS s,
         COALESCE((SELECT n FROM change_counters WHERE scope = 'catalogue'), 0) AS c`,
    )
    .get({ p: `preorder:${preOrderId}`, s: `sheet:${sheetId}` }) as { p: number; s: number; c: number };
  return { version: `${row.p}:${row.s}:${row.c}`, sheet: row.s, catalogue: row.c };
}
