import { PREORDER_CUSTOMER_STATES, PREORDER_STATES, type FilterGroup, type Paged, type PreOrder, type PreOrderListQuerySchema, type PreOrderSummary } from 'shared-kernel/contract';
import { sumPreOrderLines } from 'shared-kernel/rules';
import type { z } from 'zod';
import { scopeParams, scopeSql, type CustomerScope } from '../auth/scope';
import { pagedQuery } from '../http/paging';
import { Where, bool, csv, likeTerm } from '../http/sql';
import { nowIso } from '../http/time';
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

/** the date of `dates` (stored strings) that is the same instant as `wanted` (a client's ISO text may be written otherwise), or null */
export function matchingDate(dates: readonly string[], wanted: string): string | null {
  const at = Date.parse(wanted);
  return dates.find((d) => Date.parse(d) === at) ?? null;
}

/** the delivery dates a product offers on the sheet (stored strings of delivery_dates), ascending */
export function offeredDates(db: Db, sheetId: number, productId: number): string[] {
  const onSheet = (db.prepare('SELECT delivery_date FROM sheet_product_dates WHERE sheet_id = ? AND product_id = ? ORDER BY delivery_date').all(sheetId, productId) as { delivery_date: string }[]).map((d) => d.delivery_date);
  if (onSheet.length) return onSheet;
  return (db.prepare('SELECT delivery_date FROM delivery_dates WHERE product_id = ? ORDER BY delivery_date').all(productId) as { delivery_date: string }[]).map((d) => d.delivery_date);
}

/** a pre-order with its sheet, customer and salesman (PreOrderRow); undefined when there is none */
export function findPreOrder(db: Db, id: number): PreOrderRow | undefined {
  return db.prepare(`${PREORDER_COLUMNS} ${PREORDER_FROM} WHERE p.id = ?`).get(id) as PreOrderRow | undefined;
}

/** messages on `p` not written by @me after their last read one (a column of the list) */
const UNREAD = `(SELECT COUNT(*) FROM chat_messages m WHERE m.preorder_id = p.id AND m.user_id <> @me
  AND m.id > COALESCE((SELECT r.last_read_id FROM chat_reads r WHERE r.preorder_id = p.id AND r.user_id = @me), 0))`;

/** the list filters of GET PreOrder and PreOrder/forecasted, with who asks and what they may see */
export interface PreOrderListFilter {
  query: z.output<typeof PreOrderListQuerySchema>;
  scope: CustomerScope;
  systemState: number;
  /** the caller's user id (unread messages) */
  me: string;
  /** a salesman's "my customers only": customers assigned to them */
  ownCustomersOnly: boolean;
  /** a salesman's "my sheets only": pre-orders they are the salesman of */
  ownPreOrdersOnly: boolean;
}

/** the header fields PUT PreOrder/{id}/customer writes */
export interface CustomerHeader {
  address: number | null;
  orderReference: string;
  discount: number;
  customerComment: string | null;
  earlyShipmentAllowed: boolean;
  internalReference: string;
}
/** the header fields PUT PreOrder/{id}/sales writes */
export interface SalesHeader extends CustomerHeader {
  forecastsVisible: boolean;
  internalComment: string | null;
}
/** what POST PreOrder creates (or turns a forecast into) */
export interface NewPreOrder {
  sheetId: number;
  customerKey: string;
  salesmanId: string | null;
  internalReference: string;
  orderReference: string;
  discount: number;
  forecastsVisible: boolean;
  address: number | null;
  users: readonly string[];
  /** a forecasted pre-order of the same customer and sheet that becomes this one (keeps its id, lines and settings) */
  forecastId: number | null;
}

/**
 * The pre-orders repository (routes/preorder.ts): the lists, the header and its states. Header writes are
 * compare-and-set on `row_version` (optimistic concurrency, routes/preorder-common.ts): they answer false
 * when another write came first, and change nothing then.
 */
export function preOrderRepository(db: Db) {
  const customerByRef = db.prepare('SELECT key, salesman_id FROM customers WHERE key = upper(?) OR alt_key = ?');
  const sheet = db.prepare('SELECT id, brand_id, state, deadline, maximum_discount FROM preorder_sheets WHERE id = ?');
  const regular = db.prepare('SELECT 1 FROM preorders WHERE customer_key = ? AND sheet_id = ? AND system_state = 0');
  const forecast = db.prepare('SELECT id, customer_key, sheet_id, system_state, is_closed FROM preorders WHERE id = ?');
  const deliveryAddress = db.prepare("SELECT 1 FROM addresses WHERE id = ? AND customer_key = ? AND type = 'DELIVERY' AND is_deleted = 0");
  const clearUsers = db.prepare('DELETE FROM preorder_users WHERE preorder_id = ?');
  const addUser = db.prepare('INSERT INTO preorder_users (preorder_id, email) VALUES (?, ?)');
  const takeOverForecast = db.prepare(
    `UPDATE preorders SET system_state = 0, state = 0, salesman_id = @salesmanId, last_update = @now, internal_reference = @internalReference, order_reference = @orderReference,
       discount = @discount, forecasts_visible = @forecasts, address_id = @address, row_version = row_version + 1 WHERE id = @id`,
  );
  const insert = db.prepare(
    `INSERT INTO preorders (sheet_id, customer_key, salesman_id, state, customer_state, system_state, last_update, internal_reference, order_reference, discount,
       customer_comment, internal_comment, forecasts_visible, early_shipment_allowed, address_id, process_date, is_closed)
     VALUES (@sheetId, @customerKey, @salesmanId, 0, 0, 0, @now, @internalReference, @orderReference, @discount, NULL, NULL, @forecasts, 0, @address, NULL, 0)`,
  );
  const updateAsCustomer = db.prepare(
    `UPDATE preorders SET address_id = @address, order_reference = @orderReference, discount = @discount, customer_comment = @customerComment,
       early_shipment_allowed = @early, internal_reference = @internalReference, customer_state = MAX(customer_state, 1), last_update = @now,
       row_version = row_version + 1 WHERE id = @id AND row_version = @expected`,
  );
  const updateAsSales = db.prepare(
    `UPDATE preorders SET address_id = @address, internal_reference = @internalReference, order_reference = @orderReference, discount = @discount,
       forecasts_visible = @forecasts, early_shipment_allowed = @early, internal_comment = @internalComment, customer_comment = @customerComment,
       last_update = @now, row_version = row_version + 1 WHERE id = @id AND row_version = @expected`,
  );
  const setState = db.prepare('UPDATE preorders SET state = ?, last_update = ?, row_version = row_version + 1 WHERE id = ?');
  const setStateAsCustomer = db.prepare(`UPDATE preorders SET state = ?, customer_state = ${PREORDER_CUSTOMER_STATES.Sent}, last_update = ?, row_version = row_version + 1 WHERE id = ?`);
  const close = db.prepare('UPDATE preorders SET state = ?, is_closed = 1, process_date = ?, last_update = ?, row_version = row_version + 1 WHERE id = ?');

  const headerValues = (h: CustomerHeader) => ({
    address: h.address,
    orderReference: h.orderReference,
    discount: h.discount,
    customerComment: h.customerComment,
    early: h.earlyShipmentAllowed ? 1 : 0,
    internalReference: h.internalReference,
    now: nowIso(),
  });
  const setUsers = (id: number, emails: readonly string[]) => {
    for (const email of new Set(emails)) addUser.run(id, email);
  };

  return {
    byId: (id: number) => findPreOrder(db, id),
    /** a page of the pre-orders in the caller's scope, newest change first; Filters: the brand counts of the scope */
    page<T>(f: PreOrderListFilter, map: (r: PreOrderRow & { unread: number }) => T): Paged<T> {
      const q = f.query;
      const where = new Where().add(scopeSql(f.scope, 'p'), scopeParams(f.scope)).add('p.system_state = @systemState', { systemState: f.systemState, me: f.me });
      where.in('p.state', 'state', csv(q.State).map(Number).filter(Number.isInteger)).in('b.code', 'brand', csv(q.brands)).in('col.id', 'col', csv(q.collections).map(Number));
      if (q.customer) where.add("(c.key = upper(@customer) OR c.alt_key = @customer OR c.name LIKE @customerLike ESCAPE '\\')", { customer: q.customer, customerLike: likeTerm(q.customer) });
      if (q.country) where.in('ctry.iso2', 'country', csv(q.country).map((s) => s.toUpperCase()));
      if (q.search) where.add("(c.name LIKE @search ESCAPE '\\' OR c.alt_key LIKE @search ESCAPE '\\' OR p.order_reference LIKE @search ESCAPE '\\' OR s.name LIKE @search ESCAPE '\\')", { search: likeTerm(q.search) });
      if (q.hasNewMessages === 'true') where.add(`${UNREAD} > 0`);
      if (f.ownCustomersOnly) where.add('c.salesman_id = @me');
      if (f.ownPreOrdersOnly) where.add('p.salesman_id = @me');
      const brandCounts = db
        .prepare(`SELECT b.code AS value, b.name AS display, COUNT(*) AS n ${PREORDER_FROM} WHERE ${scopeSql(f.scope, 'p')} AND p.system_state = @systemState GROUP BY b.code ORDER BY b.name`)
        .all({ ...scopeParams(f.scope), systemState: f.systemState }) as { value: string; display: string; n: number }[];
      const selected = new Set(csv(q.brands));
      const filters: FilterGroup[] = [
        { Name: 'Brands', Items: brandCounts.map((r) => ({ Value: r.value, DisplayValue: r.display, IsSelected: selected.has(r.value), Count: r.n })) },
      ];
      return pagedQuery(db, { select: `${PREORDER_COLUMNS}, ${UNREAD} AS unread`, from: PREORDER_FROM, where, orderBy: 'p.last_update DESC, p.id DESC', page: q.Page, pageSize: q.PageSize, map, filters });
    },
    /** a customer by key (any case) or customer number */
    customerByRef: (ref: string) => customerByRef.get(ref, ref) as { key: string; salesman_id: string | null } | undefined,
    sheet: (id: number) => sheet.get(id) as { id: number; brand_id: number; state: number; deadline: string; maximum_discount: number } | undefined,
    /** the customer has a (regular, not forecasted) pre-order on the sheet */
    hasPreOrderOn: (customerKey: string, sheetId: number): boolean => !!regular.get(customerKey, sheetId),
    forecast: (id: number) => forecast.get(id) as { id: number; customer_key: string; sheet_id: number; system_state: number; is_closed: number } | undefined,
    /** none (null), or a (not deleted) delivery address of the customer */
    isDeliveryAddressOf: (address: number | null, customerKey: string): boolean => address === null || !!deliveryAddress.get(address, customerKey),
    /** creates the pre-order, or turns the forecast into it (SystemState 0, users replaced, row version +1); answers its id */
    create: (n: NewPreOrder): number =>
      db.transaction(() => {
        const values = { salesmanId: n.salesmanId, now: nowIso(), internalReference: n.internalReference, orderReference: n.orderReference, discount: n.discount, forecasts: n.forecastsVisible ? 1 : 0, address: n.address };
        if (n.forecastId !== null) {
          takeOverForecast.run({ ...values, id: n.forecastId });
          clearUsers.run(n.forecastId);
          setUsers(n.forecastId, n.users);
          return n.forecastId;
        }
        const id = Number(insert.run({ ...values, sheetId: n.sheetId, customerKey: n.customerKey }).lastInsertRowid);
        setUsers(id, n.users);
        return id;
      })(),
    /** the customer's header fields (customer state at least in progress); false: `p.row_version` is stale */
    updateAsCustomer: (p: PreOrderRow, h: CustomerHeader): boolean => updateAsCustomer.run({ ...headerValues(h), id: p.id, expected: p.row_version }).changes > 0,
    /** the salesman's header fields; false: `p.row_version` is stale */
    updateAsSales: (p: PreOrderRow, h: SalesHeader): boolean =>
      updateAsSales.run({ ...headerValues(h), forecasts: h.forecastsVisible ? 1 : 0, internalComment: h.internalComment, id: p.id, expected: p.row_version }).changes > 0,
    /** staff: sent to sales (State 2); a customer (also impersonated): sent to the salesman (State 1, customer state sent) */
    send(id: number, bySales: boolean): void {
      if (bySales) setState.run(PREORDER_STATES.SentToSales, nowIso(), id);
      else setStateAsCustomer.run(PREORDER_STATES.SentToSalesman, nowIso(), id);
    },
    /** State 3, IsClosed, processed now */
    close: (id: number): void => void close.run(PREORDER_STATES.Closed, nowIso(), nowIso(), id),
  };
}
