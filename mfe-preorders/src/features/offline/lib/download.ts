import { imageUrl, type PortalError, type PortalRequest } from 'shared-kernel';
import type { Address, Paged, PreOrder, PreOrderNotification, PreOrderProductGroup, PreOrderTotals, SheetTarget } from 'shared-kernel/contract';
import { applyToGroup, applyToHeader, groupHolds } from './apply';
import { offlineKey, type HeaderValues, type OfflinePreOrder, type OutboxChange } from './model';
import type { OfflineStore } from './store';

type Result = { data: unknown } | { error: PortalError };

/**
 * "Available offline" (issue 19): downloads everything the pre-order detail page reads into IndexedDB,
 * and the product images at the sizes the page shows them into a Cache Storage cache the service worker
 * answers from (shell/src/sw). A refresh is the same download; changes still waiting in the outbox are
 * applied to the fresh copy, so they stay visible. The copy replaces the previous one only once
 * everything arrived (one transaction).
 */

/** the cache of offline product images, read by the service worker (shell/src/sw/remoteCache.ts CACHE_NAMES.images) */
export const OFFLINE_IMAGES_CACHE = 'portal-offline-images-v1';
/** groups per request: fewer, larger calls than the page's 10 */
export const DOWNLOAD_PAGE_SIZE = 50;
/** spec section 9: marketing groups come 400 at a time on the edit pages */
const MARKETING_PAGE_SIZE = 400;
const IMAGE_CONCURRENCY = 6;
/** grid sizes (spec section 9): product group 230x180, colour line 60x60, marketing 32x32 */
const GROUP_IMAGE: [number, number] = [230, 180];
const PRODUCT_IMAGE: [number, number] = [60, 60];
const MARKETING_IMAGE: [number, number] = [32, 32];

export interface DownloadProgress {
  done: number;
  total: number;
  phase: 'data' | 'images' | 'saving';
}

export interface DownloadEnv {
  store: OfflineStore;
  userId: string;
  send: (req: PortalRequest) => Promise<Result>;
  /** fetches and keeps one image (answers its size in bytes, 0 when it could not be fetched) */
  keepImage: (url: string) => Promise<number>;
  onProgress?: (p: DownloadProgress) => void;
  now?: () => Date;
}

export class DownloadError extends Error {
  constructor(readonly error: PortalError) {
    super(error.message ?? error.statusText);
  }
}

async function get<T>(env: DownloadEnv, req: PortalRequest): Promise<T> {
  const res = await env.send(req);
  if ('error' in res) throw new DownloadError(res.error);
  return res.data as T;
}

async function allPages(env: DownloadEnv, url: string, pageSize: number, tick: () => void, more: (pages: number) => void): Promise<PreOrderProductGroup[]> {
  const first = await get<Paged<PreOrderProductGroup>>(env, { url, params: { Page: 1, PageSize: pageSize } });
  more(Math.max(0, first.PageCount - 1));
  tick();
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.PageCount - 1) }, (_, i) =>
      get<Paged<PreOrderProductGroup>>(env, { url, params: { Page: i + 2, PageSize: pageSize } }).then((p) => {
        tick();
        return p.Items;
      }),
    ),
  );
  return [...first.Items, ...rest.flat()];
}

/** the image URLs the page shows for these groups */
export function imagesOf(products: readonly PreOrderProductGroup[], marketing: readonly PreOrderProductGroup[]): string[] {
  const urls = new Set<string>();
  for (const [groups, size] of [
    [products, GROUP_IMAGE],
    [marketing, MARKETING_IMAGE],
  ] as const) {
    for (const g of groups) {
      if (g.Images[0]) urls.add(imageUrl(g.Images[0], size[0], size[1]));
      for (const p of g.Products) if (p.Images[0]) urls.add(imageUrl(p.Images[0], PRODUCT_IMAGE[0], PRODUCT_IMAGE[1]));
    }
  }
  return [...urls];
}

/** the waiting changes of the pre-order applied to a fresh download */
function reapply(changes: OutboxChange[], header: PreOrder, products: PreOrderProductGroup[], marketing: PreOrderProductGroup[]) {
  let h = header;
  const apply = (list: PreOrderProductGroup[], m: boolean, c: OutboxChange) => list.map((g) => (c.marketing === m && groupHolds(g, c) ? applyToGroup(g, c) : g));
  for (const c of changes) {
    if (c.kind === 'header') h = applyToHeader(h, c.value as HeaderValues);
    else {
      products = apply(products, false, c);
      marketing = apply(marketing, true, c);
    }
  }
  return { header: h, products, marketing };
}

export async function downloadPreOrder(env: DownloadEnv, preOrderId: number): Promise<OfflinePreOrder> {
  let done = 0;
  let total = 8; // header, totals, targets, notifications, addresses, the first pages of both lists, saving
  const tick = (phase: DownloadProgress['phase'] = 'data') => env.onProgress?.({ done: ++done, total, phase });
  const more = (steps: number) => (total += steps);
  env.onProgress?.({ done, total, phase: 'data' });

  const base = `PreOrder/${preOrderId}`;
  const server = await get<PreOrder>(env, { url: base });
  tick();
  const [products, marketing, totals, targets, notifications, addresses] = await Promise.all([
    allPages(env, `${base}/productgroups`, DOWNLOAD_PAGE_SIZE, tick, more),
    allPages(env, `${base}/marketingproductgroups`, MARKETING_PAGE_SIZE, tick, more),
    get<PreOrderTotals>(env, { url: `${base}/totals` }).finally(() => tick()),
    get<SheetTarget[]>(env, { url: `${base}/targets` }).finally(() => tick()),
    get<PreOrderNotification[]>(env, { url: `${base}/notifications` }).finally(() => tick()),
    server.CustomerKey ? get<Address[]>(env, { url: `Customer/${encodeURIComponent(server.CustomerKey)}/DeliveryAddress` }).finally(() => tick()) : Promise.resolve([]).finally(() => tick()),
  ]);

  const images = imagesOf(products, marketing);
  total += images.length;
  let imageBytes = 0;
  for (let i = 0; i < images.length; i += IMAGE_CONCURRENCY) {
    const sizes = await Promise.all(images.slice(i, i + IMAGE_CONCURRENCY).map((u) => env.keepImage(u).catch(() => 0)));
    imageBytes += sizes.reduce((s, n) => s + n, 0);
    sizes.forEach(() => tick('images'));
  }

  const waiting = await env.store.openChanges(env.userId, preOrderId);
  const local = reapply(waiting, server, products, marketing);
  const copy: OfflinePreOrder = {
    key: offlineKey(env.userId, preOrderId),
    userId: env.userId,
    id: preOrderId,
    header: local.header,
    totals,
    targets,
    notifications,
    addresses,
    images,
    productGroupIds: products.map((g) => g.Id),
    marketingGroupIds: marketing.map((g) => g.Id),
    bytes: 0,
    refreshedAt: (env.now?.() ?? new Date()).toISOString(),
  };
  // JSON text of what is kept, in UTF-16 code units (about the bytes IndexedDB stores for it), plus the images
  copy.bytes = JSON.stringify([copy, local.products, local.marketing]).length + imageBytes;
  await env.store.save(copy, local.products, local.marketing);
  tick('saving');
  return copy;
}
