import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ProductAutocompleteQuerySchema,
  ProductGroupDetailQuerySchema,
  ProductGroupListQuerySchema,
  type FilterGroup,
  type ProductGroupDetail,
  type ProductHit,
} from 'shared-kernel/contract';
import type { z } from 'zod';
import { authOf } from '../auth/guard';
import { brandAccess, isStaffAuth } from '../auth/scope';
import type { Auth } from '../auth/session';
import { GROUP_COLUMNS, GROUP_FROM, catalogueQueries, type GroupRow } from '../db/catalogue';
import type { Db } from '../db/open';
import { notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { pagedQuery, productPaged } from '../http/paging';
import { textPdf } from '../http/pdf';
import { Where, csv, likeTerm } from '../http/sql';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

type ListQuery = z.output<typeof ProductGroupListQuerySchema>;

/** what a user may see and buy: brand access and the branch restrictions of the customer's country */
interface ShopAccess {
  brands: number[] | null;
  /** brands of the customer's branch (null: no branch filter possible) */
  branchBrands: number[] | null;
  restricted: number[];
  viewOnly: number[];
}

function shopAccess(db: Db, a: Auth): ShopAccess {
  const brands = brandAccess(db, a);
  if (!a.customerKey) return { brands, branchBrands: null, restricted: [], viewOnly: [] };
  const c = db.prepare('SELECT c.branch_id, ctry.iso2 FROM customers c JOIN countries ctry ON ctry.id = c.country_id WHERE c.key = ?').get(a.customerKey) as { branch_id: number; iso2: string };
  const ids = (sql: string, ...p: unknown[]) => (db.prepare(sql).all(...p) as { brand_id: number }[]).map((r) => r.brand_id);
  return {
    brands,
    branchBrands: ids('SELECT brand_id FROM branch_brands WHERE branch_id = ? AND is_part_of_branch = 1', c.branch_id),
    restricted: ids("SELECT brand_id FROM branch_restrictions WHERE branch_id = ? AND country_code = ? AND restriction_level = 'restricted'", c.branch_id, c.iso2),
    viewOnly: ids("SELECT brand_id FROM branch_restrictions WHERE branch_id = ? AND country_code = ? AND restriction_level = 'view'", c.branch_id, c.iso2),
  };
}

const hasAccess = (s: ShopAccess, brandId: number) => (s.brands === null || s.brands.includes(brandId)) && !s.viewOnly.includes(brandId);

/** the facets of the shop filters: query name, column expression, joins needed */
const FACETS = {
  Brands: { value: 'b.code', display: 'b.name', csvOf: (q: ListQuery) => csv(q.Brands) },
  Collection: { value: 'CAST(g.collection_id AS TEXT)', display: "(SELECT name FROM collections c WHERE c.id = g.collection_id)", csvOf: (q: ListQuery) => csv(q.Collection) },
  Type: { value: 'g.type', display: 'g.type', csvOf: (q: ListQuery) => csv(q.Type) },
  AgeSex: { value: 'g.age_sex', display: 'g.age_sex', csvOf: (q: ListQuery) => csv(q.AgeSex) },
  Label: { value: 'g.label', display: 'g.label', csvOf: (q: ListQuery) => csv(q.Label) },
} as const;
type Facet = keyof typeof FACETS | 'Colors' | 'Sizes';

function listWhere(q: ListQuery, access: ShopAccess, except?: Facet): Where {
  const where = new Where().add('g.is_deleted = 0').add('g.is_marketing = 0');
  if (q.search) where.add("(g.name LIKE @search ESCAPE '\\' OR g.erp_id LIKE @search ESCAPE '\\')", { search: likeTerm(q.search) });
  for (const [name, f] of Object.entries(FACETS)) if (name !== except) where.in(f.value, name, f.csvOf(q));
  const colors = csv(q.Colors);
  if (colors.length && except !== 'Colors') {
    const w = new Where().in('p.color', 'color', colors);
    where.add(`EXISTS (SELECT 1 FROM products p ${w} AND p.group_id = g.id)`, w.params);
  }
  const sizes = csv(q.Sizes);
  if (sizes.length && except !== 'Sizes') {
    const w = new Where().in('v.size', 'size', sizes);
    where.add(`EXISTS (SELECT 1 FROM products p JOIN variants v ON v.product_id = p.id ${w} AND p.group_id = g.id)`, w.params);
  }
  if (q.StockOnly === 'true') where.add('EXISTS (SELECT 1 FROM products p JOIN variants v ON v.product_id = p.id WHERE p.group_id = g.id AND v.stock > 0)');
  if (q.PreOnly === 'true') where.add("EXISTS (SELECT 1 FROM products p JOIN variants v ON v.product_id = p.id WHERE p.group_id = g.id AND v.stock_status IN ('PRE', 'PRE2'))");
  if (q.addBranchFilter === 'true' && access.branchBrands) where.in('g.brand_id', 'branchBrand', access.branchBrands.length ? access.branchBrands : [-1]);
  if (access.restricted.length) where.add(`g.brand_id NOT IN (${access.restricted.map(Number).join(', ')})`);
  return where;
}

function facets(db: Db, q: ListQuery, access: ShopAccess): FilterGroup[] {
  const groups: FilterGroup[] = [];
  const count = (name: Facet, select: string, join: string, selected: string[]) => {
    const where = listWhere(q, access, name);
    const rows = db.prepare(`SELECT ${select}, COUNT(DISTINCT g.id) AS n ${GROUP_FROM} ${join} ${where} GROUP BY 1 ORDER BY 2`).all(where.params) as { value: string | null; display: string | null; n: number }[];
    groups.push({
      Name: name,
      Items: rows.filter((r) => r.value !== null).map((r) => ({ Value: String(r.value), DisplayValue: String(r.display ?? r.value), IsSelected: selected.includes(String(r.value)), Count: r.n })),
    });
  };
  for (const [name, f] of Object.entries(FACETS)) count(name as Facet, `${f.value} AS value, ${f.display} AS display`, '', f.csvOf(q));
  count('Colors', 'p.color AS value, p.color AS display', 'JOIN products p ON p.group_id = g.id', csv(q.Colors));
  count('Sizes', 'v.size AS value, v.size AS display', 'JOIN products p ON p.group_id = g.id JOIN variants v ON v.product_id = p.id', csv(q.Sizes));
  return groups;
}

/** Product groups (spec section 7): the shop list with filters, aggregations, detail, product sheet and the search autocomplete. */
export default async function productGroupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const cat = catalogueQueries(db);
  const url = (req: FastifyRequest) => (p: string) => absoluteUrl(req, p);
  const groupById = db.prepare(`${GROUP_COLUMNS} ${GROUP_FROM} WHERE g.id = ?`);

  /** GET productgroup/: Page, pageSize, filters comma-separated; the product list envelope */
  app.get('/productgroup', async (req) => {
    const q = parse(ProductGroupListQuerySchema, req.query);
    const access = shopAccess(db, authOf(req));
    const page = pagedQuery(db, {
      select: GROUP_COLUMNS,
      from: GROUP_FROM,
      where: listWhere(q, access),
      orderBy: 'g.sort_index, g.id',
      page: q.Page,
      pageSize: q.pageSize,
      map: (g: GroupRow) => cat.toItem(g, hasAccess(access, g.brand_id), url(req)),
      filters: facets(db, q, access),
    });
    return productPaged(page);
  });

  app.get('/productgroup/getaggregations', async (req) => facets(db, parse(ProductGroupListQuerySchema, req.query), shopAccess(db, authOf(req))));

  app.get('/productgroup/autocomplete', async (req): Promise<ProductHit[]> => {
    const a = authOf(req);
    const q = parse(ProductAutocompleteQuerySchema, req.query);
    const where = new Where()
      .add('g.is_deleted = 0')
      .add("(g.name LIKE @term ESCAPE '\\' OR g.erp_id LIKE @term ESCAPE '\\' OR b.name LIKE @term ESCAPE '\\')", { term: likeTerm(q.search), exact: q.search });
    const brands = brandAccess(db, a);
    if (brands) where.in('g.brand_id', 'brand', brands.length ? brands : [-1]);
    if (q.marketingOnly === 'true') where.add('g.is_marketing = 1');
    if (q.preOrderSheetId !== undefined) where.add('EXISTS (SELECT 1 FROM sheet_product_groups x WHERE x.sheet_id = @sheet AND x.group_id = g.id)', { sheet: q.preOrderSheetId });
    if (q.addBranchFilter === 'true' && a.customerKey) {
      where.add(
        'g.brand_id IN (SELECT x.brand_id FROM branch_brands x JOIN customers c ON c.branch_id = x.branch_id WHERE c.key = @branchCustomer AND x.is_part_of_branch = 1)',
        { branchCustomer: a.customerKey },
      );
    }
    // pre-order items only on request and only for staff (fast order while impersonating, sheet building) (spec section 6)
    const includePre = q.includePre === 'true' && isStaffAuth(a);
    if (!includePre && q.preOrderSheetId === undefined) {
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
    return {
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
