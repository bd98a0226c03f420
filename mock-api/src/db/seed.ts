import bcrypt from 'bcryptjs';
import type Database from 'better-sqlite3';
import { inserter } from './insert';
import { Prng, REFERENCE_DATE, SEED } from './prng';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { seedCatalogue } from './seed/catalogue';
import { seedContent } from './seed/content';
import { seedOrders } from './seed/orders';
import { seedPeople } from './seed/people';
import { seedPreOrders } from './seed/preorders';
import { seedReference } from './seed/reference';

/** The demo password of every seeded user. */
export const DEMO_PASSWORD = 'demo1234';
/** A fixed bcrypt salt: the hash (and so the seed) is the same on every run. */
const FIXED_SALT = '$2b$10$mockapiseedsaltfixed12';

let cachedHash: string | null = null;
/** bcrypt hash of demo1234, computed once per process and reused for every generated user */
export function demoPasswordHash(): string {
  cachedHash ??= bcrypt.hashSync(DEMO_PASSWORD, FIXED_SALT);
  return cachedHash;
}

export interface SeedCounts {
  productGroups: number;
  customers: number;
  salesmen: number;
}

export function seedCounts(scale: number): SeedCounts {
  return {
    productGroups: Math.max(40, Math.round(1000 * scale)),
    customers: Math.max(12, Math.round(200 * scale)),
    salesmen: Math.max(3, Math.round(12 * scale)),
  };
}

/**
 * Derives the shop's many-valued facets per product group (spec section 2 filters Colors, Sizes,
 * StockOnly, PreOnly) from products and variants, so the list and its counts are indexed look-ups.
 */
export function refreshGroupFacets(db: Database.Database): void {
  const facets = `
    SELECT DISTINCT 'Colors' AS facet, p.color AS value, p.group_id FROM products p
    UNION SELECT DISTINCT 'Sizes', v.size, p.group_id FROM products p JOIN variants v ON v.product_id = p.id
    UNION SELECT DISTINCT 'StockOnly', 'true', p.group_id FROM products p JOIN variants v ON v.product_id = p.id WHERE v.stock > 0
    UNION SELECT DISTINCT 'PreOnly', 'true', p.group_id FROM products p JOIN variants v ON v.product_id = p.id WHERE v.stock_status IN ('PRE', 'PRE2')`;
  db.exec(`
    DELETE FROM group_facets;
    INSERT INTO group_facets (facet, value, group_id, live, brand_id, type, collection_id, age_sex, label)
      SELECT f.facet, f.value, f.group_id, g.is_deleted = 0 AND g.is_marketing = 0, g.brand_id, g.type, g.collection_id, g.age_sex, g.label
      FROM (${facets}) f JOIN product_groups g ON g.id = f.group_id;
    ANALYZE;
  `);
}

/** Creates the schema and fills it with the deterministic demo data, in one transaction. */
export function createAndSeed(db: Database.Database, scale = 1): void {
  const counts = seedCounts(scale);
  const insert = inserter(db);
  const run = db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    db.exec(SCHEMA_SQL);
    const rng = new Prng(SEED);
    seedReference(insert, rng);
    const cat = seedCatalogue(insert, rng, counts.productGroups);
    const people = seedPeople(insert, rng, counts.customers, counts.salesmen, demoPasswordHash());
    seedOrders(insert, rng, cat, people);
    seedPreOrders(insert, rng, cat, people);
    seedContent(insert, rng, cat, people, scale);
    refreshGroupFacets(db);
    insert('meta', { key: 'schema_version', value: String(SCHEMA_VERSION) });
    insert('meta', { key: 'seed', value: String(SEED) });
    insert('meta', { key: 'seed_scale', value: String(scale) });
    insert('meta', { key: 'reference_date', value: new Date(REFERENCE_DATE).toISOString() });
  });
  run();
}
