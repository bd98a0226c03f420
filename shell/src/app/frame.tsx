import { preloadable, readSession } from 'shared-kernel';

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
 * The contract's operations table, which every remote's api files use (shared-kernel/operations, shared,
 * provided by the shell). A signed-in start loads it with the frame, before the remotes: on the customer
 * side a page has several remotes that use it (the route's and the header's search and basket), which then
 * find it loaded and use this one copy (provided only, it was fetched once per remote loading at the same
 * time: 3 copies on the dashboard); on every side the route's remote no longer waits for it after its own
 * entry (issue 20: one step less before the pre-order page's first calls).
 */
const loadOperations = () => import('shared-kernel/operations');

/** Fetches the signed-in frame's chunks and the operations table (once; a failed one again on the next call). */
export function preloadSignedInFrame(): Promise<unknown> {
  return Promise.all([frameLayout.preload(), frameOutlet.preload(), readSession() ? loadOperations() : undefined]);
}
