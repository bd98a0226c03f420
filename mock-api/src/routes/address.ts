import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddressCompleteQuerySchema,
  AddressSchema,
  DealerLocatorShowSchema,
  DeleteAddressSchema,
  type Address,
  type DealerLocatorAddress,
} from 'shared-kernel/contract';
import { z } from 'zod';
import { authOf } from '../auth/guard';
import { canSeeCustomer } from '../auth/scope';
import { forbidden, modelStateError, notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { sendJson } from '../http/json';
import { bool } from '../http/sql';
import { parse } from '../http/validate';

interface AddressRow {
  id: number;
  customer_key: string;
  type: Address['Type'];
  name: string;
  street: string;
  house_number: string;
  zip_code: string;
  city: string;
  country_id: number;
  country_name: string;
  email: string;
  phone: string;
  header: string | null;
  latitude: number | null;
  longitude: number | null;
  brands: string | null;
  url: string | null;
  dealer_type: number | null;
  show_on_dealer_locator: number;
}

const toAddress = (r: AddressRow): Address => ({
  Id: r.id,
  Name: r.name,
  Street: r.street,
  HouseNumber: r.house_number,
  ZipCode: r.zip_code,
  City: r.city,
  CountryName: r.country_name,
  CountryId: r.country_id,
  Email: r.email,
  Phone: r.phone,
  Type: r.type,
});
const toDealer = (r: AddressRow): DealerLocatorAddress => ({
  ...toAddress(r),
  Id: r.id,
  Header: r.header,
  Latitude: r.latitude,
  Longitude: r.longitude,
  Brands: r.brands ? r.brands.split(',') : [],
  Url: r.url,
  DealerType: r.dealer_type,
  ShowOnDealerLocator: bool(r.show_on_dealer_locator),
});

const KeyParams = z.object({ id: z.string().min(1).max(50) });
/** addresses are managed by the customer's own users and by admin and salesman */
const editors = { config: { roles: ['Admin', 'Vertegenwoordiger', 'Klant', 'PersoneelKlant'] as const } };
const SELECT = 'SELECT a.*, c.name_en AS country_name FROM addresses a JOIN countries c ON c.id = a.country_id';
/** Dutch streets by postal-code digits (address/complete is a stub of a postcode service) */
const NL_STREETS = ['Damrak', 'Oudegracht', 'Stationsplein', 'Markt', 'Kerkstraat', 'Dorpsstraat', 'Hoofdstraat', 'Molenweg', 'Schoolstraat', 'Julianalaan'];

/** Addresses and dealer locator (spec section 7). */
export default async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const byType = db.prepare(`${SELECT} WHERE a.customer_key = ? AND a.type = ? AND a.is_deleted = 0 ORDER BY a.id`);
  const one = db.prepare(`${SELECT} WHERE a.id = ? AND a.is_deleted = 0`);

  /** the customer key of the path (key or customer number), visible to the caller */
  function customerKeyOf(req: FastifyRequest, param = 'id'): string {
    const raw = parse(KeyParams, { id: (req.params as Record<string, string>)[param] }).id;
    const row = db.prepare('SELECT key FROM customers WHERE key = upper(?) OR alt_key = ?').get(raw, raw) as { key: string } | undefined;
    if (!row) throw notFound(`The customer '${raw}' was not found.`);
    if (!canSeeCustomer(authOf(req), row.key)) throw forbidden();
    return row.key;
  }
  function addressOf(req: FastifyRequest): AddressRow {
    const row = one.get(idParam(req.params)) as AddressRow | undefined;
    if (!row) throw notFound('The address was not found.');
    if (!canSeeCustomer(authOf(req), row.customer_key)) throw forbidden();
    return row;
  }

  const list = (type: Address['Type']) => async (req: FastifyRequest) => (byType.all(customerKeyOf(req), type) as AddressRow[]).map(toAddress);
  app.get('/Customer/:id/DeliveryAddress', list('DELIVERY'));
  app.get('/Customer/:id/InvoiceAddress', list('INVOICE'));
  app.get('/Customer/:id/ShopAddress', list('SHOP'));
  app.get('/Customer/:id/DealerLocator', async (req) => (byType.all(customerKeyOf(req), 'SHOP') as AddressRow[]).map(toDealer));

  /** POST Customer/{customer}/Address: answers the new id */
  app.post('/Customer/:id/Address', editors, async (req, reply) => {
    const key = customerKeyOf(req);
    const a = parse(AddressSchema, req.body);
    if (!db.prepare('SELECT 1 FROM countries WHERE id = ?').get(a.CountryId)) throw modelStateError({ CountryId: ['The country is unknown.'] });
    const id = db
      .prepare('INSERT INTO addresses (customer_key, type, name, street, house_number, zip_code, city, country_id, email, phone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(key, a.Type, a.Name, a.Street, a.HouseNumber, a.ZipCode, a.City, a.CountryId, a.Email, a.Phone).lastInsertRowid;
    return sendJson(reply, Number(id));
  });

  app.post('/Customer/:id/DeleteAddress', editors, async (req, reply) => {
    const key = customerKeyOf(req);
    const { Id } = parse(DeleteAddressSchema, req.body);
    const changed = db.prepare('UPDATE addresses SET is_deleted = 1 WHERE id = ? AND customer_key = ? AND is_deleted = 0').run(Id, key).changes;
    if (!changed) throw notFound('The address was not found.');
    return reply.status(200).send();
  });

  app.post('/Customer/DealerLocator/:id/Show', editors, async (req) => {
    const row = addressOf(req);
    const body = parse(DealerLocatorShowSchema, req.body);
    db.prepare(
      `UPDATE addresses SET show_on_dealer_locator = 1, latitude = COALESCE(@lat, latitude), longitude = COALESCE(@lng, longitude),
        brands = COALESCE(@brands, brands), url = COALESCE(@url, url), dealer_type = COALESCE(@type, dealer_type) WHERE id = @id`,
    ).run({ id: row.id, lat: body.Latitude ?? null, lng: body.Longitude ?? null, brands: body.Brands ? body.Brands.join(',') : null, url: body.Url ?? null, type: body.DealerType ?? null });
    return toDealer(one.get(row.id) as AddressRow);
  });

  app.post('/Customer/DealerLocator/:id/Hide', editors, async (req) => {
    const row = addressOf(req);
    db.prepare('UPDATE addresses SET show_on_dealer_locator = 0 WHERE id = ?').run(row.id);
    return toDealer(one.get(row.id) as AddressRow);
  });

  /** GET address/complete?postalCode&houseNr: `{ street }` of a Dutch postal code (deterministic stub) */
  app.get('/address/complete', async (req) => {
    const q = parse(AddressCompleteQuerySchema, req.query);
    const digits = q.postalCode.replace(/\D/g, '');
    if (!/^\d{4}\s?[A-Za-z]{2}$/.test(q.postalCode.trim())) throw notFound('The postal code was not found.');
    return { street: NL_STREETS[Number(digits) % NL_STREETS.length] };
  });
}
