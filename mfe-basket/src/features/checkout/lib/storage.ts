import type { Basket } from 'shared-kernel/contract';

/** The coupon code the user applied, kept for this browser session so a reload keeps it. */
export const COUPON_KEY = 'basket.coupon';
/** Written by the basket overview (dropshipment form); read here and sent with basket/submit. */
export const DROPSHIPMENT_ADDRESS_KEY = 'basket.dropshipmentAddress';

export type DropshipmentAddress = NonNullable<Basket['DropshipmentDeliveryAddress']>;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredCoupon(): string | null {
  const code = store()?.getItem(COUPON_KEY);
  return code && code.trim() ? code : null;
}

export function writeStoredCoupon(code: string | null): void {
  const s = store();
  if (!s) return;
  if (code) s.setItem(COUPON_KEY, code);
  else s.removeItem(COUPON_KEY);
}

const FIELDS: (keyof DropshipmentAddress)[] = ['Name', 'CountryName', 'ZipCode', 'HouseNumber', 'Street', 'City', 'Email', 'Phone'];

function asAddress(v: unknown): DropshipmentAddress | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const a = { CountryId: typeof r.CountryId === 'number' ? r.CountryId : 0 } as DropshipmentAddress;
  for (const f of FIELDS) (a as unknown as Record<string, unknown>)[f] = typeof r[f] === 'string' ? r[f] : '';
  // an address the overview started but never filled is no address
  return a.Name.trim() && a.Street.trim() && a.City.trim() ? a : null;
}

/** The dropshipment address from sessionStorage, else the basket's, or null when there is none. */
export function readDropshipmentAddress(fromBasket: Basket['DropshipmentDeliveryAddress']): DropshipmentAddress | null {
  const raw = store()?.getItem(DROPSHIPMENT_ADDRESS_KEY);
  if (raw) {
    try {
      const a = asAddress(JSON.parse(raw));
      if (a) return a;
    } catch {
      /* fall through to the basket's */
    }
  }
  return asAddress(fromBasket);
}

/** After a successful order: the coupon and the dropshipment address are used up. */
export function clearCheckoutStorage(): void {
  const s = store();
  s?.removeItem(COUPON_KEY);
  s?.removeItem(DROPSHIPMENT_ADDRESS_KEY);
}
