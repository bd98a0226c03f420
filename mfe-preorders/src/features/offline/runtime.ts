import { getRuntime, isOnline, portalFetch, readSession, type PortalRequest } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { preOrderApi } from '../../api/preOrder';
import { DownloadError, OFFLINE_IMAGES_CACHE, downloadPreOrder, type DownloadProgress } from './lib/download';
import { emitOffline, onOffline } from './lib/events';
import { handleOfflineRoute, type Hints, type QueryResult } from './lib/handler';
import { newKey } from './lib/keys';
import type { OfflinePreOrder, OutboxChange } from './lib/model';
import type { OfflineRoute } from './lib/routes';
import { OfflineStore } from './lib/store';
import { resolveConflict, settleFailed, syncOutbox, type SyncResult } from './lib/sync';

/**
 * The offline side of mfe-preorders at run time (trade-show mode, issue 19), loaded on demand (its own
 * chunk): one IndexedDB store, what it knows of the signed-in user's offline pre-orders, the answers of
 * the detail page's calls (lib/handler.ts), downloads, and the sync of the outbox when the network is
 * back. Everything is per signed-in user (readSession().userId).
 */

export const store = new OfflineStore();

const userId = () => readSession()?.userId ?? null;

// ---- hints: which pre-orders are offline or have changes waiting (kept in memory, refreshed on every change) ----
let hintsOf: { user: string; hints: Hints } | null = null;
let loading: Promise<Hints> | null = null;

async function loadHints(user: string): Promise<Hints> {
  const hints = await store.hints(user);
  hintsOf = { user, hints };
  return hints;
}
function hints(user: string): Promise<Hints> {
  if (hintsOf?.user === user) return Promise.resolve(hintsOf.hints);
  loading ??= loadHints(user).finally(() => (loading = null));
  return loading;
}
onOffline((e) => {
  const user = userId();
  if (e.type === 'changed' && user) void loadHints(user).catch(() => undefined);
});

/** reads what the signed-in user has offline ahead of the first call (the detail route preloads this module) */
export function warmUp(): void {
  const user = userId();
  if (user) void hints(user).catch(() => undefined);
}

/** the answer of a call of the detail page: see lib/handler.ts (`getState`: the calling store's, for the pre-order it has cached) */
export async function handleOffline(route: OfflineRoute, req: PortalRequest, network: () => Promise<QueryResult>, getState: () => unknown): Promise<QueryResult> {
  const user = userId();
  if (!user) return network();
  let h: Hints;
  try {
    h = await hints(user);
  } catch {
    return network(); // IndexedDB unavailable (private mode, blocked): the portal works as before
  }
  const cachedHeader = (id: number): PreOrder | undefined => preOrderApi.endpoints.getPreOrder.select({ params: { id } })(getState() as never).data;
  const res = await handleOfflineRoute({ store, userId: user, hints: h, online: isOnline, newKey, cachedHeader, onQueued: () => scheduleSync(1000) }, route, req, network);
  return res;
}

// ---- downloads ----

async function keepImage(url: string): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(OFFLINE_IMAGES_CACHE);
  const cached = await cache.match(url);
  if (cached) return (await cached.blob()).size;
  const res = await fetch(url, { mode: 'cors', credentials: 'omit' });
  if (!res.ok) return 0;
  const size = (await res.clone().blob()).size;
  await cache.put(url, res);
  return size;
}

const send = (req: PortalRequest) => portalFetch(req);

/** downloads (or refreshes) a pre-order for offline use */
export async function makeAvailableOffline(preOrderId: number, onProgress?: (p: DownloadProgress) => void): Promise<OfflinePreOrder> {
  const user = userId();
  if (!user) throw new Error('signed out');
  const copy = await downloadPreOrder({ store, userId: user, send, keepImage, onProgress }, preOrderId);
  await loadHints(user);
  return copy;
}

/** removes a pre-order's copy and the images no other copy shows (its waiting changes are still sent) */
export async function removeOffline(preOrderId: number): Promise<void> {
  const user = userId();
  if (!user) return;
  const removed = await store.remove(user, preOrderId);
  await loadHints(user);
  if (!removed || typeof caches === 'undefined') return;
  const inUse = new Set((await store.preOrders(user)).flatMap((p) => p.images));
  const cache = await caches.open(OFFLINE_IMAGES_CACHE);
  await Promise.all(removed.images.filter((u) => !inUse.has(u)).map((u) => cache.delete(u)));
}

export async function offlinePreOrders(): Promise<OfflinePreOrder[]> {
  const user = userId();
  return user ? store.preOrders(user) : [];
}

export async function outbox(): Promise<OutboxChange[]> {
  const user = userId();
  return user ? store.changes(user) : [];
}

export { DownloadError };

// ---- the sync ----

let syncing: Promise<SyncResult | null> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

/** the API answers (any HTTP answer counts: it is the network that is probed) */
async function probe(): Promise<boolean> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), 5000);
  try {
    await fetch(`${getRuntime().apiBaseUrl}/health`, { cache: 'no-store', signal: ctrl.signal, credentials: 'omit' });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * after a pre-order's changes were dealt with: a fresh copy (if it is offline), and the word to reload what
 * the page shows (the detail page listens: useReloadWhenSynced)
 */
async function settled(user: string, preOrderId: number): Promise<void> {
  if ((await store.preOrder(user, preOrderId)) && isOnline()) {
    await downloadPreOrder({ store, userId: user, send, keepImage }, preOrderId).catch(() => undefined);
  }
  emitOffline({ type: 'synced', preOrderId });
}

/** one tab at a time replays the outbox (Web Locks where the browser has them) */
async function exclusive<T>(run: () => Promise<T>): Promise<T | null> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return run();
  return locks.request('portal-offline-sync', { ifAvailable: true }, (lock) => (lock ? run() : null));
}

/** replays the outbox now (online, after a probe); resolves with what happened, null when it did not run */
export function syncNow(): Promise<SyncResult | null> {
  const user = userId();
  if (!user || !isOnline()) return Promise.resolve(null);
  if (syncing) return syncing;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  syncing = exclusive(async () => {
    if ((await store.changes(user, ['awaiting', 'sending'])).length === 0) return null;
    if (!(await probe())) return { completed: 0, failed: 0, conflicts: 0, interrupted: true };
    return syncOutbox({ store, userId: user, send, newKey, settled: (id) => settled(user, id) });
  })
    .then(async (r) => {
      await loadHints(user).catch(() => undefined);
      // interrupted (no answer, a server error): again after 2, 4, 8 ... at most 30 s while online
      failures = r?.interrupted ? failures + 1 : 0;
      if (r?.interrupted) scheduleSync(Math.min(30_000, 1000 * 2 ** failures));
      return r;
    })
    .catch(() => {
      scheduleSync(30_000);
      return null;
    })
    .finally(() => (syncing = null));
  return syncing;
}

function scheduleSync(ms: number): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void syncNow();
  }, ms);
}

let started = false;
/** starts replaying the outbox whenever the network is back (idempotent); the header badge calls it */
export function startSync(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void syncNow());
  void syncNow();
}

export async function resolve(seq: number, keep: 'mine' | 'theirs'): Promise<void> {
  const c = await resolveConflict(store, seq, keep, newKey);
  const user = userId();
  if (c && keep === 'theirs' && user) await settled(user, c.preOrderId).catch(() => undefined);
  if (c && keep === 'mine') void syncNow();
}

export async function settle(seq: number, action: 'retry' | 'dismiss'): Promise<void> {
  const c = await settleFailed(store, seq, action);
  const user = userId();
  if (c && action === 'retry') void syncNow();
  if (c && action === 'dismiss' && user) await settled(user, c.preOrderId).catch(() => undefined);
}

/** when the service worker last cached the portal's files for offline use (shell/src/sw/remoteCache.ts) */
export async function appOfflineStatus(): Promise<{ at: string; remotes: Record<string, string>; failed: string[] } | null> {
  if (typeof caches === 'undefined') return null;
  const res = await caches.match(new URL('/__portal/offline-status.json', window.location.origin).href, { cacheName: 'portal-runtime-v1' });
  return res ? res.json() : null;
}
