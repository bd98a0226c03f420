import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isOnline, type PortalError, type PortalRequest } from 'shared-kernel';
import { offlineInUse } from './lib/presence';
import { offlineRouteOf } from './lib/routes';

/**
 * The data source of the pre-order detail page (trade-show mode, issue 19): mfe-preorders' base query,
 * wrapped. Calls the offline store can answer (lib/routes.ts) go through its rules (lib/handler.ts):
 * from the network, or from IndexedDB and into the outbox for pre-orders made available offline. The
 * offline code loads on the first such call once the browser holds offline data (before that, nothing
 * can be read from or queued for a copy: the handler would send every call to the network, so the page
 * does the same without loading it); every other call goes straight to the network.
 */
const loadRuntime = () => import(/* webpackChunkName: "offline" */ './runtime');

/**
 * Starts loading the offline code (and, in it, what the user has offline) while the page's own chunk
 * loads: the pre-order detail route calls it, so its first call does not wait for the chunk after its own.
 */
export function preloadOffline(): void {
  void offlineInUse().then((use) => (use ? loadRuntime().then((rt) => rt.warmUp()) : undefined), () => undefined);
}

/**
 * The wrapped base query. A read leaves at once, while the browser's databases are listed (offlineInUse;
 * issue 20: a cold start waited 15-50 ms for that before its first calls went out): when offline data
 * turns out to be there, the handler's first trip to the network takes that answer, and one it does not
 * want (the read comes from the local copy) is dropped. A read asks nothing of the server but its answer.
 * Offline, nothing leaves early (the copy answers), and writes always wait: one may belong in the outbox.
 */
export function offlineAware(base: BaseQueryFn<PortalRequest | string, unknown, PortalError>): BaseQueryFn<PortalRequest | string, unknown, PortalError> {
  return async (arg, api, extra) => {
    const req = typeof arg === 'string' ? { url: arg } : arg;
    const route = offlineRouteOf(req);
    if (!route) return base(arg, api, extra);
    let early = (req.method ?? 'GET').toUpperCase() === 'GET' && isOnline() ? Promise.resolve(base(arg, api, extra)) : null;
    if (!(await offlineInUse())) return early ?? base(arg, api, extra);
    // an answer nobody takes must not fail the page as an unhandled rejection
    early?.catch(() => undefined);
    const { handleOffline } = await loadRuntime();
    const res = await handleOffline(
      route,
      req,
      async () => {
        const sent = early;
        early = null;
        const r = await (sent ?? base(arg, api, extra));
        return 'error' in r && r.error ? { error: r.error } : { data: r.data };
      },
      api.getState,
    );
    return res;
  };
}
