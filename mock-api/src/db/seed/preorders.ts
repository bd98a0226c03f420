import type { Insert } from '../insert';
import { refDate, type Prng } from '../prng';
import type { CatalogueIds } from './catalogue';
import type { PeopleIds } from './people';
import { BRANDS, SEASONS, collectionId } from './reference';

/**
 * Pre-order state values (the spec leaves them open, README): 0 open (being filled in), 1 sent to the
 * salesman, 2 sent to sales, 3 closed (processed). Customer states: 0 not started, 1 in progress, 2 sent.
 * System states: 0 regular, 1 forecasted (assignable, GET PreOrder/forecasted).
 */
export const PREORDER_STATE = { Open: 0, SentToSalesman: 1, SentToSales: 2, Closed: 3 } as const;
export const SYSTEM_STATE = { Regular: 0, Forecasted: 1 } as const;
const NOTIFICATION_TYPES = ['ProductAdded', 'SizeActivated', 'DeadlineExpired', 'SizeDeactivated', 'ProductRemoved'] as const;
const CHAT = ['Can we get the navy version earlier?', 'I added the sizes for the summer drop.', 'Discount approved.', 'Please check the delivery dates.', 'Thanks, looks good!', 'Shall I add the display stand as well?'];

export function seedPreOrders(insert: Insert, rng: Prng, cat: CatalogueIds, people: PeopleIds): void {
  // sheets: per brand, seasons 1 and 2 open (deadline 1-2 years after the reference date), season 0 closed, season 3 hidden
  let sheetId = 0;
  let targetId = 0;
  const sheets: { id: number; brandId: number; state: number; deadlineDays: number; groupIds: number[] }[] = [];
  const marketing = cat.groups.filter((g) => g.isMarketing);
  for (const b of BRANDS) {
    for (let s = 0; s < SEASONS.length; s++) {
      sheetId++;
      const state = s === 0 ? 2 : s === 3 ? 1 : 0;
      const deadlineDays = s === 0 ? -60 : 365 * s;
      insert('preorder_sheets', {
        id: sheetId, brand_id: b.id, collection_id: collectionId(b.id, s), name: `${b.name} ${SEASONS[s].code}`, maximum_discount: rng.pick([10, 15, 20, 25]),
        deadline: refDate(deadlineDays), state, salesman_note: rng.bool(0.5) ? `Focus on the ${SEASONS[s].name} key items.` : null,
      });
      const targets = rng.int(2, 3);
      for (let t = 0; t < targets; t++) {
        targetId++;
        insert('sheet_targets', { id: targetId, sheet_id: sheetId, name: ['Base', 'Growth', 'Premium'][t], is_default: t === 0, maximum_discount: 10 + t * 5 });
      }
      const own = cat.groups.filter((g) => g.brandId === b.id && !g.isMarketing);
      const chosen = rng.sample(own, rng.int(8, 25));
      // brochure: the group's page in the season brochure (two pages a group after a four-page opening; no random draw, so the rest of the seed stays as it was)
      chosen.forEach((g, i) => insert('sheet_product_groups', { sheet_id: sheetId, group_id: g.id, sort_index: i, pre_order_discount: rng.pick([0, 0, 5, 10]), maximum_discount: 20, is_marketing: false, brochure: 4 + 2 * i }));
      rng.sample(marketing, rng.int(1, 3)).forEach((g, i) =>
        insert('sheet_product_groups', { sheet_id: sheetId, group_id: g.id, sort_index: i, pre_order_discount: 0, maximum_discount: 50, is_marketing: true }),
      );
      sheets.push({ id: sheetId, brandId: b.id, state, deadlineDays, groupIds: chosen.map((g) => g.id) });
    }
  }

  let preorderId = 0;
  let notificationId = 0;
  for (const [ci, c] of people.customers.entries()) {
    const mine = sheets.filter((s) => c.brandIds.includes(s.brandId) && s.state !== 1);
    const count = ci === 0 ? 6 : rng.int(0, 3);
    for (let n = 0; n < count && mine.length; n++) {
      const sheet = ci === 0 ? mine.filter((s) => s.state === 0).concat(mine.filter((s) => s.state !== 0))[n % mine.length] : rng.pick(mine);
      preorderId++;
      const forecasted = ci !== 0 && rng.bool(0.2);
      // the demo customer: three open, one sent to the salesman, one sent to sales, one closed
      const state = sheet.state === 2 ? PREORDER_STATE.Closed : ci === 0 ? [0, 0, 0, 1, 2, 3][n] : forecasted ? 0 : rng.pick([0, 0, 1, 2, 3]);
      const closed = state === PREORDER_STATE.Closed;
      insert('preorders', {
        id: preorderId, sheet_id: sheet.id, customer_key: c.key, salesman_id: c.salesmanId, state, customer_state: state >= 1 ? 2 : rng.int(0, 1),
        system_state: forecasted ? 1 : 0, last_update: refDate(-rng.int(0, 90) - rng.next()), internal_reference: `IR${preorderId}`.slice(0, 20),
        order_reference: rng.bool(0.6) ? `PO ${SEASONS[1].code} ${preorderId}` : '', discount: rng.pick([0, 0, 5, 10]),
        customer_comment: rng.bool(0.3) ? 'Please deliver before the season starts.' : null, internal_comment: rng.bool(0.3) ? 'Good prospect.' : null,
        forecasts_visible: rng.bool(0.5), early_shipment_allowed: rng.bool(0.5), address_id: c.deliveryAddressIds[0],
        process_date: closed ? refDate(-rng.int(1, 30)) : null, is_closed: closed,
      });
      for (const email of c.emails.slice(0, 2)) insert('preorder_users', { preorder_id: preorderId, email });
      for (const gid of rng.sample(sheet.groupIds, rng.int(0, 5))) {
        if (rng.bool(0.3)) insert('preorder_group_settings', { preorder_id: preorderId, group_id: gid, discount: rng.pick([5, 10]) });
        const firstProduct = (cat.productsByGroup.get(gid) ?? [])[0];
        if (firstProduct && rng.bool(0.3)) insert('preorder_product_settings', { preorder_id: preorderId, product_id: firstProduct, discount: null, delivery_date: refDate(120 + (gid % 7)) });
        for (const v of rng.sample(cat.variantsByGroup.get(gid) ?? [], rng.int(1, 4))) {
          insert('preorder_lines', { preorder_id: preorderId, variant_id: v.id, amount: rng.int(1, 24), delivery_date: refDate(60), discount: 0 });
        }
      }
      for (let k = 0; k < rng.int(0, 3); k++) {
        notificationId++;
        const type = rng.pick(NOTIFICATION_TYPES);
        insert('preorder_notifications', { id: notificationId, preorder_id: preorderId, type, message: `${type} on ${sheet.groupIds.length ? 'group ' + rng.pick(sheet.groupIds) : 'the sheet'}`, is_reported_to_customer: rng.bool(0.5) });
      }
      const messages = ci === 0 && n === 0 ? 4 : rng.int(0, 4);
      for (let k = 0; k < messages; k++) {
        const fromCustomer = k % 2 === 0;
        insert('chat_messages', {
          preorder_id: preorderId, user_id: fromCustomer ? c.mainUserId : c.salesmanId, content: CHAT[(preorderId + k) % CHAT.length],
          created: refDate(-30 + k + rng.next()), send_email_to_customer: !fromCustomer && rng.bool(0.5),
        });
      }
    }
  }
}
