import type { Basket } from 'shared-kernel/contract';

/** The dropshipment address of the basket (contract DropshipmentAddressSchema). */
export type DropshipmentAddress = NonNullable<Basket['DropshipmentDeliveryAddress']>;

/**
 * The API has no call that saves a dropshipment address on the basket (basket/switch only turns
 * dropshipment on or off; the address travels with basket/submit). So what the user types on the overview
 * is kept in sessionStorage under this key, and the checkout reads it from there to show it and send it
 * with basket/submit.
 */
export const DROPSHIPMENT_ADDRESS_KEY = 'basket.dropshipmentAddress';

export const EMPTY_ADDRESS: DropshipmentAddress = {
  Name: '',
  CountryName: '',
  CountryId: 0,
  ZipCode: '',
  HouseNumber: '',
  Street: '',
  City: '',
  Email: '',
  Phone: '',
};

const TEXT_FIELDS: (keyof DropshipmentAddress)[] = ['Name', 'CountryName', 'ZipCode', 'HouseNumber', 'Street', 'City', 'Email', 'Phone'];

/** sessionStorage, or null where there is none (or it is blocked) */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whatever was stored, as an address: every field of its type (a hostile or old value cannot break the form). */
function asAddress(v: unknown): DropshipmentAddress | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const a = { ...EMPTY_ADDRESS, CountryId: typeof r.CountryId === 'number' ? r.CountryId : 0 };
  for (const f of TEXT_FIELDS) (a as Record<string, unknown>)[f] = typeof r[f] === 'string' ? r[f] : '';
  return a;
}

function stored(): DropshipmentAddress | null {
  const raw = sessionStore()?.getItem(DROPSHIPMENT_ADDRESS_KEY);
  if (!raw) return null;
  try {
    return asAddress(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The overview's form: the address typed before in this browser session, else the basket's, else an empty one. */
export function readDropshipmentAddress(fromBasket: Basket['DropshipmentDeliveryAddress']): DropshipmentAddress {
  return stored() ?? asAddress(fromBasket) ?? EMPTY_ADDRESS;
}

/** an address the overview started but never filled is no address */
const complete = (a: DropshipmentAddress | null) => (a && a.Name.trim() && a.Street.trim() && a.City.trim() ? a : null);

/** The checkout's: the stored address when filled in, else the basket's, or null when there is none. */
export function readCompleteDropshipmentAddress(fromBasket: Basket['DropshipmentDeliveryAddress']): DropshipmentAddress | null {
  return complete(stored()) ?? complete(asAddress(fromBasket));
}

export function writeDropshipmentAddress(a: DropshipmentAddress): void {
  sessionStore()?.setItem(DROPSHIPMENT_ADDRESS_KEY, JSON.stringify(a));
}

/** After a successful order the address is used up. */
export function clearDropshipmentAddress(): void {
  sessionStore()?.removeItem(DROPSHIPMENT_ADDRESS_KEY);
}
