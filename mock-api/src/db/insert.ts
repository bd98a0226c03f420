import type Database from 'better-sqlite3';

type Row = Record<string, string | number | null | boolean>;

/** Cached INSERT statements by table and column list (the seed inserts hundreds of thousands of rows). */
export function inserter(db: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return function insert(table: string, row: Row): number {
    const cols = Object.keys(row);
    const key = `${table}:${cols.join(',')}`;
    let stmt = cache.get(key);
    if (!stmt) {
      stmt = db.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')})`);
      cache.set(key, stmt);
    }
    const values: Record<string, string | number | null> = {};
    for (const c of cols) {
      const v = row[c];
      values[c] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
    }
    return Number(stmt.run(values).lastInsertRowid);
  };
}
export type Insert = ReturnType<typeof inserter>;
