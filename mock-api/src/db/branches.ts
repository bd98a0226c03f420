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
