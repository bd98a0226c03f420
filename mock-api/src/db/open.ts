import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync } from 'fs';
import { dirname } from 'path';
import { installChangeCounters } from './changes';
import { SCHEMA_VERSION } from './schema';
import { createAndSeed } from './seed';

export type Db = Database.Database;

function isSeeded(db: Db): boolean {
  return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
}

function schemaVersion(db: Db): number {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
  return Number(row?.value ?? 0);
}

const STATEMENT_CACHE_SIZE = 2000;

/** page cache per connection (KiB; SQLite's default is 2 MB) and the file mapped for reads */
const CACHE_KIB = 64 * 1024;
const MMAP_BYTES = 256 * 1024 * 1024;

/**
 * Read settings of every connection (the API's and each read worker's). SQLite's default page cache is 2 MB;
 * the seeded database of a busy portal is tens of MB (62 MB at SEED_SCALE 10), so reads went to the OS for
 * the same pages again and again. Measured on the grid's load figure (bench/preorder-grid-load.mjs, three
 * interleaved runs each, 2026-12-07): p95 50.1 / 42.3 / 52.5 -> 45.4 / 38.9 / 40.0 ms, 986 / 1,139 / 935 ->
 * 1,168 / 1,286 / 1,213 req/s, 1.52 / 1.39 / 1.77 -> 1.30 / 1.28 / 1.32 ms of server CPU per request; a grid
 * page read by a read worker 1.2 -> 0.8 ms. The memory is the OS's page cache either way (the mapping), plus
 * up to CACHE_KIB per connection.
 */
export function tuneReads(db: Db): Db {
  db.pragma(`cache_size = -${CACHE_KIB}`);
  db.pragma(`mmap_size = ${MMAP_BYTES}`);
  return db;
}

/**
 * Keeps compiled statements by their SQL text. Routes prepare inline, where the SQL reads best, and
 * filter-built SQL varies per request; compiling a statement costs more than running a selective one,
 * so `db.prepare` answers the statement compiled before (bounded; oldest dropped first). Statements are
 * run synchronously, so sharing one is safe; never switch a shared statement's mode (pluck, raw,
 * expand, safeIntegers): that would leak into every other user of the same SQL.
 */
export function cacheStatements(db: Db): Db {
  const compile = db.prepare.bind(db);
  const cache = new Map<string, ReturnType<Db['prepare']>>();
  db.prepare = ((sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      stmt = compile(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  }) as Db['prepare'];
  return db;
}

/**
 * Opens the database file (WAL), creating and seeding it when missing or empty, with the change
 * counters of the caches (db/changes.ts). `reset` deletes the file first; a file of an older schema
 * version is re-created.
 */
export function openDatabase(file: string, opts: { seedScale?: number; reset?: boolean } = {}): Db {
  const remove = () => {
    for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  };
  if (opts.reset) remove();
  if (!existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true });
  let db = new Database(file);
  if (isSeeded(db) && schemaVersion(db) !== SCHEMA_VERSION) {
    // seeded by an older schema: start over
    db.close();
    remove();
    db = new Database(file);
  }
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  tuneReads(db);
  if (!isSeeded(db)) createAndSeed(db, opts.seedScale ?? 1);
  installChangeCounters(db);
  return cacheStatements(db);
}

const MEMO_SIZE = 10_000;

/**
 * Memoizes `compute` by `keyOf` until the database is written: by this connection (total_changes()
 * moves) or by another one (data_version moves; tests write through their own connection). For reads
 * made on every request over rows that change rarely (a customer's brand access and branch limits):
 * one cheap statement then replaces several. Any write clears everything, so nothing can go stale.
 * The answers are shared: callers must not change them.
 */
export function memoUntilWrite<A, V>(db: Db, compute: (arg: A) => V, keyOf: (arg: A) => string): (arg: A) => V {
  const generation = db.prepare('SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version');
  const memo = new Map<string, V>();
  let seen = '';
  return (arg) => {
    const g = generation.get() as { changes: number; version: number };
    const now = `${g.changes}:${g.version}`;
    if (now !== seen) {
      memo.clear();
      seen = now;
    }
    const key = keyOf(arg);
    if (memo.has(key)) return memo.get(key) as V;
    if (memo.size >= MEMO_SIZE) memo.clear();
    const value = compute(arg);
    memo.set(key, value);
    return value;
  };
}
