import { remoteFiles, type RemoteManifest } from './remoteFiles';

/**
 * The service worker's cache of the remotes (issue 19): every file of the remote versions that
 * remotes.json names, fetched on install and again at every online start of the portal. A remote
 * released on its own changes its entry in remotes.json (or its manifest); the next refresh caches the
 * new version's files and removes those of versions no longer named (only after a refresh that reached
 * every remote: a remote that did not answer keeps what was cached of it).
 */

export const CACHE_NAMES = {
  /** remote entries, manifests and chunks of the remote versions in use */
  remotes: 'portal-remotes-v1',
  /** remotes.json, config.json and the status below */
  runtime: 'portal-runtime-v1',
  /** product images of pre-orders made available offline (filled by mfe-preorders, read by the worker) */
  images: 'portal-offline-images-v1',
} as const;

/** where the last refresh's status is kept (read by the sync center and the e2e suite) */
export const STATUS_PATH = '/__portal/offline-status.json';

export interface OfflineAppStatus {
  /** when the remotes were last cached (ISO) */
  at: string;
  /** name -> manifest URL of the versions cached */
  remotes: Record<string, string>;
  /** files kept (entries, manifests, chunks) */
  files: number;
  /** files of versions no longer named, removed by this refresh */
  removed: number;
  /** remotes or files that could not be fetched (nothing was removed then) */
  failed: string[];
}

export interface RefreshEnv {
  origin: string;
  fetch: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  caches: CacheStorage;
  now?: () => Date;
}

const FILE_CONCURRENCY = 4;

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

const isHttp = (u: string) => /^https?:\/\//i.test(u);

export async function refreshRemoteCache(env: RefreshEnv): Promise<OfflineAppStatus> {
  const get = (url: string, cache: RequestCache = 'no-store') => env.fetch(url, { mode: 'cors', credentials: 'omit', cache });
  const runtime = await env.caches.open(CACHE_NAMES.runtime);
  const remotesUrl = new URL('/remotes.json', env.origin).href;
  const remotesRes = await get(remotesUrl);
  if (!remotesRes.ok) throw new Error(`remotes.json: ${remotesRes.status}`);
  const map = (await remotesRes.clone().json()) as Record<string, unknown>;
  await runtime.put(remotesUrl, remotesRes);
  const configUrl = new URL('/config.json', env.origin).href;
  const configRes = await get(configUrl).catch(() => null);
  if (configRes?.ok) await runtime.put(configUrl, configRes);

  const cache = await env.caches.open(CACHE_NAMES.remotes);
  const keep = new Set<string>();
  const failed: string[] = [];
  const remotes: Record<string, string> = {};
  for (const [name, value] of Object.entries(map)) {
    if (typeof value !== 'string') continue;
    const manifestUrl = new URL(value, env.origin).href;
    if (!isHttp(manifestUrl)) continue;
    try {
      const res = await get(manifestUrl);
      if (!res.ok) throw new Error(String(res.status));
      const manifest = (await res.clone().json()) as RemoteManifest;
      await cache.put(manifestUrl, res);
      keep.add(manifestUrl);
      const { entry, files } = remoteFiles(manifest, manifestUrl);
      const entryRes = await get(entry);
      if (!entryRes.ok) throw new Error(`${entry}: ${entryRes.status}`);
      await cache.put(entry, entryRes);
      keep.add(entry);
      await inBatches(files, FILE_CONCURRENCY, async (file) => {
        keep.add(file);
        if (await cache.match(file)) return; // hashed names: a cached file never changes
        const r = await get(file, 'default').catch(() => null);
        if (r?.ok) await cache.put(file, r);
        else failed.push(file);
      });
      remotes[name] = manifestUrl;
    } catch {
      failed.push(name);
    }
  }

  let removed = 0;
  if (failed.length === 0) {
    for (const req of await cache.keys()) {
      if (!keep.has(req.url) && (await cache.delete(req))) removed++;
    }
  }
  const status: OfflineAppStatus = { at: (env.now?.() ?? new Date()).toISOString(), remotes, files: keep.size, removed, failed };
  await runtime.put(new URL(STATUS_PATH, env.origin).href, new Response(JSON.stringify(status), { headers: { 'Content-Type': 'application/json' } }));
  return status;
}
