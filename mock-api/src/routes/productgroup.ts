import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ProductAutocompleteQuerySchema,
  ProductGroupDetailQuerySchema,
  ProductGroupListQuerySchema,
  type FilterGroup,
  type ProductGroupDetail,
  type ProductGroupItem,
  type ProductHit,
} from 'shared-kernel/contract';
import type { z } from 'zod';
import { authOf } from '../auth/guard';
import { brandAccess, isStaffAuth } from '../auth/scope';
import type { Auth } from '../auth/session';
import { branchLimits, type BranchLimits } from '../db/branches';
import { GROUP_COLUMNS, GROUP_FROM, catalogueQueries, withoutPrices, type GroupRow } from '../db/catalogue';
import type { Db } from '../db/open';
import { notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { pageSlice, paged, productPaged } from '../http/paging';
import { textPdf } from '../http/pdf';
import { Where, csv, likeTerm } from '../http/sql';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

type ListQuery = z.output<typeof ProductGroupListQuerySchema>;

/** what a user may see and buy: brand access and the branch restrictions of the customer's country */
interface ShopAccess extends BranchLimits {
  brands: number[] | null;
}

const shopAccess = (db: Db, a: Auth): ShopAccess => ({ brands: brandAccess(db, a), ...branchLimits(db, a.customerKey) });

const hasAccess = (s: ShopAccess, brandId: number) => (s.brands === null || s.brands.includes(brandId)) && !s.viewOnly.includes(brandId);

/** the single-valued facets of the shop filters: value and display expressions over `g` and `b` */
const FACETS = {
  Brands: { value: 'b.code', display: 'b.name', csvOf: (q: ListQuery) => csv(q.Brands) },
  Collection: { value: 'CAST(g.collection_id AS TEXT)', display: '(SELECT name FROM collections c WHERE c.id = g.collection_id)', csvOf: (q: ListQuery) => csv(q.Collection) },
  Type: { value: 'g.type', display: 'g.type', csvOf: (q: ListQuery) => csv(q.Type) },
  AgeSex: { value: 'g.age_sex', display: 'g.age_sex', csvOf: (q: ListQuery) => csv(q.AgeSex) },
  Label: { value: 'g.label', display: 'g.label', csvOf: (q: ListQuery) => csv(q.Label) },
} as const;
/** the many-valued facets, kept per group in group_facets (see schema.ts) */
const MANY_VALUED = { Colors: (q: ListQuery) => csv(q.Colors), Sizes: (q: ListQuery) => csv(q.Sizes) } as const;
type Facet = keyof typeof FACETS | keyof typeof MANY_VALUED;
const FACET_ORDER: Facet[] = ['Brands', 'Collection', 'Type', 'AgeSex', 'Label', 'Colors', 'Sizes'];

/** brand codes to ids: the brand filter then runs on the product groups' brand index */
function brandIds(db: Db, codes: string[]): number[] {
  const w = new Where().in('code', 'code', codes);
  const ids = (db.prepare(`SELECT id FROM brands ${w}`).all(w.params) as { id: number }[]).map((r) => r.id);
  return ids.length ? ids : [-1];
}

/** what every listed group must satisfy, facet filters aside: not deleted, search, flags, branch */
function baseWhere(q: ListQuery, access: ShopAccess): Where {
  const where = new Where().add('g.is_deleted = 0').add('g.is_marketing = 0');
  if (q.search) where.add("(g.name LIKE @search ESCAPE '\\' OR g.erp_id LIKE @search ESCAPE '\\')", { search: likeTerm(q.search) });
  // EXISTS probes the group's own facet rows (index on group_id): cheap per candidate group, where
  // `g.id IN (SELECT ...)` would first list every group having the value (thousands at 10x scale)
  if (q.StockOnly === 'true') where.add("EXISTS (SELECT 1 FROM group_facets x WHERE x.group_id = g.id AND x.facet = 'StockOnly' AND x.value = 'true')");
  if (q.PreOnly === 'true') where.add("EXISTS (SELECT 1 FROM group_facets x WHERE x.group_id = g.id AND x.facet = 'PreOnly' AND x.value = 'true')");
  if (q.addBranchFilter === 'true' && access.branchBrands) where.in('g.brand_id', 'branchBrand', access.branchBrands.length ? access.branchBrands : [-1]);
  if (access.restricted.length) where.add(`g.brand_id NOT IN (${access.restricted.map(Number).join(', ')})`);
  return where;
}

/** the chosen facet filters, each as a condition over `g` (empty ones left out) */
function facetConditions(db: Db, q: ListQuery): { facet: Facet; condition: string; params: Record<string, unknown> }[] {
  const out: { facet: Facet; condition: string; params: Record<string, unknown> }[] = [];
  for (const [facet, f] of Object.entries(FACETS) as [keyof typeof FACETS, (typeof FACETS)[keyof typeof FACETS]][]) {
    const values = f.csvOf(q);
    if (!values.length) continue;
    const w = facet === 'Brands' ? new Where().in('g.brand_id', 'Brands', brandIds(db, values)) : new Where().in(f.value, facet, values);
    out.push({ facet, condition: w.toString().slice('WHERE '.length), params: w.params });
  }
  for (const [facet, valuesOf] of Object.entries(MANY_VALUED) as [keyof typeof MANY_VALUED, (q: ListQuery) => string[]][]) {
    const values = valuesOf(q);
    if (!values.length) continue;
    const w = new Where().in('x.value', `${facet}V`, values);
    out.push({ facet, condition: `EXISTS (SELECT 1 FROM group_facets x ${w} AND x.group_id = g.id AND x.facet = '${facet}')`, params: w.params });
  }
  return out;
}

/** the list's WHERE: the base and every chosen facet filter */
function listWhere(db: Db, q: ListQuery, access: ShopAccess): Where {
  const where = baseWhere(q, access);
  for (const c of facetConditions(db, q)) where.add(c.condition, c.params);
  return where;
}

/**
 * Facet counts by query: they depend only on the filters and on what the user may see, not on the
 * page, and the catalogue does not change while the server runs (group_facets is derived once, see
 * refreshGroupFacets), so the counts of a filter combination are computed once and kept (a bounded
 * map, oldest dropped first). Paging through a filtered list then costs only the page query.
 */
const FACET_CACHE_SIZE = 2000;
const facetCache = new Map<string, { filters: FilterGroup[]; total: number }>();

function cachedFacetsAndTotal(db: Db, q: ListQuery, access: ShopAccess): { filters: FilterGroup[]; total: number } {
  const { Page: _page, pageSize: _size, ...filters } = q;
  const key = JSON.stringify([filters, access]);
  const hit = facetCache.get(key);
  if (hit) return hit;
  const answer = facetsAndTotal(db, q, access);
  if (facetCache.size >= FACET_CACHE_SIZE) facetCache.delete(facetCache.keys().next().value as string);
  facetCache.set(key, answer);
  return answer;
}

const pageIdCache = new Map<string, { id: number; brand_id: number }[]>();

/** the ids of one page of the list, in shop order, through the covering index; kept by query and access like the facets */
function cachedPageIds(db: Db, q: ListQuery, access: ShopAccess): { id: number; brand_id: number }[] {
  const key = JSON.stringify([q, access]);
  const hit = pageIdCache.get(key);
  if (hit) return hit;
  const where = listWhere(db, q, access);
  const { limit, offset } = pageSlice(q.Page, q.pageSize);
  const ids = db.prepare(`SELECT g.id, g.brand_id FROM product_groups g ${where} ORDER BY g.sort_index, g.id LIMIT @limit OFFSET @offset`).all({ ...where.params, limit, offset }) as { id: number; brand_id: number }[];
  if (pageIdCache.size >= FACET_CACHE_SIZE) pageIdCache.delete(pageIdCache.keys().next().value as string);
  pageIdCache.set(key, ids);
  return ids;
}

/**
 * The filter counts of every facet and the list's total. A facet counts the groups that pass every
 * chosen filter but its own, so the facets fall into condition sets: one per chosen facet (all
 * filters but that one) and one for everything else (all filters, also giving the total). Each set is
 * one statement: its groups are selected once through the indexes (selective filters keep that set
 * small, EXISTS probes per candidate) and every facet of the set is counted over them.
 */
function facetsAndTotal(db: Db, q: ListQuery, access: ShopAccess): { filters: FilterGroup[]; total: number } {
  const chosen = facetConditions(db, q);
  const sets = new Map<Facet | '', (Facet | '#total')[]>();
  for (const f of [...FACET_ORDER, '#total' as const]) {
    const own: Facet | '' = f !== '#total' && chosen.some((c) => c.facet === f) ? f : '';
    sets.set(own, [...(sets.get(own) ?? []), f]);
  }
  const rows: { facet: string; value: string | null; display: string | null; n: number }[] = [];
  for (const [skip, facets] of sets) {
    const where = baseWhere(q, access);
    for (const c of chosen) if (c.facet !== skip) where.add(c.condition, c.params);
    const arms = facets.map((f) => {
      if (f === '#total') return "SELECT '#total' AS facet, NULL AS value, NULL AS display, COUNT(*) AS n FROM sel";
      if (f in FACETS) {
        const x = FACETS[f as keyof typeof FACETS];
        return `SELECT '${f}' AS facet, ${x.value} AS value, ${x.display} AS display, COUNT(*) AS n FROM sel g CROSS JOIN brands b ON b.id = g.brand_id GROUP BY 2`;
      }
      return `SELECT '${f}' AS facet, x.value AS value, x.value AS display, COUNT(*) AS n FROM sel g CROSS JOIN group_facets x ON x.group_id = g.id AND x.facet = '${f}' GROUP BY 2`;
    });
    const statement = `WITH sel AS MATERIALIZED (SELECT g.id, g.brand_id, g.collection_id, g.type, g.age_sex, g.label FROM product_groups g ${where})
      ${arms.join('\n      UNION ALL ')}`;
    rows.push(...(db.prepare(statement).all(where.params) as typeof rows));
  }
  const selected = (f: Facet) => (f in FACETS ? FACETS[f as keyof typeof FACETS].csvOf(q) : MANY_VALUED[f as keyof typeof MANY_VALUED](q));
  const filters = FACET_ORDER.map((name) => ({
    Name: name,
    Items: rows
      .filter((r) => r.facet === name && r.value !== null)
      .map((r) => ({ Value: String(r.value), DisplayValue: String(r.display ?? r.value), IsSelected: selected(name).includes(String(r.value)), Count: r.n }))
      // by display text, as SQL's ORDER BY compares text (binary)
      .sort((a, b) => (a.DisplayValue < b.DisplayValue ? -1 : a.DisplayValue > b.DisplayValue ? 1 : 0)),
  }));
  return { filters, total: rows.find((r) => r.facet === '#total')?.n ?? 0 };
}

/** Product groups (spec section 7): the shop list with filters, aggregations, detail, product sheet and the search autocomplete. */
export default async function productGroupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const cat = catalogueQueries(db);
  const url = (req: FastifyRequest) => (p: string) => absoluteUrl(req, p);
  const groupById = db.prepare(`${GROUP_COLUMNS} ${GROUP_FROM} WHERE g.id = ?`);
  // The shop cards by group, access and origin: the catalogue does not change while the server runs
  // (see refreshGroupFacets), so a card is built once (images, colours, prices are four queries).
  const itemCache = new Map<string, ProductGroupItem>();

  /** GET productgroup/: Page, pageSize, filters comma-separated; the product list envelope */
  app.get('/productgroup', async (req) => {
    const q = parse(ProductGroupListQuerySchema, req.query);
    const access = shopAccess(db, authOf(req));
    const { filters, total } = cachedFacetsAndTotal(db, q, access);
    // the page's ids (kept like the facet counts: they depend only on the query and the access); the
    // cards from the item cache (or built once)
    const ids = cachedPageIds(db, q, access);
    const toUrl = url(req);
    const origin = toUrl('');
    const items = ids.map(({ id, brand_id }) => {
      const open = hasAccess(access, brand_id);
      const key = `${id}:${open ? 1 : 0}:${origin}`;
      let item = itemCache.get(key);
      if (!item) {
        item = cat.toItem(groupById.get(id) as GroupRow, open, toUrl);
        itemCache.set(key, item);
      }
      return item;
    });
    return productPaged(paged(authOf(req).role === 'MarketingKlant' ? withoutPrices(items) : items, total, q.Page, q.pageSize, filters));
  });

  app.get('/productgroup/getaggregations', async (req) => cachedFacetsAndTotal(db, parse(ProductGroupListQuerySchema, req.query), shopAccess(db, authOf(req))).filters);

  app.get('/productgroup/autocomplete', async (req): Promise<ProductHit[]> => {
    const a = authOf(req);
    const q = parse(ProductAutocompleteQuerySchema, req.query);
    const where = new Where()
      .add('g.is_deleted = 0')
      .add("(g.name LIKE @term ESCAPE '\\' OR g.erp_id LIKE @term ESCAPE '\\' OR b.name LIKE @term ESCAPE '\\')", { term: likeTerm(q.search), exact: q.search });
    const brands = brandAccess(db, a);
    if (brands) where.in('g.brand_id', 'brand', brands.length ? brands : [-1]);
    if (q.marketingOnly === 'true') where.add('g.is_marketing = 1');
    // the sheet builder keeps products and marketing products apart (two searches, two lists)
    else if (q.preOrderSheetId !== undefined) where.add('g.is_marketing = 0');
    // the sheet builder's search: groups of the sheet's brand (pre-order items included); adding one
    // that is already on the sheet is refused by the add call with its own message
    const sheetSearch = q.preOrderSheetId !== undefined && isStaffAuth(a);
    if (sheetSearch) where.add('g.brand_id = (SELECT s.brand_id FROM preorder_sheets s WHERE s.id = @sheet)', { sheet: q.preOrderSheetId });
    if (q.addBranchFilter === 'true' && a.customerKey) {
      where.add(
        'g.brand_id IN (SELECT x.brand_id FROM branch_brands x JOIN customers c ON c.branch_id = x.branch_id WHERE c.key = @branchCustomer AND x.is_part_of_branch = 1)',
        { branchCustomer: a.customerKey },
      );
    }
    // pre-order items only on request and only for staff (fast order while impersonating, sheet building) (spec section 6)
    const includePre = q.includePre === 'true' && isStaffAuth(a);
    if (!includePre && !sheetSearch) {
      where.add("EXISTS (SELECT 1 FROM products p JOIN variants v ON v.product_id = p.id WHERE p.group_id = g.id AND v.stock_status NOT IN ('PRE', 'PRE2'))");
    }
    const rows = db
      .prepare(
        `SELECT g.id, g.name, g.erp_id, b.name AS brand, (SELECT url FROM images i WHERE i.owner_type = 'group' AND i.owner_id = g.id ORDER BY position LIMIT 1) AS thumb
         ${GROUP_FROM} ${where} ORDER BY (g.erp_id = @exact) DESC, g.name, g.id LIMIT @take`,
      )
      .all({ ...where.params, take: q.take }) as { id: number; name: string; erp_id: string; brand: string; thumb: string | null }[];
    return rows.map((r) => ({ Id: r.id, Name: r.name, ErpId: r.erp_id, Brand: r.brand, Thumbnail: r.thumb ? absoluteUrl(req, r.thumb) : null }));
  });

  /** GET productgroup/{id}?color&stockOnly */
  app.get('/productgroup/:id', async (req): Promise<ProductGroupDetail> => {
    const a = authOf(req);
    const q = parse(ProductGroupDetailQuerySchema, req.query);
    const g = groupById.get(idParam(req.params)) as GroupRow | undefined;
    if (!g || g.is_deleted) throw notFound('The product group was not found.');
    const access = shopAccess(db, a);
    if (access.restricted.includes(g.brand_id)) throw notFound('The product group was not found.');
    const basket = cat.basketOf(a.customerKey);
    const products = cat
      .productsOf(g.id)
      .filter((p) => !q.color || p.color_id === q.color || p.color.toLowerCase() === q.color.toLowerCase())
      .map((p) => cat.toProduct(p, url(req), basket, { stockOnly: q.stockOnly === 'true' }));
    const detail: ProductGroupDetail = {
      ...cat.toItem(g, hasAccess(access, g.brand_id), url(req)),
      Description: g.description,
      Brochure: g.brochure,
      Packaging: g.packaging,
      Note: g.note,
      LinkedVideos: g.video_url ? [g.video_url] : [],
      Properties: [
        { Label: 'Type', Values: [g.type] },
        { Label: 'Subgroup', Values: [g.brand_subgroup] },
        { Label: 'Packaging', Values: [g.packaging] },
      ],
      SizeCharts: g.size_chart_id ? [g.size_chart_id] : [],
      Products: products,
    };
    return a.role === 'MarketingKlant' ? withoutPrices(detail) : detail;
  });

  /** GET ProductGroup/{id}/productsheet: a PDF */
  app.get('/ProductGroup/:id/productsheet', async (req, reply) => {
    const g = groupById.get(idParam(req.params)) as GroupRow | undefined;
    if (!g || g.is_deleted) throw notFound('The product group was not found.');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${g.erp_id}.pdf"`)
      .send(textPdf([`${g.brand_name} ${g.name}`, `Model ${g.erp_id}`, g.description.slice(0, 90)]));
  });
}
