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

/**
 * The seeded baskets hold only what basket/validate accepts (the ordering rule, db/basket.ts): no line of a
 * deleted or PIM-disabled group or product, nor of a brand the customer's branch restricts or makes view-only
 * in the customer's country; limited sizes (ZVS) no more than stock plus supplier stock. A pass after the
 * content, so the random choices of everything else stay as they were.
 */
function keepOrderableBaskets(db: Database.Database): void {
  db.exec(`
    DELETE FROM basket_items WHERE rowid IN (
      SELECT i.rowid FROM basket_items i JOIN variants v ON v.id = i.variant_id JOIN products p ON p.id = v.product_id
        JOIN product_groups g ON g.id = p.group_id JOIN customers c ON c.key = i.customer_key JOIN countries ctry ON ctry.id = c.country_id
      WHERE g.is_deleted = 1 OR g.is_pim_disabled = 1 OR p.is_deleted = 1 OR p.is_pim_disabled = 1 OR v.is_pim_disabled = 1
        OR (v.stock_status IN ('ZVS', 'ZVS2', 'OUT', 'OUT2') AND MAX(v.stock, 0) + MAX(v.supplier_stock, 0) = 0)
        OR EXISTS (SELECT 1 FROM branch_restrictions r WHERE r.branch_id = c.branch_id AND r.brand_id = g.brand_id AND r.country_code = ctry.iso2
                   AND r.restriction_level IN ('restricted', 'view'))
    );
    UPDATE basket_items SET amount = (SELECT MAX(v.stock, 0) + MAX(v.supplier_stock, 0) FROM variants v WHERE v.id = basket_items.variant_id)
    WHERE variant_id IN (SELECT id FROM variants WHERE stock_status IN ('ZVS', 'ZVS2', 'OUT', 'OUT2'))
      AND amount > (SELECT MAX(v.stock, 0) + MAX(v.supplier_stock, 0) FROM variants v WHERE v.id = basket_items.variant_id);
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
    keepOrderableBaskets(db);
    refreshGroupFacets(db);
    insert('meta', { key: 'schema_version', value: String(SCHEMA_VERSION) });
    insert('meta', { key: 'seed', value: String(SEED) });
    insert('meta', { key: 'seed_scale', value: String(scale) });
    insert('meta', { key: 'reference_date', value: new Date(REFERENCE_DATE).toISOString() });
  });
  run();
}
