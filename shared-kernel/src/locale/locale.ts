export const LOCALES = ['en', 'nl', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
}

/** Splits '/en/customer/shop' into { locale: 'en', rest: '/customer/shop' }; locale null when absent. */
export function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const m = /^\/([^/?#]*)(.*)$/.exec(pathname);
  const first = m?.[1] ?? '';
  if (isLocale(first)) return { locale: first, rest: m?.[2] || '/' };
  return { locale: null, rest: pathname || '/' };
}

/** Prefixes a portal path with the locale: localePath('nl', '/customer') -> '/nl/customer'. */
export function localePath(locale: Locale, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return p === '/' ? `/${locale}` : `/${locale}${p}`;
}

/**
 * An address whose first segment is no locale goes to the nl-prefixed address
 * ('/customer?x=1' -> '/nl/customer?x=1'); null when it already has a locale.
 */
export function withDefaultLocale(pathname: string, search = '', hash = ''): string | null {
  if (splitLocale(pathname).locale) return null;
  const rest = pathname === '/' ? '' : pathname;
  return `/${DEFAULT_LOCALE}${rest}${search}${hash}`;
}

/**
 * Switching the language rewrites the first segment and keeps only the Brands query value
 * (spec section 1).
 */
export function switchLocaleHref(pathname: string, search: string, to: Locale): string {
  const { rest } = splitLocale(pathname);
  const brands = new URLSearchParams(search).get('Brands');
  const q = brands !== null ? `?${new URLSearchParams({ Brands: brands }).toString()}` : '';
  return `${localePath(to, rest)}${q}`;
}
