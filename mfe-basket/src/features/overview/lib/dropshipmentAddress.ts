import type { Basket } from 'shared-kernel/contract';

/** The dropshipment address of the basket (contract DropshipmentAddressSchema). */
export type DropshipmentAddress = NonNullable<Basket['DropshipmentDeliveryAddress']>;

/**
 * The API has no call that saves a dropshipment address on the basket (basket/switch only turns
 * dropshipment on or off; the address travels with basket/submit). So what the user types here is kept
 * in sessionStorage under this key, and the checkout screen reads it from there to prefill its
 * dropshipment address and send it with basket/submit.
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

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The address typed before in this browser session, else the basket's, else an empty one. */
export function readDropshipmentAddress(fromBasket: DropshipmentAddress | null): DropshipmentAddress {
  const raw = store()?.getItem(DROPSHIPMENT_ADDRESS_KEY);
  if (raw) {
    try {
      return { ...EMPTY_ADDRESS, ...(JSON.parse(raw) as Partial<DropshipmentAddress>) };
    } catch {
      /* fall through */
    }
  }
  return fromBasket ? { ...EMPTY_ADDRESS, ...fromBasket } : EMPTY_ADDRESS;
}

export function writeDropshipmentAddress(a: DropshipmentAddress): void {
  store()?.setItem(DROPSHIPMENT_ADDRESS_KEY, JSON.stringify(a));
}
