import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { PortalError, PortalRequest } from 'shared-kernel';
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

export function offlineAware(base: BaseQueryFn<PortalRequest | string, unknown, PortalError>): BaseQueryFn<PortalRequest | string, unknown, PortalError> {
  return async (arg, api, extra) => {
    const req = typeof arg === 'string' ? { url: arg } : arg;
    const route = offlineRouteOf(req);
    if (!route || !(await offlineInUse())) return base(arg, api, extra);
    const { handleOffline } = await loadRuntime();
    const res = await handleOffline(
      route,
      req,
      async () => {
        const r = await base(arg, api, extra);
        return 'error' in r && r.error ? { error: r.error } : { data: r.data };
      },
      api.getState,
    );
    return res;
  };
}
