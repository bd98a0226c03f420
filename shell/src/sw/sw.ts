// The portal's service worker (issue 19, trade-show mode), built by Workbox's InjectManifest
// (webpack.factory.js) to /sw.js. What it keeps and for how long:
//
// - the shell: precached at install (the manifest Workbox injects: index.html, its scripts, styles, icons and the
//   web app manifest); a new shell build is a new worker, which replaces the previous one at once
//   (skipWaiting) and drops the files of the previous build;
// - navigations: network first (4 s), the precached index.html without a network;
// - remotes.json, config.json, every remote's mf-manifest.json and remoteEntry.js: network first
//   whenever there is a network (so a remote released on its own runs at the next online load), the
//   cached copy offline;
// - every file of the remote versions remotes.json names: cached at install and again at every online
//   start of the portal (remoteCache.ts), which also removes the files of versions no longer named;
//   other content-hashed files: cache first, kept until a refresh finds them unused;
// - product images (/img/...) of pre-orders made available offline: from the cache mfe-preorders fills,
//   else the network;
// - API calls (/api/, /token, /hubs/): never touched; offline data lives in IndexedDB (mfe-preorders).
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES, refreshRemoteCache } from './remoteCache';
import { isHashedFile, isVersionFile } from './remoteFiles';

// The service worker types of lib "webworker", declared here: the project's one TypeScript program
// uses lib "dom" (the two cannot be combined).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

/** what the page sends at every online start (shell/src/pwa/registerServiceWorker.ts) */
export const REFRESH_MESSAGE = 'portal:refresh-remotes';
/** what the worker tells its pages after a refresh */
export const REFRESHED_MESSAGE = 'portal:remotes-cached';
/** refreshes closer together than this are one (several tabs starting at once) */
const REFRESH_GAP_MS = 15_000;
const NETWORK_TIMEOUT_S = 4;

// no directory index or clean URLs: navigations go network first (below), not to the precached index.html
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** cross-origin scripts (remotes served from their own origin) are fetched in CORS mode: a readable answer, no opaque padding */
const corsPlugin = {
  requestWillFetch: async ({ request }: { request: Request }) => (request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request),
};
const okOnly = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.ok ? response : null) };

const API = /^\/(api|token|hubs|health)(\/|$)/i;

// navigations: the current index.html when the network answers, else the precached one
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        const res = await Promise.race([fetch(request), new Promise<never>((_, fail) => setTimeout(() => fail(new Error('timeout')), NETWORK_TIMEOUT_S * 1000))]);
        if (res.ok || res.status < 500) return res;
      } catch {
        /* offline: the precached shell */
      }
      return (await matchPrecache('/index.html')) ?? Response.error();
    },
    { denylist: [API, /^\/img\//, /^\/__portal\//] },
  ),
);

// the files that say which version runs: network first, the cached copy offline
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && (url.pathname === '/remotes.json' || url.pathname === '/config.json'),
  new NetworkFirst({ cacheName: CACHE_NAMES.runtime, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [okOnly] }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && isVersionFile(url),
  new NetworkFirst({ cacheName: CACHE_NAMES.remotes, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [corsPlugin, okOnly] }),
);

// the status of the last refresh of the remotes (remoteCache.ts)
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/__portal/'),
  async ({ request }) => (await caches.match(request, { cacheName: CACHE_NAMES.runtime })) ?? new Response('null', { status: 404, headers: { 'Content-Type': 'application/json' } }),
);

// content-hashed files (remote chunks; the shell's own are precached): cache first
registerRoute(
  ({ url, request }) => request.method === 'GET' && isHashedFile(url) && !API.test(url.pathname),
  new CacheFirst({ cacheName: CACHE_NAMES.remotes, plugins: [corsPlugin, okOnly] }),
);

// product images: from the offline images of downloaded pre-orders, else the network (not cached)
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/img/'),
  async ({ request }) => (await caches.match(request.url, { cacheName: CACHE_NAMES.images, ignoreVary: true, ignoreSearch: false })) ?? fetch(request),
);

let lastRefresh: { at: number; done: Promise<unknown> } | null = null;

/** caches the remote versions in use (see remoteCache.ts); one at a time, at most every REFRESH_GAP_MS */
function refreshRemotes(): Promise<unknown> {
  if (lastRefresh && Date.now() - lastRefresh.at < REFRESH_GAP_MS) return lastRefresh.done;
  const done = refreshRemoteCache({ origin: self.location.origin, fetch: (i, init) => fetch(i, init), caches })
    .then(async (status) => {
      for (const client of await self.clients.matchAll()) client.postMessage({ type: REFRESHED_MESSAGE, status });
      return status;
    })
    .catch((e: unknown) => {
      lastRefresh = null; // offline or a server down: the next start tries again
      console.warn('[sw] remotes not cached', e);
    });
  lastRefresh = { at: Date.now(), done };
  return done;
}

self.addEventListener('install', (event) => {
  event.waitUntil(refreshRemotes());
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === REFRESH_MESSAGE) event.waitUntil(refreshRemotes());
});
