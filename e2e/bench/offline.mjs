#!/usr/bin/env node
// Trade-show mode figures of `npm run bench` (issue 19): printed, never asserted.
//   - the service worker's install in a fresh browser: from the first load of /en/login until the shell is
//     precached and every remote version of remotes.json is cached (its status file written)
//   - "make available offline" of the grid bench's pre-order (preorder-grid.mjs: >= 1,000 variants): from the
//     click until the page says it is available offline (header, every product page, marketing products,
//     header-side reads, images at grid size, one IndexedDB transaction)
//   - the IndexedDB space it takes: navigator.storage.estimate()'s usageDetails.indexedDB before and after
//     (what Chromium counts on disk), and the copy's own estimate (the JSON kept; images counted apart)
// Called by run.mjs with its browser and the grid's pre-order; standalone against a running portal:
//   BENCH_PREORDER_ID=<id> node e2e/bench/offline.mjs
/* global caches, indexedDB -- used inside page.evaluate (the browser) */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const SIZE_INPUT = 'section[data-remote="preorders"] input[aria-label^="Amount for size"]';
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;

async function usage(page) {
  return page.evaluate(async () => {
    const e = await navigator.storage.estimate();
    const d = e.usageDetails ?? {};
    return { indexedDB: d.indexedDB ?? 0, caches: d.caches ?? 0, serviceWorker: d.serviceWorkerRegistrations ?? 0, total: e.usage ?? 0 };
  });
}

/** the offline figures for `preOrderId`; answers bench table rows */
export async function offlineRows({ browser, shell, preOrderId, variants = '?', groups = '?' }) {
  // the worker runs here (the page-load figures block it: they measure the page, this its install)
  const ctx = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1400, height: 1000 } });
  const page = await ctx.newPage();
  const t0 = Date.now();
  await page.goto(`${shell}/en/login`);
  const status = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 600; i++) {
      const res = await caches.match(new URL('/__portal/offline-status.json', location.origin).href, { cacheName: 'portal-runtime-v1' });
      if (res) return res.json();
      await new Promise((ok) => setTimeout(ok, 100));
    }
    return null;
  });
  const installMs = Date.now() - t0;
  // the bytes of the cached answers themselves (Chromium's usage figure adds its code cache of the scripts)
  const appBytes = await page.evaluate(async () => {
    let n = 0;
    for (const name of await caches.keys()) {
      const c = await caches.open(name);
      for (const req of await c.keys()) n += (await (await c.match(req)).arrayBuffer()).byteLength;
    }
    return n;
  });
  const cachedApp = await usage(page);

  await page.getByLabel(/user name/i).fill('salesman');
  await page.getByLabel(/^password$/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(/\/en\/salesman$/);
  await page.goto(`${shell}/en/salesman/pre-orders/edit/${preOrderId}`);
  await page.locator(SIZE_INPUT).first().waitFor({ state: 'visible', timeout: 60000 });
  await page.waitForLoadState('networkidle');
  const before = await usage(page);
  const t1 = Date.now();
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await page.getByTestId(`offline-ready-${preOrderId}`).waitFor({ timeout: 120000 });
  const downloadMs = Date.now() - t1;
  // Chromium updates its usage figures lazily: read them once they settle
  let after = await usage(page);
  for (let i = 0; i < 20 && after.indexedDB === before.indexedDB; i++) {
    await page.waitForTimeout(250);
    after = await usage(page);
  }
  const copy = await page.evaluate(async (id) => {
    const db = await new Promise((ok, fail) => {
      const r = indexedDB.open('portal-offline');
      r.onsuccess = () => ok(r.result);
      r.onerror = () => fail(r.error);
    });
    const all = await new Promise((ok) => {
      const r = db.transaction('preorders').objectStore('preorders').getAll();
      r.onsuccess = () => ok(r.result);
    });
    const c = all.find((x) => x.id === id);
    return c ? { bytes: c.bytes, images: c.images.length } : null;
  }, preOrderId);
  await ctx.close();
  return [
    [`service worker install: shell precached, ${Object.keys(status?.remotes ?? {}).length} remotes cached (${status?.files ?? '?'} files), from first load`, `${installMs} ms, ${mb(appBytes)} (Cache Storage usage ${mb(cachedApp.caches)})`, ''],
    [`make available offline: pre-order of ${variants} variants, ${groups} groups, ${copy?.images ?? '?'} images (click until available)`, `${downloadMs} ms`, ''],
    [`  IndexedDB it takes (storage.estimate, before/after; the copy's own estimate incl. images)`, `${mb(after.indexedDB - before.indexedDB)} (estimate ${mb(copy?.bytes ?? 0)}), images ${mb(after.caches - before.caches)} Cache Storage`, ''],
  ];
}

// standalone: against the running portal on the default ports
if (import.meta.url === `file://${process.argv[1]}`) {
  const shell = process.env.BENCH_SHELL ?? `http://localhost:${process.env.SHELL_PORT || 3000}`;
  const preOrderId = Number(process.env.BENCH_PREORDER_ID);
  if (!preOrderId) throw new Error('BENCH_PREORDER_ID: the pre-order to make available offline');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [a, b] of await offlineRows({ browser, shell, preOrderId })) console.log(`${a}  ${b}`);
  } finally {
    await browser.close();
  }
}
