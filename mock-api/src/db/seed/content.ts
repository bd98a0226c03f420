import type { Insert } from '../insert';
import { refDate, type Prng } from '../prng';
import type { CatalogueIds } from './catalogue';
import type { PeopleIds } from './people';
import { BRANCHES, CURRENCIES } from './reference';

/** Active validity window of dashboard content: a year before to five years after the reference date. */
const ACTIVE = { start: refDate(-365), end: refDate(5 * 365) };
const EXPIRED = { start: refDate(-800), end: refDate(-400) };
const FUTURE = { start: refDate(6 * 365), end: refDate(7 * 365) };
const ALL_BRANCHES = BRANCHES.map((_, i) => i + 1);

export function seedContent(insert: Insert, rng: Prng, cat: CatalogueIds, people: PeopleIds, scale: number): void {
  // coupons of the three types (0 fixed, 1 percentage, 2 free shipping)
  const coupons: [string, number, { start: string; end: string }, number][] = [
    ['FIXED25', 0, ACTIVE, 2500], ['WELCOME10', 1, ACTIVE, 10], ['FREESHIP', 2, ACTIVE, 0], ['OLD15', 1, EXPIRED, 15],
  ];
  coupons.forEach(([code, type, w, value], i) => {
    insert('coupons', { id: i + 1, code, valid_from: w.start, valid_to: w.end, type });
    for (const c of CURRENCIES) insert('coupon_values', { coupon_id: i + 1, currency_id: c.id, value });
  });

  // banners: location 0 Dashboard, 1 Webshop, 2 Basket
  const banners: [string, number[], { start: string; end: string }, number][] = [
    ['Autumn campaign', [0], ACTIVE, 10], ['New brands', [0, 1], ACTIVE, 5], ['Webshop sale', [1], ACTIVE, 1], ['Free delivery', [2], ACTIVE, 3],
    ['Old summer banner', [0, 1, 2], EXPIRED, 100], ['Next year teaser', [0], FUTURE, 100],
  ];
  banners.forEach(([name, locations, w, weight], i) => {
    const id = i + 1;
    insert('banners', {
      id, name, image: `/img/banner/${id}_{width}x{height}.svg`, cta_text: i % 2 === 0 ? 'Discover' : null, hyperlink: i % 2 === 0 ? '/customer/shop/overview' : null,
      start_date: w.start, end_date: w.end, weight,
    });
    for (const type of locations) insert('banner_locations', { banner_id: id, type });
    for (const b of ALL_BRANCHES) insert('banner_branches', { banner_id: id, branch_id: b });
  });

  // notifications (dashboard)
  const notes: [string, string, { start: string; end: string }, boolean, number[]][] = [
    ['Welcome to the new portal', 'Welkom', ACTIVE, false, ALL_BRANCHES],
    ['Pre-order season open', 'Pre-order seizoen', ACTIVE, false, ALL_BRANCHES],
    ['Invoices now online', 'Facturen online', ACTIVE, true, ALL_BRANCHES],
    ['Sports branch news', 'Nieuws sport', ACTIVE, false, [2]],
    ['Expired maintenance window', 'Onderhoud', EXPIRED, false, ALL_BRANCHES],
    ['Future announcement', 'Aankondiging', FUTURE, false, ALL_BRANCHES],
  ];
  notes.forEach(([title, nl, w, mainOnly, branches], i) => {
    const id = i + 1;
    insert('notifications', {
      id, title, content_nl: `${nl}: meer info volgt.`, content_fr: `${title} : plus d'infos bientôt.`, content_en: `${title}: more information follows.`,
      start_date: w.start, end_date: w.end, show_to_main_user_only: mainOnly,
    });
    for (const b of branches) insert('notification_branches', { notification_id: id, branch_id: b });
  });

  // AX warnings
  const warnings = Math.max(8, Math.round(40 * scale));
  for (let i = 0; i < warnings; i++) {
    const c = rng.pick(people.customers);
    insert('ax_warnings', {
      warning: rng.pick(['Item blocked in AX', 'Customer credit limit exceeded', 'Unknown delivery address', 'Price mismatch']),
      type: rng.pick(['PreOrder', 'Order']), customer_key: c.key, order_reference: `PO-${rng.int(1000, 9999)}`, process_date: refDate(-rng.int(0, 60) - rng.next()),
      preorder_id: null,
    });
  }

  // download rows and baskets
  for (const [ci, c] of people.customers.entries()) {
    const groups = cat.groups.filter((g) => c.brandIds.includes(g.brandId) && !g.isMarketing);
    const rows = ci === 0 ? 40 : rng.int(0, 5);
    for (const g of rng.sample(groups, rows)) {
      insert('download_rows', { customer_key: c.key, product_id: (cat.productsByGroup.get(g.id) ?? [])[0], purchased: rng.bool(0.6) });
    }
    if (ci !== 0 && !rng.bool(0.3)) continue;
    insert('baskets', { customer_key: c.key, is_dropshipment: false, reference: '', remarks: '', coupon_code: null, delivery_address_id: c.deliveryAddressIds[0], dropshipment_address: null });
    const items = ci === 0 ? 5 : rng.int(1, 4);
    const seen = new Set<number>();
    for (const g of rng.sample(groups, items)) {
      const orderable = (cat.variantsByGroup.get(g.id) ?? []).filter((v) => ['STOCK', 'STOCK2', 'NOS', 'ZVS'].includes(v.status));
      for (const v of rng.sample(orderable, rng.int(1, 3))) {
        if (seen.has(v.id)) continue;
        seen.add(v.id);
        insert('basket_items', { customer_key: c.key, variant_id: v.id, amount: rng.int(1, 6), is_preorder: false, added_at: refDate(-rng.int(0, 5)) });
      }
    }
  }
}
