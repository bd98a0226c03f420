import { findRoute, paths, redirectTarget, type Area, type PathName, type RemoteName } from 'shared-kernel';

/**
 * The shell's view of the path table (shared-kernel `paths`): which remote renders a portal path
 * (locale prefix omitted), where a section root goes, and which guard applies (spec section 6).
 */

/** The remote that renders `path`; a redirect-only path belongs to its target's remote; null for the shell's own pages and unknown paths. */
export function remoteFor(path: string): RemoteName | null {
  const name = findRoute(path)?.name ?? redirectTarget(path);
  const owner = name ? paths[name].owner : null;
  return owner && owner !== 'shell' ? owner : null;
}

/** The guard area of a path: /admin, /salesman and /customer by first segment; other signed-in pages none. */
export function areaFor(path: string): Area | null {
  const first = path.replace(/\/+$/, '').toLowerCase().split('/')[1];
  return first === 'admin' || first === 'salesman' || first === 'customer' ? first : null;
}

/**
 * Staff pages an admin or salesman may open while impersonating a customer, when the session's role is
 * the customer's (spec section 2: the customer pre-order overview's button leads to
 * /salesman/pre-orders/create; it shows only while impersonating). mock-api accepts the page's calls from
 * an impersonating admin or salesman only (the operations' `impersonators`), for that customer.
 */
const IMPERSONATION_PASSES: ReadonlySet<PathName> = new Set<PathName>(['salesmanPreOrderCreate']);

export function passesWhileImpersonating(path: string): boolean {
  const name = findRoute(path)?.name;
  return !!name && IMPERSONATION_PASSES.has(name);
}

/** Where a section root without a page of its own goes (below the locale), e.g. /customer/shop -> /customer/shop/overview. */
export function redirectFor(path: string): string | null {
  const target = redirectTarget(path);
  return target ? `/${paths[target].pattern}` : null;
}
