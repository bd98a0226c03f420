import type { PreOrder, PreOrderSummary } from 'shared-kernel/contract';
import { sumPreOrderLines } from 'shared-kernel/rules';
import { bool } from '../http/sql';
import { userPhotoPath } from '../images/paths';
import type { Db } from './open';

export interface PreOrderRow {
  id: number;
  sheet_id: number;
  customer_key: string;
  salesman_id: string | null;
  state: number;
  customer_state: number;
  system_state: number;
  last_update: string;
  internal_reference: string;
  order_reference: string;
  discount: number;
  customer_comment: string | null;
  internal_comment: string | null;
  forecasts_visible: number;
  early_shipment_allowed: number;
  address_id: number | null;
  process_date: string | null;
  is_closed: number;
  /** the header's row version (optimistic concurrency of PUT customer/sales) */
  row_version: number;
  brand_code: string;
  brand_name: string;
  collection_id: number;
  collection_name: string;
  customer_alt_key: string;
  customer_name: string;
  currency: string;
  deadline: string;
  maximum_discount: number;
  salesman_note: string | null;
  salesman: string | null;
  salesman_photo: string | null;
  sheet_name: string;
  brand_id: number;
}

export const PREORDER_COLUMNS = `SELECT p.*, b.code AS brand_code, b.name AS brand_name, b.id AS brand_id, col.id AS collection_id, col.name AS collection_name,
  c.alt_key AS customer_alt_key, c.name AS customer_name, cur.code AS currency, s.deadline, s.maximum_discount, s.salesman_note, s.name AS sheet_name,
  sm.first_name || ' ' || sm.last_name AS salesman, sm.photo AS salesman_photo`;
export const PREORDER_FROM = `FROM preorders p JOIN preorder_sheets s ON s.id = p.sheet_id JOIN brands b ON b.id = s.brand_id JOIN collections col ON col.id = s.collection_id
  JOIN customers c ON c.key = p.customer_key JOIN currencies cur ON cur.id = c.currency_id JOIN countries ctry ON ctry.id = c.country_id
  LEFT JOIN users sm ON sm.id = p.salesman_id`;

/** messages on the pre-order not written by `userId` after their last read one */
export function unreadCount(db: Db, preOrderId: number, userId: string): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM chat_messages m WHERE m.preorder_id = @p AND m.user_id <> @u
         AND m.id > COALESCE((SELECT last_read_id FROM chat_reads WHERE preorder_id = @p AND user_id = @u), 0)`,
      )
      .get({ p: preOrderId, u: userId }) as { n: number }
  ).n;
}

export function toPreOrderSummary(r: PreOrderRow, unread: number, now: string, url: (p: string) => string): PreOrderSummary {
  return {
    Id: r.id,
    Brand: { Code: r.brand_code, Name: r.brand_name },
    Collection: { Id: r.collection_id, Name: r.collection_name },
    SheetId: r.sheet_id,
    CustomerKey: r.customer_key,
    CustomerAltKey: r.customer_alt_key,
    Customer: r.customer_name,
    CustomerState: r.customer_state,
    State: r.state,
    LastUpdate: r.last_update,
    Deadline: r.deadline,
    DeadlineExpired: r.deadline < now,
    IsClosed: bool(r.is_closed),
    OrderReference: r.order_reference,
    InternalCustomerReference: r.internal_reference,
    SalesMan: r.salesman ?? '',
    // the salesman's photo, else the portrait drawn for them (src/images/avatars.ts)
    SalesManPhoto: r.salesman && r.salesman_id ? url(r.salesman_photo ?? userPhotoPath(r.salesman_id)) : null,
    UnreadMessages: unread,
    HasUnReadMessages: unread > 0,
    ProcessDate: r.process_date,
  };
}

export function toPreOrder(db: Db, r: PreOrderRow, userId: string, url: (p: string) => string): PreOrder {
  const users = (db.prepare('SELECT email FROM preorder_users WHERE preorder_id = ? ORDER BY email').all(r.id) as { email: string }[]).map((u) => u.email);
  return {
    ...toPreOrderSummary(r, unreadCount(db, r.id, userId), new Date().toISOString(), url),
    SystemState: r.system_state,
    CustomerCurrency: r.currency,
    PreOrderDiscount: r.discount,
    MaximumDiscount: r.maximum_discount,
    CustomerComment: r.customer_comment,
    InternalComment: r.internal_comment,
    ForecastsAndHistoryVisible: bool(r.forecasts_visible),
    EarlyShipmentAllowed: bool(r.early_shipment_allowed),
    Address: r.address_id,
    SalesmanNote: r.salesman_note,
    Users: users,
    RowVersion: r.row_version,
  };
}


/** One priced pre-order line (spec section 9: price = delivery-date price if above 0, else product price). */
export interface PricedLine {
  variant_id: number;
  product_id: number;
  group_id: number;
  is_marketing: number;
  subgroup: string;
  amount: number;
  price_cents: number;
  discount: number;
  delivery_date: string | null;
}

const PRICED_LINES = `SELECT l.variant_id, pr.id AS product_id, g.id AS group_id, sg.is_marketing, g.brand_subgroup AS subgroup, l.amount,
         COALESCE(ps.delivery_date, l.delivery_date) AS delivery_date,
         COALESCE(NULLIF((SELECT dd.retail_from_cents FROM delivery_dates dd WHERE dd.product_id = pr.id AND dd.delivery_date = COALESCE(ps.delivery_date, l.delivery_date)), 0), pr.retail_cents) AS price_cents,
         COALESCE(ps.discount, gs.discount, sg.pre_order_discount, 0) AS discount
       FROM preorder_lines l JOIN preorders p ON p.id = l.preorder_id
       JOIN variants v ON v.id = l.variant_id JOIN products pr ON pr.id = v.product_id JOIN product_groups g ON g.id = pr.group_id
       LEFT JOIN sheet_product_groups sg ON sg.sheet_id = p.sheet_id AND sg.group_id = g.id
       LEFT JOIN preorder_group_settings gs ON gs.preorder_id = p.id AND gs.group_id = g.id
       LEFT JOIN preorder_product_settings ps ON ps.preorder_id = p.id AND ps.product_id = pr.id
       WHERE l.preorder_id = ? AND l.amount > 0`;

/**
 * The lines of a pre-order with applied price and discount: product discount, else group discount of the
 * pre-order, else the sheet's discount of the group.
 */
export function pricedLines(db: Db, preOrderId: number): PricedLine[] {
  return db.prepare(`${PRICED_LINES} ORDER BY l.variant_id`).all(preOrderId) as PricedLine[];
}

/** `pricedLines` of some colour products only (`productIds` a JSON array): a page of the pre-order grid */
export function pricedLinesOf(db: Db, preOrderId: number, productIds: string): PricedLine[] {
  return db.prepare(`${PRICED_LINES} AND v.product_id IN (SELECT value FROM json_each(?)) ORDER BY l.variant_id`).all(preOrderId, productIds) as PricedLine[];
}

/**
 * gross and net of lines in cents; `orderDiscount` (the pre-order discount) applies on top. The money
 * rules are shared-kernel's (`shared-kernel/rules`), the ones mfe-preorders recomputes totals with offline.
 */
export function sumLines(lines: PricedLine[], orderDiscount = 0): { amount: number; gross: number; net: number; products: number } {
  const s = sumPreOrderLines(
    lines.map((l) => ({ amount: l.amount, priceCents: l.price_cents, discount: l.discount })),
    orderDiscount,
  );
  return { amount: s.amount, gross: s.grossCents, net: s.netCents, products: new Set(lines.map((l) => l.product_id)).size };
}

/** the delivery dates a product offers on the sheet (stored strings of delivery_dates), ascending */
export function offeredDates(db: Db, sheetId: number, productId: number): string[] {
  const onSheet = (db.prepare('SELECT delivery_date FROM sheet_product_dates WHERE sheet_id = ? AND product_id = ? ORDER BY delivery_date').all(sheetId, productId) as { delivery_date: string }[]).map((d) => d.delivery_date);
  if (onSheet.length) return onSheet;
  return (db.prepare('SELECT delivery_date FROM delivery_dates WHERE product_id = ? ORDER BY delivery_date').all(productId) as { delivery_date: string }[]).map((d) => d.delivery_date);
}
