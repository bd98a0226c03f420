import type { Area } from 'shared-kernel';
import type { RemoteName } from './runtimeConfig';

/**
 * Which remote owns which portal path (locale prefix omitted), and which guard applies
 * (spec section 6). The first matching rule wins; `exact` rules match the path alone.
 */
interface Rule {
  prefix: string;
  exact?: boolean;
  remote: RemoteName;
}

const RULES: Rule[] = [
  { prefix: '/search', remote: 'catalogue' },
  { prefix: '/customer/shop', remote: 'catalogue' },
  { prefix: '/customer/our-brands', remote: 'catalogue' },
  { prefix: '/customer/downloads', remote: 'catalogue' },
  { prefix: '/customer/basket', remote: 'basket' },
  { prefix: '/customer/pre-orders', remote: 'preorders' },
  { prefix: '/customer/account', remote: 'account' },
  { prefix: '/customer', exact: true, remote: 'account' },
  { prefix: '/salesman/account', remote: 'account' },
  { prefix: '/contact', remote: 'account' },
  { prefix: '/warranty', remote: 'account' },
  { prefix: '/salesman/pre-orders', remote: 'preorders' },
  { prefix: '/salesman', exact: true, remote: 'preorders' },
  { prefix: '/admin/pre-orders', remote: 'preorders' },
  { prefix: '/admin/reports', remote: 'preorders' },
  { prefix: '/salesman/customer-list', remote: 'admin' },
  { prefix: '/salesman/users', remote: 'admin' },
  { prefix: '/admin', remote: 'admin' },
];

/** Paths the shell itself redirects (spec: /customer/shop and /customer/basket go to their overview). */
export const REDIRECTS: Record<string, string> = {
  '/customer/shop': '/customer/shop/overview',
  '/customer/basket': '/customer/basket/overview',
  '/customer/account': '/customer/account/edit',
};

function normalize(path: string): string {
  const p = path.replace(/\/+$/, '');
  return (p || '/').toLowerCase();
}

export function remoteFor(path: string): RemoteName | null {
  const p = normalize(path);
  for (const r of RULES) {
    if (r.exact ? p === r.prefix : p === r.prefix || p.startsWith(`${r.prefix}/`)) return r.remote;
  }
  return null;
}

/** The guard area of a path: /admin, /salesman and /customer by first segment; other signed-in pages none. */
export function areaFor(path: string): Area | null {
  const first = normalize(path).split('/')[1];
  return first === 'admin' || first === 'salesman' || first === 'customer' ? first : null;
}

/**
 * Staff pages an admin or salesman may open while impersonating a customer, when the session's role is
 * the customer's (spec section 2: the customer pre-order overview's button leads to
 * /salesman/pre-orders/create; it shows only while impersonating). Exact paths; mock-api accepts the
 * page's calls from an impersonating admin or salesman only (config.impersonators), for that customer.
 */
const IMPERSONATION_PASSES = new Set(['/salesman/pre-orders/create']);

export function passesWhileImpersonating(path: string): boolean {
  return IMPERSONATION_PASSES.has(normalize(path));
}

export function redirectFor(path: string): string | null {
  return REDIRECTS[normalize(path)] ?? null;
}
