import type { Brand, Collection } from 'shared-kernel/contract';
import { Where } from '../http/sql';
import type { Db } from './open';

/** The brands repository (routes/brand.ts). */
export function brandRepository(db: Db) {
  const byRef = db.prepare('SELECT id FROM brands WHERE code = ? OR CAST(id AS TEXT) = ?');
  const collections = db.prepare('SELECT id, name, season FROM collections WHERE brand_id = ? ORDER BY id');
  return {
    /**
     * brands by name; `only`: just these brand ids (a user's brand access; null: every brand); `branchOf`:
     * just the brands of that customer's branch
     */
    list: (filter: { only: readonly number[] | null; branchOf: string | null }): Brand[] => {
      const where = new Where();
      if (filter.only) where.in('b.id', 'brand', filter.only.length ? filter.only : [-1]);
      if (filter.branchOf) {
        where.add(
          'EXISTS (SELECT 1 FROM branch_brands x JOIN customers c ON c.branch_id = x.branch_id WHERE c.key = @ck AND x.brand_id = b.id AND x.is_part_of_branch = 1)',
          { ck: filter.branchOf },
        );
      }
      const rows = db.prepare(`SELECT b.id, b.name, b.code, b.logo FROM brands b ${where} ORDER BY b.name`).all(where.params) as { id: number; name: string; code: string; logo: string }[];
      // Logo is the stored path (an image template); the route makes it absolute for the caller
      return rows.map((r) => ({ Id: r.id, Name: r.name, Code: r.code, Logo: r.logo }));
    },
    /** the collections of a brand by id or code; null when the brand is unknown */
    collectionsOf: (ref: string): Collection[] | null => {
      const brand = byRef.get(ref, ref) as { id: number } | undefined;
      if (!brand) return null;
      return (collections.all(brand.id) as { id: number; name: string; season: string }[]).map((c) => ({ Id: c.id, Name: c.name, Season: c.season }));
    },
  };
}
