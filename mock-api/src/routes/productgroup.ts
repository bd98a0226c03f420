import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ProductAutocompleteQuerySchema,
  ProductGroupDetailQuerySchema,
  ProductGroupListQuerySchema,
  type ProductGroupDetail,
  type ProductHit,
} from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { brandAccess, isStaffAuth } from '../auth/scope';
import { GROUP_COLUMNS, GROUP_FROM, campaignModelsOf, catalogueQueries, type GroupRow } from '../db/catalogue';
import { groupUse, shopList } from '../db/shop-list';
import { notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { paged, productPaged } from '../http/paging';
import { textPdf } from '../http/pdf';
import { Where, bool, likeTerm } from '../http/sql';
import { absoluteUrl, originOf } from '../http/urls';
import { parse } from '../http/validate';

/** Product groups (spec section 7): the shop list with filters, aggregations, detail, product sheet and the search autocomplete. */
export default async function productGroupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const cat = catalogueQueries(db);
  const url = (req: FastifyRequest) => (p: string) => absoluteUrl(req, p);
  const groupById = db.prepare(`${GROUP_COLUMNS} ${GROUP_FROM} WHERE g.id = ?`);
  const brandLogo = db.prepare('SELECT logo FROM brands WHERE id = ?');
  const list = shopList(db, app.ctx.reads);

  /** GET productgroup/: Page, pageSize, filters comma-separated; the product list envelope */
  app.get('/productgroup', async (req) => {
    const q = parse(ProductGroupListQuerySchema, req.query);
    const a = authOf(req);
    const { filters, total, items } = await list.page(q, list.access(a), originOf(req));
    return productPaged(paged(items, total, q.Page, q.pageSize, filters));
  });

  app.get('/productgroup/getaggregations', async (req) => (await list.facets(parse(ProductGroupListQuerySchema, req.query), list.access(authOf(req)))).filters);

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
    if (!g) throw notFound('The product group was not found.');
    // the one rule of the detail and of ordering (db/shop-list.ts groupUse): hidden is 404, prices only when it may be ordered
    const use = groupUse(list.access(a), g);
    if (use === 'hidden') throw notFound('The product group was not found.');
    const basket = cat.basketOf(a.customerKey);
    const all = cat.productsOf(g.id);
    const products = all
      .filter((p) => !q.color || p.color_id === q.color || p.color.toLowerCase() === q.color.toLowerCase())
      .map((p) => cat.toProduct(p, url(req), basket, { stockOnly: q.stockOnly === 'true' }));
    const detail: ProductGroupDetail = {
      ...cat.toItem(g, use === 'order', url(req)),
      BrandLogo: absoluteUrl(req, (brandLogo.get(g.brand_id) as { logo: string }).logo),
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
      CampaignModels: campaignModelsOf(all.map((p) => ({ Id: p.id, IsCampaignModel: bool(p.is_campaign_model) }))),
      Products: products,
    };
    return detail;
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
