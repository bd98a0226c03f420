import type { ImpersonationResponse, LoginResponse, Role } from '../contract/index';

/** The signed-in user as the portal keeps it (spec section 3, Session user). */
export interface Session {
  userId: string;
  token: string;
  /** epoch ms after which the token is no longer accepted */
  expiresAt: number;
  firstName: string;
  lastName: string;
  role: Role;
  impersonated: boolean;
  customerKey: string;
  customerName: string;
  customerCurrencyCode: string;
  customerCurrencySymbol: string;
  userName: string;
  /** the back end sends "true" or "false" */
  customerIsWatching: 'true' | 'false';
}

/** Local storage keys. Logout and any 401 clear local storage as a whole (spec section 4). */
export const STORAGE_KEYS = {
  session: 'portal.session',
  /** the admin's or salesman's own session while impersonating */
  originalSession: 'portal.originalSession',
  currencyCode: 'portal.currencyCode',
  shopFilters: 'portal.shopFilters',
} as const;

export function sessionFromLogin(r: LoginResponse, now = Date.now()): Session {
  return {
    userId: r.id,
    token: r.access_token,
    expiresAt: now + r.expires_in * 1000,
    firstName: r.firstName,
    lastName: r.lastName,
    role: r.role,
    impersonated: r.impersonated,
    customerKey: r.customerKey,
    customerName: r.customerName,
    customerCurrencyCode: r.customerCurrencyCode,
    customerCurrencySymbol: r.customerCurrencySymbol,
    userName: r.userName,
    customerIsWatching: r.customerIsWatching,
  };
}

export function sessionFromImpersonation(r: ImpersonationResponse, now = Date.now()): Session {
  return {
    userId: r.Id,
    token: r.AccessToken,
    expiresAt: now + r.ExpiresIn * 1000,
    firstName: r.FirstName,
    lastName: r.LastName,
    role: r.Role,
    impersonated: r.Impersonated,
    customerKey: r.CustomerKey,
    customerName: r.CustomerName,
    customerCurrencyCode: r.CustomerCurrencyCode,
    customerCurrencySymbol: r.CustomerCurrencySymbol,
    userName: r.UserName,
    customerIsWatching: r.CustomerIsWatching,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The stored session, or null when signed out, expired, or without the stored currency code. */
export function readSession(now = Date.now()): Session | null {
  const s = readJson<Session>(STORAGE_KEYS.session);
  if (!s || typeof s.token !== 'string' || !s.token) return null;
  if (typeof s.expiresAt === 'number' && s.expiresAt <= now) return null;
  return s;
}

/** A missing stored currency code forces logout (spec section 4). */
export function hasCurrencyCode(): boolean {
  return !!storage()?.getItem(STORAGE_KEYS.currencyCode);
}

export function writeSession(s: Session): void {
  const st = storage();
  if (!st) return;
  st.setItem(STORAGE_KEYS.session, JSON.stringify(s));
  st.setItem(STORAGE_KEYS.currencyCode, s.customerCurrencyCode);
}

export function readOriginalSession(): Session | null {
  return readJson<Session>(STORAGE_KEYS.originalSession);
}

export function writeOriginalSession(s: Session | null): void {
  const st = storage();
  if (!st) return;
  if (s) st.setItem(STORAGE_KEYS.originalSession, JSON.stringify(s));
  else st.removeItem(STORAGE_KEYS.originalSession);
}

/**
 * The person behind a session: while impersonating, the admin or salesman (the shell keeps their own
 * session aside, STORAGE_KEYS.originalSession), else the signed-in user. The concurrency hub names who
 * joined a pre-order by this id (mock-api: the actor while impersonating); null when it is not known.
 */
export function personIdOf(s: Session | null): string | null {
  if (!s) return null;
  return s.impersonated ? (readOriginalSession()?.userId ?? null) : s.userId;
}

/** Logout: local storage is cleared as a whole. */
export function clearSession(): void {
  storage()?.clear();
}

/**
 * The stored bearer token, also once its expiry has passed: the server is the judge, and its 401
 * clears the session and reloads to login (a request sent without a token would get a 401 that
 * nobody could tell from a call that needs no sign-in).
 */
export function getToken(): string | null {
  const s = readJson<Session>(STORAGE_KEYS.session);
  return s && typeof s.token === 'string' && s.token ? s.token : null;
}

/**
 * Tokens the portal is ending itself. An impersonation's stop (Account/RevertImpersonate) ends the
 * impersonation token on the server before its answer, with the staff token, is back: a remote's request
 * sent meanwhile with the ending token is refused with a 401 while that token is still the session's.
 * That 401 is the stop on its way, not a sign-out (portalFetch). In memory: shared-kernel is one
 * singleton for the shell and every remote, and the page is replaced once the stop is done.
 */
const endingTokens = new Set<string>();

/** Marks a token as being ended by the portal; the function it answers takes the mark away (the stop failed). */
export function markTokenEnding(token: string): () => void {
  endingTokens.add(token);
  return () => {
    endingTokens.delete(token);
  };
}

export function isTokenEnding(token: string): boolean {
  return endingTokens.has(token);
}

/** Role flags of spec section 6. */
export interface RoleFlags {
  isAdmin: boolean;
  isSalesman: boolean;
  isCustomer: boolean;
  isPersoneel: boolean;
  isMarketing: boolean;
  /** customer-is-watching: purchase prices hidden */
  isCustomerHidden: boolean;
  impersonated: boolean;
}

export function roleFlags(s: Session | null): RoleFlags {
  const role = s?.role;
  return {
    isAdmin: role === 'Admin',
    isSalesman: role === 'Vertegenwoordiger',
    isCustomer: role === 'Klant',
    isPersoneel: role === 'PersoneelKlant',
    isMarketing: role === 'MarketingKlant',
    isCustomerHidden: s?.customerIsWatching === 'true',
    impersonated: !!s?.impersonated,
  };
}

export type Area = 'admin' | 'salesman' | 'customer';

/** Home area after sign-in, by role. */
export function homeArea(role: Role): Area {
  if (role === 'Admin') return 'admin';
  if (role === 'Vertegenwoordiger') return 'salesman';
  return 'customer';
}

/**
 * Guards of spec section 6: admin routes admin only; salesman routes admin or salesman;
 * customer routes customer, staff or marketing (an impersonating admin or salesman carries the
 * customer's role).
 */
export function mayEnter(area: Area, role: Role): boolean {
  switch (area) {
    case 'admin':
      return role === 'Admin';
    case 'salesman':
      return role === 'Admin' || role === 'Vertegenwoordiger';
    case 'customer':
      return role === 'Klant' || role === 'PersoneelKlant' || role === 'MarketingKlant';
  }
}
