import type { Branch } from 'shared-kernel/contract';
import { pagedQuery } from '../http/paging';
import { Where, bool, likeTerm } from '../http/sql';
import type { Db } from './open';

/** what a customer's branch and country allow (spec section 4, Branch restriction) */
export interface BranchLimits {
  /** brands of the customer's branch (null: not a customer, no branch filter possible) */
  branchBrands: number[] | null;
  /** brands the customer may not see at all */
  restricted: number[];
  /** brands the customer may see but not buy (no prices, no ordering) */
  viewOnly: number[];
}

/** The branch restrictions of a customer's branch for the customer's country. */
export function branchLimits(db: Db, customerKey: string | null | undefined): BranchLimits {
  const none: BranchLimits = { branchBrands: null, restricted: [], viewOnly: [] };
  if (!customerKey) return none;
  const c = db.prepare('SELECT c.branch_id, ctry.iso2 FROM customers c JOIN countries ctry ON ctry.id = c.country_id WHERE c.key = ?').get(customerKey) as
    | { branch_id: number; iso2: string }
    | undefined;
  if (!c) return none;
  const ids = (sql: string, ...p: unknown[]) => (db.prepare(sql).all(...p) as { brand_id: number }[]).map((r) => r.brand_id);
  const level = (l: 'restricted' | 'view') =>
    ids('SELECT brand_id FROM branch_restrictions WHERE branch_id = ? AND country_code = ? AND restriction_level = ?', c.branch_id, c.iso2, l);
  return {
    branchBrands: ids('SELECT brand_id FROM branch_brands WHERE branch_id = ? AND is_part_of_branch = 1', c.branch_id),
    restricted: level('restricted'),
    viewOnly: level('view'),
  };
}

interface BranchRow {
  id: number;
  name: string;
}

/**
 * The admin's branches repository (routes/branch.ts): a branch answers every brand keyed by code with its
 * membership and country restrictions.
 */
export function branchRepository(db: Db) {
  const brands = db.prepare(
    'SELECT b.id, b.code, b.name, COALESCE(x.is_part_of_branch, 0) AS part FROM brands b LEFT JOIN branch_brands x ON x.brand_id = b.id AND x.branch_id = ? ORDER BY b.name',
  );
  const restrictions = db.prepare('SELECT brand_id, country_code, restriction_level FROM branch_restrictions WHERE branch_id = ? ORDER BY country_code');
  const one = db.prepare('SELECT id, name FROM branches WHERE id = ?');
  const brandCodes = db.prepare('SELECT id, code FROM brands');
  const setMembership = db.prepare(
    'INSERT INTO branch_brands (branch_id, brand_id, is_part_of_branch) VALUES (?, ?, ?) ON CONFLICT (branch_id, brand_id) DO UPDATE SET is_part_of_branch = excluded.is_part_of_branch',
  );
  const clearRestrictions = db.prepare('DELETE FROM branch_restrictions WHERE branch_id = ? AND brand_id = ?');
  const addRestriction = db.prepare('INSERT INTO branch_restrictions (branch_id, brand_id, country_code, restriction_level) VALUES (?, ?, ?, ?)');

  function toBranch(r: BranchRow): Branch {
    const rs = restrictions.all(r.id) as { brand_id: number; country_code: string; restriction_level: 'restricted' | 'view' | 'sell' }[];
    const byBrand: Branch['Brands'] = {};
    for (const b of brands.all(r.id) as { id: number; code: string; name: string; part: number }[]) {
      byBrand[b.code] = {
        Name: b.name,
        IsPartOfBranch: bool(b.part),
        Restrictions: rs.filter((x) => x.brand_id === b.id).map((x) => ({ CountryCode: x.country_code, RestrictionLevel: x.restriction_level })),
      };
    }
    return { Id: r.id, Name: r.name, Brands: byBrand };
  }

  return {
    /** a page of branches, searched by name */
    page: (q: { search?: string; Page: number; PageSize: number }) => {
      const where = new Where();
      if (q.search) where.add("br.name LIKE @s ESCAPE '\\'", { s: likeTerm(q.search) });
      return pagedQuery(db, { select: 'SELECT br.id, br.name', from: 'FROM branches br', where, orderBy: 'br.name', page: q.Page, pageSize: q.PageSize, map: toBranch });
    },
    byId: (id: number): Branch | null => {
      const row = one.get(id) as BranchRow | undefined;
      return row ? toBranch(row) : null;
    },
    /** brand codes of the portal -> brand ids */
    brandIds: () => new Map((brandCodes.all() as { id: number; code: string }[]).map((b) => [b.code, b.id])),
    /** replaces the membership and restrictions of the given brands (ids); a country listed twice counts once */
    update: (branchId: number, changes: { brandId: number; isPart: boolean; restrictions: Branch['Brands'][string]['Restrictions'] }[]) =>
      db.transaction(() => {
        for (const c of changes) {
          setMembership.run(branchId, c.brandId, c.isPart ? 1 : 0);
          clearRestrictions.run(branchId, c.brandId);
          const seen = new Set<string>();
          for (const r of c.restrictions) {
            const country = r.CountryCode.toUpperCase();
            if (seen.has(country)) continue;
            seen.add(country);
            addRestriction.run(branchId, c.brandId, country, r.RestrictionLevel);
          }
        }
      })(),
  };
}
