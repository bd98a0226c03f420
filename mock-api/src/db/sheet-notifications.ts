import type { PreOrderNotification } from 'shared-kernel/contract';
import type { Db } from './open';

/** DD-MM-YYYY (spec section 9) */
const displayDate = (iso: string): string => {
  const d = new Date(iso);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

/**
 * A sheet change reaches every pre-order on the sheet that is not closed (not IsClosed, State not 3) as a
 * pre-order notification (spec section 3), not yet reported to the customer. Answers how many were created.
 */
export function notifyOpenPreOrders(db: Db, sheetId: number, type: PreOrderNotification['Type'], message: string): number {
  return db
    .prepare(
      `INSERT INTO preorder_notifications (preorder_id, type, message, is_reported_to_customer)
       SELECT id, ?, ?, 0 FROM preorders WHERE sheet_id = ? AND is_closed = 0 AND state <> 3 ORDER BY id`,
    )
    .run(type, message, sheetId).changes;
}

/** the readable texts of the notifications, naming the product (group), colour and size */
export const notificationText = {
  productAdded: (g: { name: string; erpId: string }, marketing: boolean) => `${marketing ? 'Marketing product' : 'Product'} "${g.name}" (${g.erpId}) was added to the pre-order sheet.`,
  productRemoved: (g: { name: string; erpId: string }, marketing: boolean) => `${marketing ? 'Marketing product' : 'Product'} "${g.name}" (${g.erpId}) was removed from the pre-order sheet.`,
  size: (v: { size: string; color: string; name: string; erpId: string }, available: boolean) =>
    `Size ${v.size} of "${v.name}" (${v.erpId}), colour ${v.color}, ${available ? 'can be ordered again' : 'can no longer be ordered'}.`,
  deadlineExpired: (sheetName: string, deadline: string) => `The deadline of the pre-order sheet "${sheetName}" expired on ${displayDate(deadline)}.`,
};
