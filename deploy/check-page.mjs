// Loads the portal served by nginx (deploy/test-nginx.sh) in Debian's Chromium: the login page
// renders with no console error, a customer signs in, the account and catalogue remotes render
// from their versioned paths, and the downloads dialog frames the API's file-sharing page; the service
// worker caches every remote version remotes.json names, and without a network a reload still starts
// the portal (issue 19).
// Usage: node deploy/check-page.mjs http://127.0.0.1:8088
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8088';
const timeout = 15_000;

/* global caches -- used inside page.evaluate (the browser) */
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const problems = [];
const scripts = [];
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(timeout);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // a request the page itself abandoned when it navigated on (net::ERR_ABORTED) is no failure: the page is
  // controlled by the service worker from the sign-in on, and the network-idle heuristic does not see requests
  // that wait in the worker's fetch event, so some of the dashboard's may still run when the check moves on
  page.on('requestfailed', (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });

  const t0 = Date.now();
  await page.goto(`${base}/nl/login`);
  await page.getByLabel(/gebruikersnaam/i).waitFor();
  console.log(`[deploy] login page rendered in ${Date.now() - t0} ms`);
  if (problems.length) throw new Error(`login page:\n  ${problems.join('\n  ')}`);
  // trade-show mode: the service worker, registered once the login page has loaded, caches every remote
  // version from its versioned path (waited for here: requests of the dashboard in flight while it takes
  // control of the page would otherwise race with the navigation to the shop)
  const status = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 150; i++) {
      const res = await caches.match(new URL('/__portal/offline-status.json', location.origin).href, { cacheName: 'portal-runtime-v1' });
      if (res) return res.json();
      await new Promise((ok) => setTimeout(ok, 100));
    }
    return null;
  });
  const cached = Object.values(status?.remotes ?? {});
  if (cached.length !== 5 || !cached.every((u) => /^http:\/\/[^/]+\/remotes\/[a-z]+\/[^/]+\/mf-manifest\.json$/.test(u)) || status.failed.length)
    throw new Error(`service worker: remotes not cached from /remotes/<name>/<version>/: ${JSON.stringify(status)}`);

  await page.getByLabel(/gebruikersnaam/i).fill('customer');
  await page.getByLabel(/^wachtwoord$/i).fill('demo1234');
  await page.getByRole('button', { name: /^inloggen$/i }).click();
  await page.waitForURL(/\/nl\/customer$/);
  await page.locator('section[data-remote="account"]').getByRole('heading').first().waitFor();
  // the dashboard's own requests (the header widgets load once the page is idle, then the basket and
  // banner images) finish first: leaving earlier would abort them (see requestfailed above)
  await page.waitForLoadState('networkidle');
  await page.goto(`${base}/nl/customer/shop/overview`);
  await page.locator('section[data-remote="catalogue"]').getByRole('heading').first().waitFor();
  await page.locator('[data-testid="remote-fallback"]').waitFor({ state: 'detached' });

  for (const name of ['account', 'catalogue']) {
    if (!scripts.some((p) => new RegExp(`^/remotes/${name}/[^/]+/remoteEntry\\.js$`).test(p)))
      problems.push(`${name}'s remoteEntry.js was not loaded from /remotes/${name}/<version>/`);
  }
  if (problems.length) throw new Error(`signed in:\n  ${problems.join('\n  ')}`);
  console.log(`[deploy] page load ok: login, customer dashboard (account) and shop (catalogue), ${scripts.length} scripts, no console error`);

  // the one frame the portal shows: the API's file-sharing page, on this origin (frame-src 'self'; the
  // page's own frame-ancestors), in the downloads dialog
  await page.waitForLoadState('networkidle');
  await page.goto(`${base}/nl/customer/downloads/overview`);
  await page.getByRole('button', { name: /^bestanden delen$/i }).click();
  await page.frameLocator('iframe[title="Gedeelde downloads"]').getByRole('heading', { level: 1, name: 'Gedeelde downloads' }).waitFor();
  if (problems.length) throw new Error(`file-sharing dialog:\n  ${problems.join('\n  ')}`);
  console.log('[deploy] the downloads dialog frames the file-sharing page');

  // offline, a reload still starts the portal
  await page.context().setOffline(true);
  await page.goto(`${base}/nl/customer`);
  await page.locator('section[data-remote="account"]').waitFor();
  await page.locator('[data-testid="offline-banner"]').waitFor();
  if (await page.locator('[data-testid="remote-fallback"]').count()) throw new Error('offline: the account remote did not start from the cache');
  await page.context().setOffline(false);
  console.log(`[deploy] service worker ok: ${status.files} files of 5 remotes cached, the portal starts offline`);
} finally {
  await browser.close();
}
