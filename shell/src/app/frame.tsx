import { preloadable } from 'shared-kernel';

// The signed-in frame (header, menus, remote loading with single-spa, versions panel) is its own
// chunk: /login's first load stays inside the 200 KB budget. A signed-in start fetches it in parallel
// with the start-up config (bootstrap.tsx waits for both) and a sign-in while its token is requested,
// so it renders without suspending.
const frameLayout = preloadable(() => import('../features/layout/Layout').then((m) => m.Layout));
const frameOutlet = preloadable(() => import('../features/guards/RemoteOutlet').then((m) => m.RemoteOutlet));
export const Layout = frameLayout.Component;
export const RemoteOutlet = frameOutlet.Component;

/** Fetches the signed-in frame's chunks (once; a failed one again on the next call). */
export function preloadSignedInFrame(): Promise<unknown> {
  return Promise.all([frameLayout.preload(), frameOutlet.preload()]);
}
