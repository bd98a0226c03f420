import { generatePath, matchPath, type PathParam } from '../router/router';
import { localePath, type Locale } from '../locale/locale';

/** The five remotes of the portal (ARCHITECTURE section 1). */
export const REMOTE_NAMES = ['catalogue', 'basket', 'preorders', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** Who renders a route: the shell itself or one remote. */
export type RouteOwner = 'shell' | RemoteName;

/** A query value; arrays are joined with commas (spec section 7: comma-separated filter values). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = { readonly [key: string]: QueryValue };
/** The query of a route that takes none. */
export type NoQuery = Record<string, never>;

/** The params of a pattern: `customer/shop/product/:id` -> { id }; `contact/:brand?` -> { brand? }. */
export type RouteParams<P extends string> = { [K in Exclude<PathParam<P>, OptionalParam<P>>]: string | number } & {
  [K in OptionalParam<P>]?: string | number | null;
};
type OptionalParam<P extends string> = P extends `${infer L}/${infer R}` ? OptionalParam<L> | OptionalParam<R> : P extends `:${infer K}?` ? K : never;

/** an object without keys: a query type it extends has no required key */
type NoKeys = Record<never, never>;

/**
 * What a builder takes after the locale: the params when the pattern has any, then the query
 * (required when the route's query has required keys).
 */
export type RouteArgs<P extends string, Q extends Query> = [PathParam<P>] extends [never]
  ? NoKeys extends Q
    ? [query?: Q]
    : [query: Q]
  : NoKeys extends Q
    ? [params: RouteParams<P>, query?: Q]
    : [params: RouteParams<P>, query: Q];

export interface RouteDef<O extends RouteOwner = RouteOwner, P extends string = string, Q extends Query = Query> {
  owner: O;
  /** relative to the locale, no leading slash: 'customer/shop/product/:id' (React Router syntax) */
  pattern: P;
  /**
   * The address below the locale, '/customer/shop/product/12?color=3': what a remote's `<Link to>`
   * and `useNavigate()` take (a parcel's router has the locale as its basename).
   */
  path(...args: RouteArgs<P, Q>): string;
  /**
   * The full address, '/nl/customer/shop/product/12?color=3': for the shell's router (no basename),
   * the parcel prop `navigate`, and anything outside a router.
   */
  href(locale: Locale, ...args: RouteArgs<P, Q>): string;
  /** The params when `pathname` (below the locale, any case, trailing slash allowed) is this route. */
  match(pathname: string): Record<string, string | undefined> | null;
}

/** '?a=1&Brands=X,Y' from a query: empty values (undefined, null, '', []) are left out. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (!value.length) continue;
      // the commas between values stay readable, as the shop writes its filters
      parts.push(`${encodeURIComponent(key)}=${value.map((v) => encodeURIComponent(String(v))).join(',')}`);
    } else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Declares a route's query type: `route('catalogue', 'search', query<{ search?: string }>())`. */
export function query<Q extends Query>(): { readonly query?: Q } {
  return {};
}

/**
 * One portal route: its owner, its pattern below the locale and its typed builders. Params are
 * URL-encoded (generatePath), so an id a user typed cannot add segments or a query.
 */
export function route<O extends RouteOwner, P extends string, Q extends Query = NoQuery>(owner: O, pattern: P, _query?: { readonly query?: Q }): RouteDef<O, P, Q> {
  const build = (args: unknown[]): string => {
    const hasParams = pattern.includes(':');
    const params = (hasParams ? args[0] : undefined) as Record<string, string | number | null | undefined> | undefined;
    const q = (hasParams ? args[1] : args[0]) as Query | undefined;
    const stringParams = Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, v === undefined || v === null ? null : String(v)]));
    const path = generatePath(`/${pattern}`, stringParams as never);
    return `${path}${queryString(q)}`;
  };
  return {
    owner,
    pattern,
    path: (...args) => build(args),
    href: (locale, ...args) => {
      const p = build(args);
      const at = p.indexOf('?');
      return at < 0 ? localePath(locale, p) : `${localePath(locale, p.slice(0, at))}${p.slice(at)}`;
    },
    match: (pathname) => matchPath({ path: `/${pattern}`, caseSensitive: false, end: true }, pathname)?.params ?? null,
  };
}
