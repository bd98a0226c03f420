import type { Insert } from '../insert';
import { refDate, type Prng } from '../prng';
import type { CatalogueIds } from './catalogue';
import type { PeopleIds } from './people';

const STATUSES = ['Open', 'InProgress', 'PartiallyDelivered', 'Delivered', 'Cancelled'] as const;
const POOLS = ['PREOR', 'OPTIONAL', 'REORD', 'WEBORD'] as const;

/** Order history of every customer: lines, shipments, invoices and backorders. */
export function seedOrders(insert: Insert, rng: Prng, cat: CatalogueIds, people: PeopleIds): void {
  let orderId = 0;
  let lineId = 0;
  let shipmentId = 0;
  for (const [ci, c] of people.customers.entries()) {
    const groups = cat.groups.filter((g) => c.brandIds.includes(g.brandId) && !g.isMarketing);
    const count = ci === 0 ? 25 : rng.int(1, 6);
    for (let n = 0; n < count; n++) {
      orderId++;
      // the demo customer's four latest orders are under way (backorders); the rest follow the dates
      const demoRecent = ci === 0 && n < 4;
      const daysAgo = demoRecent ? rng.int(3, 40) : rng.int(3, 700);
      const status = demoRecent
        ? (['PartiallyDelivered', 'InProgress', 'PartiallyDelivered', 'Open'] as const)[n]
        : daysAgo > 60
          ? rng.pick(['Delivered', 'Delivered', 'Cancelled'] as const)
          : rng.pick(STATUSES);
      let total = 0;
      const lines: { id: number; quantity: number; shipped: number }[] = [];
      const lineCount = rng.int(1, 6);
      for (let l = 0; l < lineCount; l++) {
        const v = rng.pick(cat.variantsByGroup.get(rng.pick(groups).id) ?? []);
        if (!v) continue;
        lineId++;
        const quantity = rng.int(1, 12);
        const shipped = status === 'Delivered' ? quantity : status === 'PartiallyDelivered' ? rng.int(0, quantity) : 0;
        const canceled = status === 'Cancelled' ? quantity : 0;
        total += quantity * v.cents;
        insert('order_lines', {
          id: lineId, order_id: orderId, variant_id: v.id, quantity, quantity_shipped: shipped, quantity_canceled: canceled, unit_cents: v.cents,
          expected_delivery_date: refDate(-daysAgo + rng.int(5, 40)), status: shipped === quantity ? 'Delivered' : canceled ? 'Cancelled' : 'Open',
        });
        lines.push({ id: lineId, quantity, shipped: shipped + canceled });
      }
      insert('orders', {
        id: orderId, order_number: `SO${String(500000 + orderId)}`, customer_key: c.key, order_date: refDate(-daysAgo), total_cents: total, status,
        sales_pool: rng.pick(POOLS), is_dropshipment: rng.bool(0.15), reference: rng.bool(0.7) ? `REF-${rng.int(1000, 9999)}` : '',
        delivery_address_id: c.deliveryAddressIds[0], invoice_address_id: null,
      });
      if (status !== 'Open' && status !== 'Cancelled') {
        for (let s = 0; s < rng.int(1, 2); s++) {
          shipmentId++;
          const delivered = status === 'Delivered' || s === 0;
          insert('shipments', {
            id: shipmentId, order_id: orderId, status: delivered ? 'Delivered' : 'InTransit', delivery_date: refDate(-daysAgo + 7 + s * 5 + rng.next()),
            tracking_url: `https://track.example/${shipmentId}`, tracking_code: `TRK${String(shipmentId).padStart(8, '0')}`,
          });
        }
      }
      if (status === 'Delivered' || status === 'PartiallyDelivered') {
        insert('invoices', { invoice_number: `INV${String(700000 + orderId)}`, order_id: orderId, customer_key: c.key, date: refDate(-daysAgo + 8), total_cents: total });
      }
      for (const line of lines) {
        if (line.shipped < line.quantity && status !== 'Open') {
          insert('backorders', { customer_key: c.key, order_line_id: line.id, quantity: line.quantity - line.shipped, expected_delivery_date: refDate(rng.int(5, 60)) });
        }
      }
    }
  }
}
