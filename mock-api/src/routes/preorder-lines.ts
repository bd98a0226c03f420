import type { FastifyInstance, FastifyReply } from 'fastify';
import { growthPercentage, growthTargetCents, sharePercentage } from 'shared-kernel/rules';
import { authOf } from '../auth/guard';
import { isStaffAuth } from '../auth/scope';
import { catalogueQueries } from '../db/catalogue';
import { matchingDate, offeredDates, pricedLines, sumLines, type PreOrderRow } from '../db/preorder';
import { preOrderGrid } from '../db/preorder-grid';
import { preOrderLineRepository } from '../db/preorder-lines';
import { sheetTargets } from '../db/sheets';
import { encodingFor, sendEncoded } from '../http/encoded-body';
import { badRequest, modelStateError, notFound } from '../http/errors';
import { money } from '../http/money';
import { route, type OperationRequest } from '../http/operation';
import { bool } from '../http/sql';
import { originOf } from '../http/urls';
import { assertEditable, preOrderOf, preOrderSheetOf, pricesFor, seesPrices } from './preorder-common';

/** how many closed pre-orders of the brand the totals compare with (the first is the target's base) */
const COMPARISONS = 3;

/** Pre-order lines (spec section 7): product lists, amounts, discounts, delivery dates, totals, targets, notifications. */
export default async function preOrderLineRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const cat = catalogueQueries(db);
  const lines = preOrderLineRepository(db);
  const grid = preOrderGrid(db, app.ctx.reads);

  /** the sheet settings of a group on the pre-order's sheet (marketing or not), 400 when it is not on the sheet */
  const sheetGroup = (p: PreOrderRow, groupId: number, marketing: boolean) => {
    const row = lines.sheetGroup(p.sheet_id, groupId, marketing);
    if (!row) throw badRequest(`The product group ${groupId} is not on the pre-order sheet.`);
    return row;
  };

  /**
   * the product grid (db/preorder-grid.ts): a page of the sheet's groups with the pre-order's amounts, kept
   * with its encodings until a write to them and sent as kept (issue 20); who may see the pre-order is
   * checked first, on every request
   */
  const productGroups = (marketing: boolean) => async (req: OperationRequest<'listPreOrderProductGroups' | 'listPreOrderMarketingProductGroups'>, reply: FastifyReply) => {
    const p = preOrderSheetOf(db, req);
    const page = await grid.page({ preOrderId: p.id, sheetId: p.sheet_id, marketing, query: req.query, zeroPrices: !seesPrices(authOf(req)), origin: originOf(req) }, encodingFor(req));
    return sendEncoded(req, reply, page);
  };
  route(app, 'listPreOrderProductGroups', productGroups(false));
  route(app, 'listPreOrderMarketingProductGroups', productGroups(true));

  /**
   * amounts: an amount of 0 removes the line (always allowed); an amount above 0 needs a size that is
   * available (the sheet's toggle, else the catalogue), a product and group that are not deleted and a
   * product that offers a delivery date on the sheet
   */
  const updateVariant = (marketing: boolean) => async (req: OperationRequest<'updatePreOrderVariant' | 'updatePreOrderMarketingVariant'>) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertEditable(p, a);
    const { vid } = req.params;
    const { Amount } = req.body;
    const v = lines.variant(vid);
    if (!v) throw notFound(`The product variant ${vid} was not found.`);
    sheetGroup(p, v.group_id, marketing);
    if (Amount > 0) {
      if (v.group_deleted) throw badRequest('The product group is deleted and cannot be ordered.');
      if (v.product_deleted) throw badRequest('The product is deleted and cannot be ordered.');
      const toggle = lines.sizeToggle(p.sheet_id, vid);
      if (toggle === false) throw badRequest('The size is switched off on the pre-order sheet.');
      if (!v.is_enabled || (toggle === null && !v.is_available)) throw badRequest('The size is not available.');
      if (!offeredDates(db, p.sheet_id, v.product_id).length) throw badRequest('The product has no delivery dates and cannot be ordered.');
    }
    lines.setAmount(p.id, vid, Amount);
    if (!isStaffAuth(a)) lines.markStarted(p.id);
    lines.touch(p.id);
    return { Id: vid, Amount };
  };
  route(app, 'updatePreOrderVariant', updateVariant(false));
  route(app, 'updatePreOrderMarketingVariant', updateVariant(true));

  /** discount (up to the sheet's maximum of the group) and delivery date (one the product offers on the sheet) */
  const updateProduct = (marketing: boolean) => async (req: OperationRequest<'updatePreOrderProduct' | 'updatePreOrderMarketingProduct'>) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertEditable(p, a);
    const { pid } = req.params;
    const body = req.body;
    const pr = cat.product(pid);
    if (!pr) throw notFound(`The product ${pid} was not found.`);
    const sg = sheetGroup(p, pr.group_id, marketing);
    if (body.PreOrderDiscount > sg.maximum_discount) throw modelStateError({ PreOrderDiscount: [`The discount is at most ${sg.maximum_discount}%.`] });
    let date: string | null = null;
    if (body.DeliveryDate) {
      date = matchingDate(offeredDates(db, p.sheet_id, pid), body.DeliveryDate);
      if (!date) throw modelStateError({ DeliveryDate: ['The delivery date is not offered for this product on the pre-order sheet.'] });
    }
    lines.setProduct(p.id, pid, body.PreOrderDiscount, date);
    lines.touch(p.id);
    return { Id: pid, PreOrderDiscount: body.PreOrderDiscount, DeliveryDate: date };
  };
  route(app, 'updatePreOrderProduct', updateProduct(false));
  route(app, 'updatePreOrderMarketingProduct', updateProduct(true));

  /** a group discount overwrites every product discount of the group (spec section 4) */
  const updateGroup = (marketing: boolean) => async (req: OperationRequest<'updatePreOrderProductGroup' | 'updatePreOrderMarketingProductGroup'>) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertEditable(p, a);
    const { gid } = req.params;
    const { PreOrderDiscount } = req.body;
    const sg = sheetGroup(p, gid, marketing);
    if (PreOrderDiscount > sg.maximum_discount) throw modelStateError({ PreOrderDiscount: [`The discount is at most ${sg.maximum_discount}%.`] });
    lines.setGroupDiscount(p.id, gid, PreOrderDiscount);
    lines.touch(p.id);
    return { Id: gid, PreOrderDiscount };
  };
  route(app, 'updatePreOrderProductGroup', updateGroup(false));
  route(app, 'updatePreOrderMarketingProductGroup', updateGroup(true));

  route(app, 'getPreOrderTotals', async (req) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    const priced = pricedLines(db, p.id);
    const products = sumLines(priced.filter((l) => !l.is_marketing), p.discount);
    const mk = sumLines(priced.filter((l) => l.is_marketing), p.discount);
    // customers see the comparisons only with ForecastsAndHistoryVisible
    const history = isStaffAuth(a) || bool(p.forecasts_visible);
    const previous = history ? lines.closedBefore(p.customer_key, p.brand_id, p.id, COMPARISONS) : [];
    const comparisons = previous.map((prev, i) => {
      const s = sumLines(pricedLines(db, prev.id).filter((l) => !l.is_marketing));
      return {
        PreOrderSheetName: prev.name,
        IsDefault: i === 0,
        GrowthPercentage: growthPercentage(products.net, s.net),
        TotalPrice: money(s.net),
        ProductVariantAmount: s.amount,
        TwentyPercentGrowthAmount: money(growthTargetCents(s.net, 20)),
        FiftyPercentGrowthAmount: money(growthTargetCents(s.net, 50)),
        HundredPercentGrowthAmount: money(growthTargetCents(s.net, 100)),
      };
    });
    const target = comparisons[0];
    return pricesFor(a, {
      ProductCount: products.products,
      ProductVariantAmount: products.amount,
      TotalProductPrice: money(products.gross),
      TotalProductPriceAfterDiscount: money(products.net),
      MarketingProductCount: mk.products,
      MarketingProductVariantAmount: mk.amount,
      MarketingTotalPrice: money(mk.gross),
      MarketingTotalPriceAfterDiscount: money(mk.net),
      TargetPrice: target ? target.TwentyPercentGrowthAmount : 0,
      TargetGrowthPercentage: target ? 20 : 0,
      Comparisons: comparisons,
    });
  });

  route(app, 'getPreOrderSubgroupTotals', async (req) => {
    const p = preOrderOf(db, req);
    const priced = pricedLines(db, p.id).filter((l) => !l.is_marketing);
    const all = sumLines(priced).net;
    const subgroups = [...new Set(priced.map((l) => l.subgroup))].sort();
    return pricesFor(
      authOf(req),
      subgroups.map((sub) => {
        const s = sumLines(priced.filter((l) => l.subgroup === sub));
        return { SubGroup: sub, Amount: s.amount, Total: money(s.net), Share: sharePercentage(s.net, all) };
      }),
    );
  });

  /** indicative: lines grouped by their delivery date, then subgroup */
  route(app, 'getPreOrderDeliveryMomentTotals', async (req) => {
    const p = preOrderOf(db, req);
    const priced = pricedLines(db, p.id).filter((l) => !l.is_marketing);
    const dates = [...new Set(priced.map((l) => l.delivery_date ?? ''))].sort();
    const moments = dates.map((date) => {
      const own = priced.filter((l) => (l.delivery_date ?? '') === date);
      return {
        DeliveryDate: date,
        Rows: [...new Set(own.map((l) => l.subgroup))].sort().map((sub) => {
          const s = sumLines(own.filter((l) => l.subgroup === sub));
          return { SubGroup: sub, Amount: s.amount, Total: money(s.net) };
        }),
      };
    });
    return pricesFor(authOf(req), moments);
  });

  route(app, 'getPreOrderTargets', async (req) => sheetTargets(db, preOrderOf(db, req).sheet_id));

  route(app, 'listPreOrderNotifications', async (req) => lines.notifications(preOrderOf(db, req).id));

  /** PUT PreOrder/{id}/productnotification/{nid} */
  route(app, 'reportPreOrderNotification', async (req) => {
    const p = preOrderOf(db, req);
    const { nid } = req.params;
    const { IsReportedToCustomer } = req.body;
    if (!lines.reportNotification(p.id, nid, IsReportedToCustomer)) throw notFound(`The notification ${nid} was not found.`);
    return { IsReportedToCustomer };
  });

  /** PUT PreOrder/{id}/productnotification: every notification of the pre-order */
  route(app, 'reportAllPreOrderNotifications', async (req) => {
    const p = preOrderOf(db, req);
    const { IsReportedToCustomer } = req.body;
    lines.reportAllNotifications(p.id, IsReportedToCustomer);
    return { IsReportedToCustomer };
  });
}
