import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import { brandAccess, isStaffAuth } from '../auth/scope';
import { campaignModelsOf, catalogueQueries } from '../db/catalogue';
import { productGroupRepository } from '../db/productgroups';
import { groupUse, shopList } from '../db/shop-list';
import { notFound } from '../http/errors';
import { route } from '../http/operation';
import { paged, productPaged } from '../http/paging';
import { textPdf } from '../http/pdf';
import { bool } from '../http/sql';
import { absoluteUrl, originOf } from '../http/urls';

/** Product groups (spec section 7): the shop list with filters, aggregations, detail, product sheet and the search autocomplete. */
export default async function productGroupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const cat = catalogueQueries(db);
  const groups = productGroupRepository(db);
  const url = (req: FastifyRequest) => (p: string) => absoluteUrl(req, p);
  // the shop list, its facet counts and cards: kept in memory, new combinations computed by the read workers
  const list = shopList(db, app.ctx.reads);

  /** GET productgroup/: Page, pageSize, filters comma-separated; the product list envelope */
  route(app, 'listProductGroups', async (req) => {
    const q = req.query;
    const { filters, total, items } = await list.page(q, list.access(authOf(req)), originOf(req));
    return productPaged(paged(items, total, q.Page, q.pageSize, filters));
  });

  route(app, 'getProductGroupAggregations', async (req) => (await list.facets(req.query, list.access(authOf(req)))).filters);

  route(app, 'productGroupAutocomplete', async (req) => {
    const a = authOf(req);
    const q = req.query;
    const rows = groups.autocomplete({
      search: q.search,
      take: q.take,
      brands: brandAccess(db, a),
      marketingOnly: q.marketingOnly === 'true',
      sheetId: q.preOrderSheetId ?? null,
      sheetSearch: q.preOrderSheetId !== undefined && isStaffAuth(a),
      branchOf: q.addBranchFilter === 'true' ? a.customerKey : null,
      // pre-order items only on request and only for staff (fast order while impersonating, sheet building) (spec section 6)
      includePre: q.includePre === 'true' && isStaffAuth(a),
    });
    return rows.map((r) => ({ Id: r.id, Name: r.name, ErpId: r.erp_id, Brand: r.brand, Thumbnail: r.thumb ? absoluteUrl(req, r.thumb) : null }));
  });

  /** GET productgroup/{id}?color&stockOnly */
  route(app, 'getProductGroup', async (req) => {
    const a = authOf(req);
    const q = req.query;
    const g = groups.byId(req.params.id);
    if (!g) throw notFound('The product group was not found.');
    // the one rule of the detail and of ordering (db/shop-list.ts groupUse): hidden is 404, prices only when it may be ordered
    const use = groupUse(list.access(a), g);
    if (use === 'hidden') throw notFound('The product group was not found.');
    const basket = cat.basketOf(a.customerKey);
    const all = cat.productsOf(g.id);
    const products = all
      .filter((p) => !q.color || p.color_id === q.color || p.color.toLowerCase() === q.color.toLowerCase())
      .map((p) => cat.toProduct(p, url(req), basket, { stockOnly: q.stockOnly === 'true' }));
    return {
      ...cat.toItem(g, use === 'order', url(req)),
      BrandLogo: absoluteUrl(req, groups.brandLogo(g.brand_id)),
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
  });

  /** GET ProductGroup/{id}/productsheet: a PDF */
  route(app, 'getProductSheet', async (req, reply) => {
    const g = groups.byId(req.params.id);
    if (!g || g.is_deleted) throw notFound('The product group was not found.');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${g.erp_id}.pdf"`)
      .send(textPdf([`${g.brand_name} ${g.name}`, `Model ${g.erp_id}`, g.description.slice(0, 90)]));
  });
}
