import type { SubmitBasket } from 'shared-kernel/contract';
import type { Auth } from '../auth/session';
import { recordOrderPlacedBy } from '../auth/trace';
import { LIMITED_STATUSES, type BasketState } from './basket';
import { backorderQuantity } from './money-rules';
import type { Db } from './open';

/** What basket/submit records beside the order row (table order_checkout, see schema.ts). */
export interface CheckoutRecord {
  order_id: number;
  coupon_code: string | null;
  coupon_type: number | null;
  remarks: string;
  dropshipment_address: string | null;
  delivery_country_id: number | null;
  articles_cents: number;
  no_discount_cents: number;
  coupon_discount_cents: number;
  delivery_cents: number;
  is_prepayment: number;
}

export function saveCheckout(db: Db, r: CheckoutRecord): void {
  db.prepare(
    `INSERT INTO order_checkout (order_id, coupon_code, coupon_type, remarks, dropshipment_address, delivery_country_id, articles_cents, no_discount_cents,
       coupon_discount_cents, delivery_cents, is_prepayment)
     VALUES (@order_id, @coupon_code, @coupon_type, @remarks, @dropshipment_address, @delivery_country_id, @articles_cents, @no_discount_cents,
       @coupon_discount_cents, @delivery_cents, @is_prepayment)`,
  ).run(r);
}

export function checkoutOf(db: Db, orderId: number): CheckoutRecord | undefined {
  return db.prepare('SELECT * FROM order_checkout WHERE order_id = ?').get(orderId) as CheckoutRecord | undefined;
}

/** what basket/submit decided: the basket, where it goes and what it costs */
export interface PlacedOrder {
  customerKey: string;
  /** who placed it (the admin or salesman while impersonating is recorded, auth/trace.ts) */
  placedBy: Auth;
  state: BasketState;
  isDropshipment: boolean;
  reference: string;
  remarks: string;
  /** the dropshipment address (kept as a hidden delivery address of the customer), or null */
  dropshipment: SubmitBasket['DropshipmentDeliveryAddress'];
  /** the delivery address id when not dropshipment */
  deliveryAddressId: number | null;
  deliveryCountryId: number | null;
  deliveryCents: number;
  orderTotalCents: number;
}

/**
 * Places the basket as an order (sales pool WEBORD) in one transaction: the order with its lines, a pending
 * shipment (the invoice follows later), a backorder for every line above stock, the stock taken (the basket
 * reserves nothing), the checkout record, and the basket emptied. Answers the order number.
 */
export function placeOrder(db: Db, o: PlacedOrder): { orderNumber: string; orderId: number } {
  const { customerKey: key, state } = o;
  const { totals } = state;
  const now = new Date().toISOString();
  return db.transaction(() => {
    const next = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM orders').get() as { id: number }).id;
    const orderNumber = `SO${500000 + next}`;
    const drop = o.dropshipment;
    // the dropshipment address is kept as a (hidden) delivery address of the customer, so the order detail shows it
    const deliveryAddressId = drop
      ? Number(
          db
            .prepare(
              "INSERT INTO addresses (customer_key, type, name, street, house_number, zip_code, city, country_id, email, phone, is_deleted) VALUES (?, 'DELIVERY', ?, ?, ?, ?, ?, ?, ?, ?, 1)",
            )
            .run(key, drop.Name, drop.Street, drop.HouseNumber, drop.ZipCode, drop.City, drop.CountryId, drop.Email, drop.Phone).lastInsertRowid,
        )
      : o.deliveryAddressId;
    const orderId = Number(
      db
        .prepare(
          "INSERT INTO orders (order_number, customer_key, order_date, total_cents, status, sales_pool, is_dropshipment, reference, delivery_address_id, invoice_address_id) VALUES (?, ?, ?, ?, 'Open', 'WEBORD', ?, ?, ?, NULL)",
        )
        .run(orderNumber, key, now, o.orderTotalCents, o.isDropshipment ? 1 : 0, o.reference, deliveryAddressId).lastInsertRowid,
    );
    // traceable impersonation: the admin or salesman who placed it for the customer
    recordOrderPlacedBy(db, orderId, o.placedBy);
    const insertLine = db.prepare(
      "INSERT INTO order_lines (order_id, variant_id, quantity, quantity_shipped, quantity_canceled, unit_cents, expected_delivery_date, status) VALUES (?, ?, ?, 0, 0, ?, ?, 'Open')",
    );
    const insertBackorder = db.prepare('INSERT INTO backorders (customer_key, order_line_id, quantity, expected_delivery_date) VALUES (?, ?, ?, ?)');
    const takeStock = db.prepare('UPDATE variants SET stock = MAX(0, stock - @fromStock), supplier_stock = MAX(0, supplier_stock - @fromSupplier) WHERE id = @id');
    for (const i of state.items) {
      const preorder = !!i.is_preorder;
      const backorder = backorderQuantity(i.amount, i.stock, preorder);
      const lineId = Number(insertLine.run(orderId, i.variant_id, i.amount, i.cents, backorder > 0 ? i.next_stock_delivery : null).lastInsertRowid);
      if (backorder > 0) insertBackorder.run(key, lineId, backorder, i.next_stock_delivery);
      if (!preorder) {
        const fromStock = i.amount - backorder;
        takeStock.run({ id: i.variant_id, fromStock, fromSupplier: LIMITED_STATUSES.includes(i.stock_status) ? backorder : 0 });
      }
    }
    db.prepare("INSERT INTO shipments (order_id, status, delivery_date, tracking_url, tracking_code) VALUES (?, 'Pending', NULL, NULL, NULL)").run(orderId);
    saveCheckout(db, {
      order_id: orderId,
      coupon_code: state.couponCode,
      coupon_type: totals.coupon?.type ?? null,
      remarks: o.remarks,
      dropshipment_address: drop ? JSON.stringify(drop) : null,
      delivery_country_id: o.deliveryCountryId,
      articles_cents: totals.articlesCents,
      no_discount_cents: totals.noDiscountCents,
      coupon_discount_cents: state.items.reduce((sum, i) => sum + i.cents * i.amount, 0) - totals.totalCents,
      delivery_cents: o.deliveryCents,
      is_prepayment: state.isPrepayment ? 1 : 0,
    });
    db.prepare('DELETE FROM basket_items WHERE customer_key = ?').run(key);
    db.prepare("UPDATE baskets SET reference = '', remarks = '', coupon_code = NULL, is_dropshipment = 0, dropshipment_address = NULL WHERE customer_key = ?").run(key);
    return { orderNumber, orderId };
  })();
}
