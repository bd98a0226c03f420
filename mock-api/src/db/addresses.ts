import type { Address, DealerLocatorAddress } from 'shared-kernel/contract';
import { bool } from '../http/sql';
import type { Db } from './open';

export interface AddressRow {
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

export const toAddress = (r: AddressRow): Address => ({
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

export const toDealer = (r: AddressRow): DealerLocatorAddress => ({
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

/** the map data of a shop shown on the dealer locator (absent: kept as it is) */
export interface DealerLocatorData {
  Latitude?: number | null;
  Longitude?: number | null;
  Brands?: string[];
  Url?: string | null;
  DealerType?: number | null;
}

const SELECT = 'SELECT a.*, c.name_en AS country_name FROM addresses a JOIN countries c ON c.id = a.country_id';

/** The addresses repository (routes/address.ts): a customer's addresses by type and the dealer-locator data of its shops. */
export function addressRepository(db: Db) {
  const byType = db.prepare(`${SELECT} WHERE a.customer_key = ? AND a.type = ? AND a.is_deleted = 0 ORDER BY a.id`);
  const one = db.prepare(`${SELECT} WHERE a.id = ? AND a.is_deleted = 0`);
  const country = db.prepare('SELECT 1 FROM countries WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO addresses (customer_key, type, name, street, house_number, zip_code, city, country_id, email, phone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const remove = db.prepare('UPDATE addresses SET is_deleted = 1 WHERE id = ? AND customer_key = ? AND is_deleted = 0');
  const show = db.prepare(
    `UPDATE addresses SET show_on_dealer_locator = 1, latitude = COALESCE(@lat, latitude), longitude = COALESCE(@lng, longitude),
      brands = COALESCE(@brands, brands), url = COALESCE(@url, url), dealer_type = COALESCE(@type, dealer_type) WHERE id = @id`,
  );
  const hide = db.prepare('UPDATE addresses SET show_on_dealer_locator = 0 WHERE id = ?');

  return {
    ofCustomer: (customerKey: string, type: Address['Type']) => byType.all(customerKey, type) as AddressRow[],
    /** an address that is not deleted */
    byId: (id: number) => one.get(id) as AddressRow | undefined,
    countryExists: (countryId: number) => !!country.get(countryId),
    /** a new address of the customer; answers its id */
    add: (customerKey: string, a: Address): number =>
      Number(insert.run(customerKey, a.Type, a.Name, a.Street, a.HouseNumber, a.ZipCode, a.City, a.CountryId, a.Email, a.Phone).lastInsertRowid),
    /** deletes an address of the customer (kept, marked deleted); false when there was none */
    remove: (id: number, customerKey: string): boolean => remove.run(id, customerKey).changes > 0,
    /** shows a shop on the dealer locator with the given map data */
    show: (id: number, d: DealerLocatorData) => {
      show.run({ id, lat: d.Latitude ?? null, lng: d.Longitude ?? null, brands: d.Brands ? d.Brands.join(',') : null, url: d.Url ?? null, type: d.DealerType ?? null });
    },
    hide: (id: number) => {
      hide.run(id);
    },
  };
}
