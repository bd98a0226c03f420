import type { FastifyInstance } from 'fastify';
import type { CatalogueLineReason, OperationBody, PreOrderLineReason, ResolvedCatalogueLine, ResolvedPreOrderLine } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import type { Auth } from '../auth/session';
import { MAX_BASKET_LINE, basketRepository, isPreOrderStatus, orderableLimit } from '../db/basket';
import { bulkRepository, lookupVariant as lookup, type BulkVariantRow as VariantRow } from '../db/bulk';
import { offeredDates } from '../db/preorder';
import { groupUse, shopAccessOf, type ShopAccess } from '../db/shop-list';
import { ApiError } from '../http/errors';
import { route } from '../http/operation';
import { assertEditable, preOrderOf } from './preorder-common';

/**
 * Bulk order entry (issue 10): pasted or uploaded lines of `SKU or EAN; amount` resolved row by row.
 *
 * - POST productvariant/resolve {Rows: [{Line, Code, Amount}]}: against the shop catalogue with the
 *   basket's and product detail's rules (brand access, branch restrictions, stock statuses, stock
 *   plus supplier stock minus what the basket holds); customer and staff (buyers), also impersonated.
 * - POST PreOrder/{id}/resolve {Rows}: against the sheet of a pre-order with the rules of the
 *   amount autosave (PUT PreOrder/{id}/productvariant/{vid}); editors of the pre-order.
 *
 * Both answer 200 with one row per given row, in order: Ok with the variant, or a Reason code and
 * an English Message. Nothing is written: the clients save through the existing calls.
 */

type Row = OperationBody<'resolveCatalogueLines'>['Rows'][number];

const name = (v: VariantRow) => `${v.group_name} ${v.color} (${v.size})`;

/** the catalogue reasons of one row (null: orderable); `seen` holds the variants of earlier rows */
function catalogueReason(
  a: Auth,
  row: Row,
  v: VariantRow | undefined,
  ctx: { access: ShopAccess; basket: Map<number, number>; seen: Set<number> },
): { reason: CatalogueLineReason; message: string } | null {
  // the product detail's group rule (db/shop-list.ts groupUse), as the basket applies it
  const use = v ? groupUse(ctx.access, { brand_id: v.brand_id, is_deleted: v.group_deleted, is_pim_disabled: v.group_pim_disabled }) : 'hidden';
  if (!v || use === 'hidden' || v.product_deleted) return { reason: 'Unknown', message: `No product with the SKU or EAN ${row.Code} was found.` };
  if (use === 'no-access') return { reason: 'NoAccess', message: `You have no access to the brand ${v.brand_name}.` };
  if (use === 'not-sold' || v.stock_status === 'NO' || !v.is_enabled || v.is_pim_disabled || v.product_pim_disabled) return { reason: 'NotOrderable', message: `${name(v)} is not available.` };
  if (isPreOrderStatus(v.stock_status) && !a.impersonated) return { reason: 'NotOrderable', message: `${name(v)} can only be pre-ordered.` };
  if (ctx.seen.has(v.id)) return { reason: 'Duplicate', message: `${name(v)} is already on an earlier line.` };
  if (row.Amount < 1) return { reason: 'InvalidAmount', message: 'The amount must be at least 1.' };
  const limit = orderableLimit(v);
  const inBasket = ctx.basket.get(v.id) ?? 0;
  if (row.Amount + inBasket > MAX_BASKET_LINE) {
    return { reason: 'InvalidAmount', message: `${name(v)}: at most ${MAX_BASKET_LINE} pieces per line${inBasket ? ` (${inBasket} in the basket)` : ''}.` };
  }
  if (limit !== null && row.Amount + inBasket > limit) {
    const left = Math.max(0, limit - inBasket);
    return { reason: 'AboveStock', message: inBasket ? `${name(v)}: only ${left} more available (${inBasket} in the basket).` : `${name(v)}: only ${limit} available.` };
  }
  return null;
}

export default async function bulkRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const bulk = bulkRepository(db);
  const baskets = basketRepository(db);

  route(app, 'resolveCatalogueLines', async (req): Promise<ResolvedCatalogueLine[]> => {
    const a = authOf(req);
    const { Rows } = req.body;
    const variants = bulk.variantsByCode(Rows.map((r) => r.Code));
    const basket = new Map(baskets.lines(a.customerKey ?? '').map((r) => [r.variant_id, r.amount]));
    const ctx = { access: shopAccessOf(db, a), basket, seen: new Set<number>() };
    return Rows.map((row) => {
      const v = lookup(variants, row.Code);
      const problem = catalogueReason(a, row, v, ctx);
      if (v && problem?.reason !== 'Unknown' && problem?.reason !== 'Duplicate') ctx.seen.add(v.id);
      const known = v && problem?.reason !== 'Unknown';
      const limit = known ? orderableLimit(v) : null;
      return {
        Line: row.Line,
        Code: row.Code,
        Amount: row.Amount,
        Ok: !problem,
        Reason: problem?.reason ?? null,
        Message: problem?.message ?? null,
        ProductGroupId: known ? v.group_id : null,
        ProductId: known ? v.product_id : null,
        ProductVariantId: known ? v.id : null,
        Name: known ? v.group_name : null,
        Color: known ? v.color : null,
        Size: known ? v.size : null,
        StockStatus: known ? v.stock_status : null,
        Available: limit === null ? null : Math.max(0, limit - (basket.get(v!.id) ?? 0)),
      };
    });
  });

  route(app, 'resolvePreOrderLines', async (req): Promise<ResolvedPreOrderLine[]> => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    const { Rows } = req.body;
    let readOnly: string | null = null;
    try {
      assertEditable(p, a);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      readOnly = e.message;
    }
    const variants = bulk.variantsByCode(Rows.map((r) => r.Code));
    const onSheet = bulk.sheetGroups(p.sheet_id);
    const toggles = bulk.sheetToggles(p.sheet_id);
    const seen = new Set<number>();
    const reasonOf = (row: Row, v: VariantRow | undefined): { reason: PreOrderLineReason; message: string } | null => {
      if (readOnly) return { reason: 'ReadOnly', message: readOnly };
      if (!v) return { reason: 'Unknown', message: `No product with the SKU or EAN ${row.Code} was found.` };
      if (!onSheet.has(v.group_id)) return { reason: 'NotOnSheet', message: `${v.group_name} is not on the pre-order sheet.` };
      if (seen.has(v.id)) return { reason: 'Duplicate', message: `${name(v)} is already on an earlier line.` };
      if (row.Amount === 0) return null; // clearing an amount is always allowed (as the autosave)
      if (v.group_deleted || v.product_deleted) return { reason: 'Deleted', message: `${name(v)} is deleted and cannot be ordered.` };
      const toggle = toggles.get(v.id);
      if (toggle === false) return { reason: 'SizeSwitchedOff', message: `${name(v)}: the size is switched off on the pre-order sheet.` };
      if (!v.is_enabled || (toggle === undefined && !v.is_available)) return { reason: 'SizeSwitchedOff', message: `${name(v)}: the size is not available.` };
      if (!offeredDates(db, p.sheet_id, v.product_id).length) return { reason: 'NoDeliveryDate', message: `${name(v)} has no delivery dates and cannot be ordered.` };
      return null;
    };
    return Rows.map((row) => {
      const v = lookup(variants, row.Code);
      const problem = reasonOf(row, v);
      if (v && onSheet.has(v.group_id)) seen.add(v.id);
      return {
        Line: row.Line,
        Code: row.Code,
        Amount: row.Amount,
        Ok: !problem,
        Reason: problem?.reason ?? null,
        Message: problem?.message ?? null,
        ProductGroupId: v ? v.group_id : null,
        ProductId: v ? v.product_id : null,
        ProductVariantId: v ? v.id : null,
        IsMarketing: v ? (onSheet.get(v.group_id) ?? false) : false,
        Name: v ? v.group_name : null,
        Color: v ? v.color : null,
        Size: v ? v.size : null,
      };
    });
  });
}
