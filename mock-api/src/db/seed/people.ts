import type { Role } from 'shared-kernel/contract';
import type { Insert } from '../insert';
import type { Prng } from '../prng';
import { BRANDS, COUNTRIES, CURRENCIES } from './reference';

/** Fixed ids of the demo sign-ins and of the "registered but not confirmed" users (README). */
export const DEMO = {
  customerKey: 'C0001',
  customerAltKey: '100001',
  users: {
    admin: { id: '00000000-0000-4000-a000-000000000001', role: 'Admin', first: 'Ada', last: 'Admin' },
    salesman: { id: '00000000-0000-4000-a000-000000000002', role: 'Vertegenwoordiger', first: 'Sam', last: 'Salesman' },
    customer: { id: '00000000-0000-4000-a000-000000000003', role: 'Klant', first: 'Chris', last: 'Customer' },
    staff: { id: '00000000-0000-4000-a000-000000000004', role: 'PersoneelKlant', first: 'Stef', last: 'Staff' },
    marketing: { id: '00000000-0000-4000-a000-000000000005', role: 'MarketingKlant', first: 'Mia', last: 'Marketing' },
    blocked: { id: '00000000-0000-4000-a000-000000000006', role: 'PersoneelKlant', first: 'Bo', last: 'Blocked' },
  },
  /** registered by an admin, e-mail not confirmed yet: confirm with GET Account/ConfirmEmail?userId&code */
  pending: [
    { userName: 'pending1', id: '00000000-0000-4000-a000-000000000011', code: 'confirm-0011' },
    { userName: 'pending2', id: '00000000-0000-4000-a000-000000000012', code: 'confirm-0012' },
  ],
} as const;

const FIRST = ['Anna', 'Bram', 'Chloé', 'Daan', 'Emma', 'Floor', 'Gilles', 'Hanne', 'Ilse', 'Jens', 'Kato', 'Lucas', 'Marie', 'Noah', 'Olivia', 'Pieter', 'Quinten', 'Ruben', 'Sofie', 'Tom', 'Ursula', 'Victor', 'Wout', 'Xena', 'Yasmine', 'Zoë'];
const LAST = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Martin', 'de Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'];
const CITIES: Record<string, [string, string, number, number][]> = {
  BE: [['Antwerpen', '2000', 51.2194, 4.4025], ['Gent', '9000', 51.0543, 3.7174], ['Brussel', '1000', 50.8503, 4.3517], ['Leuven', '3000', 50.8798, 4.7005], ['Brugge', '8000', 51.2093, 3.2247]],
  NL: [['Amsterdam', '1012 AB', 52.3676, 4.9041], ['Utrecht', '3511 AA', 52.0907, 5.1214], ['Eindhoven', '5611 AA', 51.4416, 5.4697], ['Breda', '4811 AA', 51.5719, 4.7683]],
  FR: [['Lille', '59000', 50.6292, 3.0573], ['Paris', '75001', 48.8566, 2.3522], ['Lyon', '69001', 45.764, 4.8357]],
  LU: [['Luxembourg', '1009', 49.6116, 6.1319]],
  DE: [['Köln', '50667', 50.9375, 6.9603], ['Aachen', '52062', 50.7753, 6.0839]],
  GB: [['London', 'SW1A 1AA', 51.5074, -0.1278]],
  CH: [['Zürich', '8001', 47.3769, 8.5417]],
};
const STREETS = ['Meir', 'Veldstraat', 'Kerkstraat', 'Stationsstraat', 'Grote Markt', 'Marktplein', 'Rue Neuve', 'Hoogstraat', 'Dorpsstraat', 'Lindenlaan'];
const SHOP_WORDS = ['Mode', 'Fashion', 'Outdoor', 'Sport', 'Boutique', 'Store', 'Atelier', 'Kids'];
const POS = ['Lightspeed', 'Shopify POS', 'Vend', null];

export interface PeopleIds {
  customers: { key: string; brandIds: number[]; salesmanId: string; currencyId: number; deliveryAddressIds: number[]; mainUserId: string; emails: string[] }[];
  salesmen: string[];
  admins: string[];
}

interface UserRow {
  id: string;
  userName: string;
  email: string;
  first: string;
  last: string;
  role: Role;
  customerKey: string | null;
  main: boolean;
  blocked?: boolean;
  pending?: { code: string };
}

export function seedPeople(insert: Insert, rng: Prng, customerCount: number, salesmanCount: number, passwordHash: string): PeopleIds {
  const ids: PeopleIds = { customers: [], salesmen: [], admins: [] };
  const user = (u: UserRow) => {
    insert('users', {
      id: u.id, user_name: u.userName, email: u.email, password_hash: passwordHash, first_name: u.first, last_name: u.last,
      function: rng.int(0, 4), phone: `+32 4${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, role: u.role,
      sales_taker_code: u.role === 'Vertegenwoordiger' ? `ST${u.userName.length}${rng.int(100, 999)}` : null, customer_key: u.customerKey,
      photo: u.role === 'Vertegenwoordiger' || u.role === 'Admin' ? `/img/user/${u.id}_{width}x{height}.svg` : null,
      is_blocked: u.blocked ?? false, is_main_account: u.main, email_confirmed: !u.pending, confirm_code: u.pending?.code ?? null,
      registered: !u.pending, customer_is_watching: false,
    });
  };
  const person = (n: number) => ({ first: FIRST[n % FIRST.length], last: LAST[Math.floor(n / FIRST.length) % LAST.length] });
  let serial = 0;
  const generated = (role: Role, customerKey: string | null, main: boolean, extra: Partial<UserRow> = {}) => {
    serial++;
    const p = person(serial * 7);
    const email = `${p.first}.${p.last}.${serial}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '');
    const id = rng.guid();
    user({ id, userName: email, email, ...p, role, customerKey, main, ...extra });
    return { id, email };
  };

  const d = DEMO.users;
  const demo = (key: keyof typeof d, customerKey: string | null, main: boolean, blocked = false) =>
    user({ id: d[key].id, userName: key, email: `${key}@demo.example`, first: d[key].first, last: d[key].last, role: d[key].role, customerKey, main, blocked });
  demo('admin', null, false);
  ids.admins.push(d.admin.id);
  for (let i = 0; i < 2; i++) ids.admins.push(generated('Admin', null, false).id);
  demo('salesman', null, false);
  ids.salesmen.push(d.salesman.id);
  for (let i = 1; i < salesmanCount; i++) ids.salesmen.push(generated('Vertegenwoordiger', null, false).id);

  let addressId = 0;
  for (let i = 0; i < customerCount; i++) {
    const isDemo = i === 0;
    const key = isDemo ? DEMO.customerKey : `C${String(i + 1).padStart(4, '0')}`;
    const country = isDemo ? COUNTRIES[0] : COUNTRIES[rng.pick([0, 0, 0, 1, 1, 1, 2, 3, 4, 5, 6])];
    const iso2 = country[1];
    const [city, zip, lat, lng] = rng.pick(CITIES[iso2]);
    const currencyId = iso2 === 'GB' ? 2 : iso2 === 'CH' ? 3 : CURRENCIES[0].id;
    const name = isDemo ? 'Demo Fashion Store' : `${rng.pick(SHOP_WORDS)} ${rng.pick(LAST)} ${rng.pick(['BV', 'NV', 'SARL', 'BVBA', ''])}`.trim();
    const street = `${rng.pick(STREETS)} ${rng.int(1, 200)}`;
    const domain = `${key.toLowerCase()}.example.com`;
    const salesmanId = ids.salesmen[i % ids.salesmen.length];
    insert('customers', {
      key, alt_key: isDemo ? DEMO.customerAltKey : String(100000 + i + 1), name, commercial_name: isDemo ? 'Demo Fashion' : name.split(' ').slice(0, 2).join(' '),
      street, zipcode: zip, city, country_id: country[0], phone: `+32 3 ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, email: `info@${domain}`,
      use_email_invoice_template: rng.bool(0.5), email_invoice: rng.bool(0.5) ? `invoices@${domain}` : null,
      facebook_followers: rng.int(0, 20000), instagram_followers: rng.int(0, 50000), url: `https://www.${domain}`,
      webshop_url: rng.bool(0.5) ? `https://shop.${domain}` : null, point_of_sale_system: rng.pick(POS), currency_id: currencyId,
      branch_id: isDemo ? 1 : rng.int(1, 4), salesman_id: salesmanId, is_prepayment: !isDemo && rng.bool(0.1), is_customer_hidden: !isDemo && rng.bool(0.05),
    });
    const brandIds = isDemo ? BRANDS.slice(0, 7).map((b) => b.id) : rng.sample(BRANDS.map((b) => b.id), rng.int(2, 6));
    for (const b of brandIds) insert('customer_brands', { customer_key: key, brand_id: b });

    const address = (type: 'INVOICE' | 'DELIVERY' | 'SHOP', n: number) => {
      addressId++;
      const shop = type === 'SHOP';
      insert('addresses', {
        id: addressId, customer_key: key, type, name: n === 0 ? name : `${name} ${type.toLowerCase()} ${n + 1}`, street: n === 0 ? street.replace(/ \d+$/, '') : rng.pick(STREETS),
        house_number: String(rng.int(1, 200)), zip_code: zip, city, country_id: country[0], email: `info@${domain}`, phone: '+32 3 000 00 00',
        header: shop ? `${name} ${city}` : null, latitude: shop ? lat + rng.int(-500, 500) / 100000 : null, longitude: shop ? lng + rng.int(-500, 500) / 100000 : null,
        brands: shop ? brandIds.map((b) => BRANDS[b - 1].code).join(',') : null, url: shop ? `https://www.${domain}` : null,
        dealer_type: shop ? rng.int(0, 2) : null, show_on_dealer_locator: shop && rng.bool(0.7),
      });
      return addressId;
    };
    address('INVOICE', 0);
    const deliveryAddressIds = Array.from({ length: isDemo ? 2 : rng.int(1, 2) }, (_, n) => address('DELIVERY', n));
    const shops = isDemo ? 2 : rng.int(0, 2);
    for (let n = 0; n < shops; n++) address('SHOP', n);

    const emails: string[] = [];
    let mainUserId: string;
    if (isDemo) {
      demo('customer', key, true);
      demo('staff', key, false);
      demo('marketing', key, false);
      demo('blocked', key, false, true);
      for (const p of DEMO.pending) {
        user({ id: p.id, userName: p.userName, email: `${p.userName}@demo.example`, first: 'Pending', last: p.userName, role: 'PersoneelKlant', customerKey: key, main: false, pending: { code: p.code } });
      }
      mainUserId = d.customer.id;
      emails.push('customer@demo.example', 'staff@demo.example');
    } else {
      const main = generated('Klant', key, true);
      mainUserId = main.id;
      emails.push(main.email);
      const extra = rng.int(0, 3);
      for (let n = 0; n < extra; n++) {
        const role = rng.pick(['PersoneelKlant', 'PersoneelKlant', 'MarketingKlant'] as const);
        emails.push(generated(role, key, false, { blocked: rng.bool(0.1) }).email);
      }
    }
    ids.customers.push({ key, brandIds, salesmanId, currencyId, deliveryAddressIds, mainUserId, emails });
  }
  return ids;
}
