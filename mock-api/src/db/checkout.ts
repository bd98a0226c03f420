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
