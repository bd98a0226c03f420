import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PreOrderGroupUpdateSchema,
  PreOrderNotificationUpdateSchema,
  PreOrderProductUpdateSchema,
  PreOrderProductsQuerySchema,
  PreOrderVariantUpdateSchema,
  type PreOrderNotification,
  type PreOrderTotals,
  type SheetTarget,
} from 'shared-kernel/contract';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { isStaffAuth } from '../auth/scope';
import { catalogueQueries } from '../db/catalogue';
import type { Db } from '../db/open';
import { offeredDates, pricedLines, sumLines, type PreOrderRow } from '../db/preorder';
import { preOrderGrid } from '../db/preorder-grid';
import { encodingFor, sendEncoded } from '../http/encoded-body';
import { badRequest, modelStateError, notFound } from '../http/errors';
import { money } from '../http/money';
import { bool } from '../http/sql';
import { originOf } from '../http/urls';
import { parse } from '../http/validate';
import { assertEditable, preOrderOf, pricesFor, touch, seesPrices } from './preorder-common';
import { growthPercentage, growthTargetCents, sharePercentage } from 'shared-kernel/rules';
import { z } from 'zod';

const editors = { config: { roles: ['Admin', 'Vertegenwoordiger', 'Klant', 'PersoneelKlant'] as const } };
const staff = { config: { roles: ROLE_GROUPS.staff } };
const Sub = (name: string) => z.object({ id: z.coerce.number().int().positive(), [name]: z.coerce.number().int().positive() });

/** the sheet settings of a group on the pre-order's sheet (marketing or not), 400 when it is not on the sheet */
function sheetGroup(db: Db, p: PreOrderRow, groupId: number, marketing: boolean) {
  const row = db
    .prepare('SELECT pre_order_discount, maximum_discount FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ? AND is_marketing = ?')
    .get(p.sheet_id, groupId, marketing ? 1 : 0) as { pre_order_discount: number; maximum_discount: number } | undefined;
  if (!row) throw badRequest(`The product group ${groupId} is not on the pre-order sheet.`);
  return row;
}

/**
 * What the pre-order's sheet offers (admin sheet builder, routes/preordersheet.ts): size toggles (table
 * sheet_variants) override the catalogue's IsAvailable; a colour product with delivery dates on the sheet
 * (table sheet_product_dates) offers only those, one without keeps its catalogue dates.
 */
function sheetSizeToggle(db: Db, sheetId: number, variantId: number): boolean | null {
  const row = db.prepare('SELECT is_available FROM sheet_variants WHERE sheet_id = ? AND variant_id = ?').get(sheetId, variantId) as { is_available: number } | undefined;
  return row ? bool(row.is_available) : null;
}

/** Pre-order lines (spec section 7): product lists, amounts, discounts, delivery dates, totals, targets, notifications. */
export default async function preOrderLineRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const cat = catalogueQueries(db);
  const grid = preOrderGrid(db, app.ctx.reads);

  /** the product grid (db/preorder-grid.ts): a page of the sheet's groups with the pre-order's amounts, kept until a write to them */
  const productGroups = (marketing: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const p = preOrderOf(db, req);
    const query = parse(PreOrderProductsQuerySchema, req.query);
    const page = await grid.page({ preOrderId: p.id, sheetId: p.sheet_id, marketing, query, zeroPrices: !seesPrices(authOf(req)), origin: originOf(req) }, encodingFor(req));
    return sendEncoded(req, reply, page);
  };
  app.get('/PreOrder/:id/productgroups', productGroups(false));
  app.get('/PreOrder/:id/marketingproductgroups', productGroups(true));

  /**
   * amounts: an amount of 0 removes the line (always allowed); an amount above 0 needs a size that is
   * available (the sheet's toggle, else the catalogue), a product and group that are not deleted and a
   * product that offers a delivery date on the sheet
   */
  const updateVariant = (marketing: boolean) => async (req: FastifyRequest) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertEditable(p, a);
    const { vid } = parse(Sub('vid'), req.params);
    const { Amount } = parse(PreOrderVariantUpdateSchema, req.body);
    const v = db
      .prepare(
        `SELECT v.id, v.is_enabled, v.is_available, pr.id AS product_id, pr.group_id, pr.is_deleted AS product_deleted, g.is_deleted AS group_deleted
         FROM variants v JOIN products pr ON pr.id = v.product_id JOIN product_groups g ON g.id = pr.group_id WHERE v.id = ?`,
      )
      .get(vid) as { id: number; is_enabled: number; is_available: number; product_id: number; group_id: number; product_deleted: number; group_deleted: number } | undefined;
    if (!v) throw notFound(`The product variant ${vid} was not found.`);
    sheetGroup(db, p, v.group_id, marketing);
    if (Amount > 0) {
      if (v.group_deleted) throw badRequest('The product group is deleted and cannot be ordered.');
      if (v.product_deleted) throw badRequest('The product is deleted and cannot be ordered.');
      const toggle = sheetSizeToggle(db, p.sheet_id, vid);
      if (toggle === false) throw badRequest('The size is switched off on the pre-order sheet.');
      if (!v.is_enabled || (toggle === null && !v.is_available)) throw badRequest('The size is not available.');
      if (!offeredDates(db, p.sheet_id, v.product_id).length) throw badRequest('The product has no delivery dates and cannot be ordered.');
    }
    if (Amount === 0) db.prepare('DELETE FROM preorder_lines WHERE preorder_id = ? AND variant_id = ?').run(p.id, vid);
    else {
      db.prepare(
        `INSERT INTO preorder_lines (preorder_id, variant_id, amount, delivery_date, discount) VALUES (?, ?, ?, NULL, 0)
         ON CONFLICT (preorder_id, variant_id) DO UPDATE SET amount = excluded.amount`,
      ).run(p.id, vid, Amount);
    }
    if (!isStaffAuth(a)) db.prepare('UPDATE preorders SET customer_state = MAX(customer_state, 1) WHERE id = ?').run(p.id);
    touch(db, p.id);
    return { Id: vid, Amount };
  };
  app.put('/PreOrder/:id/productvariant/:vid', editors, updateVariant(false));
  app.put('/PreOrder/:id/marketingproductvariant/:vid', editors, updateVariant(true));

  /** discount (up to the sheet's maximum of the group) and delivery date (one the product offers on the sheet) */
  const updateProduct = (marketing: boolean) => async (req: FastifyRequest) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertEditable(p, a);
    const { pid } = parse(Sub('pid'), req.params);
    const body = parse(PreOrderProductUpdateSchema, req.body);
    const pr = cat.product(pid);
    if (!pr) throw notFound(`The product ${pid} was not found.`);
    const sg = sheetGroup(db, p, pr.group_id, marketing);
    if (body.PreOrderDiscount > sg.maximum_discount) throw modelStateError({ PreOrderDiscount: [`The discount is at most ${sg.maximum_discount}%.`] });
    let date: string | null = null;
    if (body.DeliveryDate) {
      const wanted = Date.parse(body.DeliveryDate);
      date = offeredDates(db, p.sheet_id, pid).find((d) => Date.parse(d) === wanted) ?? null;
      if (!date) throw modelStateError({ DeliveryDate: ['The delivery date is not offered for this product on the pre-order sheet.'] });
    }
    db.prepare(
      `INSERT INTO preorder_product_settings (preorder_id, product_id, discount, delivery_date) VALUES (?, ?, ?, ?)
       ON CONFLICT (preorder_id, product_id) DO UPDATE SET discount = excluded.discount, delivery_date = COALESCE(excluded.delivery_date, delivery_date)`,
    ).run(p.id, pid, body.PreOrderDiscount, date);
    touch(db, p.id);
    return { Id: pid, PreOrderDiscount: body.PreOrderDiscount, DeliveryDate: date };
  };
  app.put('/PreOrder/:id/product/:pid', editors, updateProduct(false));
  app.put('/PreOrder/:id/marketingproduct/:pid', editors, updateProduct(true));

  /** a group discount overwrites every product discount of the group (spec section 4) */
  const updateGroup = (marketing: boolean) => async (req: FastifyRequest) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertEditable(p, a);
    const { gid } = parse(Sub('gid'), req.params);
    const body = parse(PreOrderGroupUpdateSchema, req.body);
    const sg = sheetGroup(db, p, gid, marketing);
    if (body.PreOrderDiscount > sg.maximum_discount) throw modelStateError({ PreOrderDiscount: [`The discount is at most ${sg.maximum_discount}%.`] });
    db.transaction(() => {
      db.prepare('INSERT INTO preorder_group_settings (preorder_id, group_id, discount) VALUES (?, ?, ?) ON CONFLICT (preorder_id, group_id) DO UPDATE SET discount = excluded.discount').run(p.id, gid, body.PreOrderDiscount);
      db.prepare('UPDATE preorder_product_settings SET discount = NULL WHERE preorder_id = ? AND product_id IN (SELECT id FROM products WHERE group_id = ?)').run(p.id, gid);
    })();
    touch(db, p.id);
    return { Id: gid, PreOrderDiscount: body.PreOrderDiscount };
  };
  app.put('/PreOrder/:id/productgroup/:gid', editors, updateGroup(false));
  app.put('/PreOrder/:id/marketingproductgroup/:gid', editors, updateGroup(true));

  app.get('/PreOrder/:id/totals', async (req): Promise<PreOrderTotals> => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    const lines = pricedLines(db, p.id);
    const products = sumLines(lines.filter((l) => !l.is_marketing), p.discount);
    const mk = sumLines(lines.filter((l) => l.is_marketing), p.discount);
    const history = isStaffAuth(a) || bool(p.forecasts_visible);
    const previous = history
      ? (db
          .prepare(
            `SELECT p.id, s.name FROM preorders p JOIN preorder_sheets s ON s.id = p.sheet_id
             WHERE p.customer_key = ? AND s.brand_id = ? AND p.id <> ? AND p.is_closed = 1 ORDER BY p.process_date DESC LIMIT 3`,
          )
          .all(p.customer_key, p.brand_id, p.id) as { id: number; name: string }[])
      : [];
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

  app.get('/PreOrder/:id/subgrouptotals', async (req) => {
    const p = preOrderOf(db, req);
    const lines = pricedLines(db, p.id).filter((l) => !l.is_marketing);
    const all = sumLines(lines).net;
    const subgroups = [...new Set(lines.map((l) => l.subgroup))].sort();
    return pricesFor(
      authOf(req),
      subgroups.map((sub) => {
        const s = sumLines(lines.filter((l) => l.subgroup === sub));
        return { SubGroup: sub, Amount: s.amount, Total: money(s.net), Share: sharePercentage(s.net, all) };
      }),
    );
  });

  /** indicative: lines grouped by their delivery date, then subgroup */
  app.get('/PreOrder/:id/deliverymomenttotals', async (req) => {
    const p = preOrderOf(db, req);
    const lines = pricedLines(db, p.id).filter((l) => !l.is_marketing);
    const dates = [...new Set(lines.map((l) => l.delivery_date ?? ''))].sort();
    const moments = dates.map((date) => {
      const own = lines.filter((l) => (l.delivery_date ?? '') === date);
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

  app.get('/PreOrder/:id/targets', async (req): Promise<SheetTarget[]> => {
    const p = preOrderOf(db, req);
    return (db.prepare('SELECT * FROM sheet_targets WHERE sheet_id = ? ORDER BY id').all(p.sheet_id) as { id: number; name: string; is_default: number; maximum_discount: number }[]).map((t) => ({
      TargetId: t.id,
      TargetName: t.name,
      IsDefault: bool(t.is_default),
      MaximumDiscount: t.maximum_discount,
    }));
  });

  app.get('/PreOrder/:id/notifications', async (req): Promise<PreOrderNotification[]> => {
    const p = preOrderOf(db, req);
    return (db.prepare('SELECT * FROM preorder_notifications WHERE preorder_id = ? ORDER BY id').all(p.id) as { id: number; type: PreOrderNotification['Type']; message: string; is_reported_to_customer: number }[]).map(
      (n) => ({ Id: n.id, Type: n.type, Message: n.message, IsReportedToCustomer: bool(n.is_reported_to_customer) }),
    );
  });

  /** PUT PreOrder/{id}/productnotification/{nid}; without nid every notification of the pre-order */
  const reportNotification = async (req: FastifyRequest) => {
    const p = preOrderOf(db, req);
    const nid = (req.params as { nid?: string }).nid;
    const body = parse(PreOrderNotificationUpdateSchema, req.body);
    if (nid !== undefined && nid !== '') {
      const id = parse(Sub('nid'), req.params).nid;
      const changed = db.prepare('UPDATE preorder_notifications SET is_reported_to_customer = ? WHERE id = ? AND preorder_id = ?').run(body.IsReportedToCustomer ? 1 : 0, id, p.id).changes;
      if (!changed) throw notFound(`The notification ${id} was not found.`);
    } else {
      db.prepare('UPDATE preorder_notifications SET is_reported_to_customer = ? WHERE preorder_id = ?').run(body.IsReportedToCustomer ? 1 : 0, p.id);
    }
    return { IsReportedToCustomer: body.IsReportedToCustomer };
  };
  app.put('/PreOrder/:id/productnotification/:nid', staff, reportNotification);
  app.put('/PreOrder/:id/productnotification', staff, reportNotification);
}
