import { formatDate, formatDateTime } from 'shared-kernel';
import type { OrderLine, Shipment } from 'shared-kernel/contract';

/** Stock statuses of pre-order products, which are never re-ordered (spec section 4). */
export const PRE_ORDER_STATUSES = ['PRE', 'PRE2'];

/** A line may be re-ordered when it is no pre-order product, is enabled in the web shop and not disabled. */
export function canReorderLine(line: Pick<OrderLine, 'StockStatus' | 'IsWebshopEnabled' | 'IsDisabled'>): boolean {
  return !PRE_ORDER_STATUSES.includes(line.StockStatus) && line.IsWebshopEnabled && !line.IsDisabled;
}

/** Re-order all is allowed only if every line may be re-ordered (spec section 4). */
export function canReorderAll(lines: Pick<OrderLine, 'StockStatus' | 'IsWebshopEnabled' | 'IsDisabled'>[]): boolean {
  return lines.length > 0 && lines.every(canReorderLine);
}

export const DELIVERED = 'Delivered';

/**
 * The date of a shipment (spec section 4): a delivered one with date and time (DD-MM-YYYY HH:mm),
 * otherwise the date only; null when there is no date.
 */
export function shipmentDate(s: Pick<Shipment, 'Status' | 'DeliveryDate'>): string | null {
  const text = s.Status === DELIVERED ? formatDateTime(s.DeliveryDate) : formatDate(s.DeliveryDate);
  return text || null;
}
