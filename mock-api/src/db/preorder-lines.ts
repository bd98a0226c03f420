import type { PreOrderNotification } from 'shared-kernel/contract';
import { bool } from '../http/sql';
import { nowIso } from '../http/time';
import type { Db } from './open';

/** a size as a pre-order line write checks it */
export interface LineVariantRow {
  id: number;
  is_enabled: number;
  is_available: number;
  product_id: number;
  group_id: number;
  product_deleted: number;
  group_deleted: number;
}

/**
 * The pre-order lines repository (routes/preorder-lines.ts): amounts per size, discounts and delivery dates
 * per colour product, discounts per group, the sheet's settings they are checked against, and the
 * pre-order's notifications. The rules of a write (editable, offered, at most the sheet's maximum) are the
 * route's; each write sets one absolute value, so parallel autosaves never undo each other.
 */
export function preOrderLineRepository(db: Db) {
  const sheetGroup = db.prepare('SELECT pre_order_discount, maximum_discount FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ? AND is_marketing = ?');
  const variant = db.prepare(
    `SELECT v.id, v.is_enabled, v.is_available, pr.id AS product_id, pr.group_id, pr.is_deleted AS product_deleted, g.is_deleted AS group_deleted
     FROM variants v JOIN products pr ON pr.id = v.product_id JOIN product_groups g ON g.id = pr.group_id WHERE v.id = ?`,
  );
  const sizeToggle = db.prepare('SELECT is_available FROM sheet_variants WHERE sheet_id = ? AND variant_id = ?');
  const removeLine = db.prepare('DELETE FROM preorder_lines WHERE preorder_id = ? AND variant_id = ?');
  const setLine = db.prepare(
    `INSERT INTO preorder_lines (preorder_id, variant_id, amount, delivery_date, discount) VALUES (?, ?, ?, NULL, 0)
     ON CONFLICT (preorder_id, variant_id) DO UPDATE SET amount = excluded.amount`,
  );
  const started = db.prepare('UPDATE preorders SET customer_state = MAX(customer_state, 1) WHERE id = ?');
  const touch = db.prepare('UPDATE preorders SET last_update = ? WHERE id = ?');
  const setProduct = db.prepare(
    `INSERT INTO preorder_product_settings (preorder_id, product_id, discount, delivery_date) VALUES (?, ?, ?, ?)
     ON CONFLICT (preorder_id, product_id) DO UPDATE SET discount = excluded.discount, delivery_date = COALESCE(excluded.delivery_date, delivery_date)`,
  );
  const setGroup = db.prepare(
    'INSERT INTO preorder_group_settings (preorder_id, group_id, discount) VALUES (?, ?, ?) ON CONFLICT (preorder_id, group_id) DO UPDATE SET discount = excluded.discount',
  );
  const clearProductDiscounts = db.prepare('UPDATE preorder_product_settings SET discount = NULL WHERE preorder_id = ? AND product_id IN (SELECT id FROM products WHERE group_id = ?)');
  const closedBefore = db.prepare(
    `SELECT p.id, s.name FROM preorders p JOIN preorder_sheets s ON s.id = p.sheet_id
     WHERE p.customer_key = ? AND s.brand_id = ? AND p.id <> ? AND p.is_closed = 1 ORDER BY p.process_date DESC LIMIT ?`,
  );
  const notifications = db.prepare('SELECT * FROM preorder_notifications WHERE preorder_id = ? ORDER BY id');
  const reportOne = db.prepare('UPDATE preorder_notifications SET is_reported_to_customer = ? WHERE id = ? AND preorder_id = ?');
  const reportAll = db.prepare('UPDATE preorder_notifications SET is_reported_to_customer = ? WHERE preorder_id = ?');

  return {
    /** the sheet's settings of a group (marketing or not); undefined when the group is not on the sheet */
    sheetGroup: (sheetId: number, groupId: number, marketing: boolean) =>
      sheetGroup.get(sheetId, groupId, marketing ? 1 : 0) as { pre_order_discount: number; maximum_discount: number } | undefined,
    variant: (variantId: number) => variant.get(variantId) as LineVariantRow | undefined,
    /** the sheet's size toggle (admin sheet builder), which overrides the catalogue's IsAvailable; null: none */
    sizeToggle(sheetId: number, variantId: number): boolean | null {
      const row = sizeToggle.get(sheetId, variantId) as { is_available: number } | undefined;
      return row ? bool(row.is_available) : null;
    },
    /** sets the amount of a size; 0 removes the line */
    setAmount(preOrderId: number, variantId: number, amount: number): void {
      if (amount === 0) removeLine.run(preOrderId, variantId);
      else setLine.run(preOrderId, variantId, amount);
    },
    /** the customer started on it: customer state at least in progress */
    markStarted: (preOrderId: number): void => void started.run(preOrderId),
    /** last_update now (the overview's order) */
    touch: (preOrderId: number): void => void touch.run(nowIso(), preOrderId),
    /** a colour product's discount, and its delivery date when given (null keeps the stored one) */
    setProduct: (preOrderId: number, productId: number, discount: number, deliveryDate: string | null): void => void setProduct.run(preOrderId, productId, discount, deliveryDate),
    /** a group discount, which clears the product discounts of the group (spec section 4) */
    setGroupDiscount: (preOrderId: number, groupId: number, discount: number): void =>
      db.transaction(() => {
        setGroup.run(preOrderId, groupId, discount);
        clearProductDiscounts.run(preOrderId, groupId);
      })(),
    /** the customer's last closed pre-orders of the brand, latest processed first (the comparisons of the totals) */
    closedBefore: (customerKey: string, brandId: number, excludeId: number, limit: number) => closedBefore.all(customerKey, brandId, excludeId, limit) as { id: number; name: string }[],
    notifications: (preOrderId: number): PreOrderNotification[] =>
      (notifications.all(preOrderId) as { id: number; type: PreOrderNotification['Type']; message: string; is_reported_to_customer: number }[]).map((n) => ({
        Id: n.id,
        Type: n.type,
        Message: n.message,
        IsReportedToCustomer: bool(n.is_reported_to_customer),
      })),
    /** marks one notification of the pre-order; false when it has no such notification */
    reportNotification: (preOrderId: number, notificationId: number, reported: boolean): boolean => reportOne.run(reported ? 1 : 0, notificationId, preOrderId).changes > 0,
    /** marks every notification of the pre-order */
    reportAllNotifications: (preOrderId: number, reported: boolean): void => void reportAll.run(reported ? 1 : 0, preOrderId),
  };
}
