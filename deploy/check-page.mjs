// Loads the portal served by nginx (deploy/test-nginx.sh) in Debian's Chromium: the login page
// renders with no console error, a customer signs in, the account and catalogue remotes render
// from their versioned paths, and the downloads dialog frames the API's file-sharing page. Usage: node deploy/check-page.mjs http://127.0.0.1:8088
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8088';
const args = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const timeout = 15_000;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
const problems = [];
const scripts = [];
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(timeout);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });

  const t0 = Date.now();
  await page.goto(`${base}/nl/login`);
  await page.getByLabel(/gebruikersnaam/i).waitFor();
  console.log(`[deploy] login page rendered in ${Date.now() - t0} ms`);
  if (problems.length) throw new Error(`login page:\n  ${problems.join('\n  ')}`);

  await page.getByLabel(/gebruikersnaam/i).fill('customer');
  await page.getByLabel(/^wachtwoord$/i).fill('demo1234');
  await page.getByRole('button', { name: /^inloggen$/i }).click();
  await page.waitForURL(/\/nl\/customer$/);
  await page.locator('section[data-remote="account"]').getByRole('heading').first().waitFor();
  // the dashboard's own requests (the header widgets load once the page is idle, then the basket and
  // banner images) finish first: leaving earlier would abort them and report that as a failure
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
} finally {
  await browser.close();
}
