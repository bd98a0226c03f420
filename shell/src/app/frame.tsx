import { preloadable, readSession, roleFlags } from 'shared-kernel';

// The signed-in frame (header, menus, remote loading with single-spa, versions panel) is its own
// chunk: /login's first load stays inside the 200 KB budget. A signed-in start fetches it in parallel
// with the start-up config (bootstrap.tsx waits for both) and a sign-in while its token is requested,
// so it renders without suspending.
// One chunk for both (webpackChunkName): they always load together, and as two chunks each carried its own
// copy of the modules they share (the offline banner)
const frameLayout = preloadable(() => import(/* webpackChunkName: "frame" */ './layout/Layout').then((m) => m.Layout));
const frameOutlet = preloadable(() => import(/* webpackChunkName: "frame" */ './RemoteOutlet').then((m) => m.RemoteOutlet));
export const Layout = frameLayout.Component;
export const RemoteOutlet = frameOutlet.Component;

/**
 * The contract's operations table, which the remotes' api files use. On the customer side a page has
 * several remotes that use it (the route's and the header's search and basket): the shell provides it and
 * loads it with the frame, before them, so they all find it loaded and use this one copy (provided only,
 * it was fetched once per remote loading at the same time: 3 copies on the dashboard). Other roles' pages
 * have one such remote at most, and the pre-order pages none: they do not fetch it here.
 */
const loadOperations = () => import('shared-kernel/operations');

/** Fetches the signed-in frame's chunks (once; a failed one again on the next call). */
export function preloadSignedInFrame(): Promise<unknown> {
  const session = readSession();
  const f = session ? roleFlags(session) : null;
  const customerSide = !!f && (f.isCustomer || f.isPersoneel || f.isMarketing);
  return Promise.all([frameLayout.preload(), frameOutlet.preload(), customerSide ? loadOperations() : undefined]);
}
