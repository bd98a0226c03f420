import { GROUP_COLUMNS, GROUP_FROM, type GroupRow } from './catalogue';
import { Where, likeTerm } from '../http/sql';
import type { Db } from './open';

/** a hit of productgroup/autocomplete */
export interface ProductHitRow {
  id: number;
  name: string;
  erp_id: string;
  brand: string;
  thumb: string | null;
}

/** what limits a search of productgroup/autocomplete (the caller's rules, decided by the route) */
export interface AutocompleteFilter {
  search: string;
  take: number;
  /** the brands the caller may see; null: every brand */
  brands: number[] | null;
  /** marketing groups only; otherwise, with `sheetId`, no marketing groups */
  marketingOnly: boolean;
  /** the sheet builder's search: groups of the sheet's brand, pre-order items included */
  sheetId: number | null;
  /** given by the route only for the sheet builder (staff) */
  sheetSearch: boolean;
  /** the brands of this customer's branch only */
  branchOf: string | null;
  /** groups with only PRE/PRE2 sizes too */
  includePre: boolean;
}

/**
 * The product groups repository (routes/productgroup.ts): one group with its brand, the brand's logo and
 * the search hits. The shop list and its facets are db/shop-list.ts (caches and read workers).
 */
export function productGroupRepository(db: Db) {
  const byId = db.prepare(`${GROUP_COLUMNS} ${GROUP_FROM} WHERE g.id = ?`);
  const brandLogo = db.prepare('SELECT logo FROM brands WHERE id = ?');
  return {
    byId: (id: number) => byId.get(id) as GroupRow | undefined,
    brandLogo: (brandId: number) => (brandLogo.get(brandId) as { logo: string }).logo,
    /** groups (not deleted) whose name, model number or brand name contains the term; an exact model number first */
    autocomplete(f: AutocompleteFilter): ProductHitRow[] {
      const where = new Where()
        .add('g.is_deleted = 0')
        .add("(g.name LIKE @term ESCAPE '\\' OR g.erp_id LIKE @term ESCAPE '\\' OR b.name LIKE @term ESCAPE '\\')", { term: likeTerm(f.search), exact: f.search });
      if (f.brands) where.in('g.brand_id', 'brand', f.brands.length ? f.brands : [-1]);
      if (f.marketingOnly) where.add('g.is_marketing = 1');
      // the sheet builder keeps products and marketing products apart (two searches, two lists)
      else if (f.sheetId !== null) where.add('g.is_marketing = 0');
      // the sheet builder's search: groups of the sheet's brand (pre-order items included); adding one
      // that is already on the sheet is refused by the add call with its own message
      if (f.sheetSearch) where.add('g.brand_id = (SELECT s.brand_id FROM preorder_sheets s WHERE s.id = @sheet)', { sheet: f.sheetId });
      if (f.branchOf) {
        where.add(
          'g.brand_id IN (SELECT x.brand_id FROM branch_brands x JOIN customers c ON c.branch_id = x.branch_id WHERE c.key = @branchCustomer AND x.is_part_of_branch = 1)',
          { branchCustomer: f.branchOf },
        );
      }
      if (!f.includePre && !f.sheetSearch) {
        where.add("EXISTS (SELECT 1 FROM products p JOIN variants v ON v.product_id = p.id WHERE p.group_id = g.id AND v.stock_status NOT IN ('PRE', 'PRE2'))");
      }
      return db
        .prepare(
          `SELECT g.id, g.name, g.erp_id, b.name AS brand, (SELECT url FROM images i WHERE i.owner_type = 'group' AND i.owner_id = g.id ORDER BY position LIMIT 1) AS thumb
           ${GROUP_FROM} ${where} ORDER BY (g.erp_id = @exact) DESC, g.name, g.id LIMIT @take`,
        )
        .all({ ...where.params, take: f.take }) as ProductHitRow[];
    },
  };
}
