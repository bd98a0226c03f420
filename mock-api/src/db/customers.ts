import type { Customer, CustomerHit, CustomerUpdate } from 'shared-kernel/contract';
import { pagedQuery } from '../http/paging';
import { Where, bool, likeTerm } from '../http/sql';
import type { Db } from './open';

export interface CustomerRow {
  key: string;
  alt_key: string;
  name: string;
  commercial_name: string;
  street: string;
  zipcode: string;
  city: string;
  country_name: string;
  phone: string;
  email: string;
  use_email_invoice_template: number;
  email_invoice: string | null;
  facebook_followers: number;
  instagram_followers: number;
  url: string | null;
  webshop_url: string | null;
  point_of_sale_system: string | null;
}

export function toCustomer(r: CustomerRow): Customer {
  return {
    Key: r.key,
    AltKey: r.alt_key,
    Name: r.name,
    CommercialName: r.commercial_name,
    Street: r.street,
    Zipcode: r.zipcode,
    City: r.city,
    CountryName: r.country_name,
    Phone: r.phone,
    Email: r.email,
    UseEmailInvoiceTemplate: bool(r.use_email_invoice_template),
    EmailInvoice: r.email_invoice,
    FacebookFollowers: r.facebook_followers,
    InstagramFollowers: r.instagram_followers,
    Url: r.url,
    WebshopUrl: r.webshop_url,
    PointOfSaleSystem: r.point_of_sale_system,
  };
}

const COLUMNS = 'SELECT c.*, ctry.name_en AS country_name';
const FROM = 'FROM customers c JOIN countries ctry ON ctry.id = c.country_id';

/**
 * The customers repository (routes/customer.ts, address.ts, account-session.ts): a customer is referred to
 * by its key (`C0001`, any case) or its customer number (alt key).
 */
export function customerRepository(db: Db) {
  const byRef = db.prepare(`${COLUMNS} ${FROM} WHERE c.key = upper(?) OR c.alt_key = ?`);
  const keyByRef = db.prepare('SELECT key FROM customers WHERE key = upper(?) OR alt_key = ?');
  const autocomplete = db.prepare(
    `SELECT key, alt_key, name, city FROM customers WHERE name LIKE @t ESCAPE '\\' OR alt_key LIKE @t ESCAPE '\\' OR key = @exact
     ORDER BY (alt_key = @exact) DESC, name LIMIT @take`,
  );
  const update = db.prepare(
    `UPDATE customers SET commercial_name = ?, street = ?, zipcode = ?, city = ?, phone = ?, email = ?, use_email_invoice_template = ?, email_invoice = ?,
      facebook_followers = ?, instagram_followers = ?, url = ?, webshop_url = ?, point_of_sale_system = ? WHERE key = ?`,
  );
  const altKeyClash = db.prepare('SELECT key FROM customers WHERE (alt_key = ? OR key = upper(?)) AND key <> ?');
  const setAltKey = db.prepare('UPDATE customers SET alt_key = ? WHERE key = ?');

  return {
    /** the customer of a key or customer number */
    byRef: (ref: string) => byRef.get(ref, ref) as CustomerRow | undefined,
    /** the key of a customer by key or customer number */
    keyOf: (ref: string): string | null => (keyByRef.get(ref, ref) as { key: string } | undefined)?.key ?? null,
    /** a page of customers searched by name, number, city, postal code or e-mail; `salesmanId` narrows to a salesman's own */
    page: (q: { searchTerm: string; Page: number; PageSize: number }, salesmanId: string | null) => {
      const where = new Where();
      if (q.searchTerm) {
        where.add(
          "(c.name LIKE @term ESCAPE '\\' OR c.alt_key LIKE @term ESCAPE '\\' OR c.city LIKE @term ESCAPE '\\' OR c.zipcode LIKE @term ESCAPE '\\' OR c.email LIKE @term ESCAPE '\\')",
          { term: likeTerm(q.searchTerm) },
        );
      }
      if (salesmanId) where.add('c.salesman_id = @me', { me: salesmanId });
      return pagedQuery(db, { select: COLUMNS, from: FROM, where, orderBy: 'c.name, c.key', page: q.Page, pageSize: q.PageSize, map: toCustomer });
    },
    /** customers by name or number (an exact number first) */
    autocomplete: (search: string, take: number): CustomerHit[] =>
      (autocomplete.all({ t: likeTerm(search), exact: search, take }) as { key: string; alt_key: string; name: string; city: string }[]).map((r) => ({
        Key: r.key,
        AltKey: r.alt_key,
        Name: r.name,
        City: r.city,
      })),
    /** company and extra data of a customer (by key) */
    update: (key: string, b: CustomerUpdate) => {
      update.run(b.CommercialName, b.Street, b.Zipcode, b.City, b.Phone, b.Email, b.UseEmailInvoiceTemplate ? 1 : 0, b.EmailInvoice, b.FacebookFollowers, b.InstagramFollowers, b.Url, b.WebshopUrl, b.PointOfSaleSystem, key);
    },
    /** another customer already has this number (as its number or its key) */
    altKeyTaken: (altKey: string, exceptKey: string) => !!altKeyClash.get(altKey, altKey, exceptKey),
    setAltKey: (key: string, altKey: string) => {
      setAltKey.run(altKey, key);
    },
  };
}
