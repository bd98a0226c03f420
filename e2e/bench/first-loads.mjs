#!/usr/bin/env node
// Where a route's first load goes, file by file: every JS and CSS file Chromium fetches for a cold load
// of each main route (login signed out, the others signed in as the demo customer), with its origin and
// gzip bytes, biggest first, and the total. A portal must already run (`npm start`, or `node start.mjs`
// after `npm run build`) on SHELL_PORT / API_PORT. Pair it with `npm run analyze` (the modules inside
// each file). Printed, never asserted.
//   node e2e/bench/first-loads.mjs [route name ...]      e.g.  node e2e/bench/first-loads.mjs login basket preorder
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const SHELL = `http://localhost:${process.env.SHELL_PORT || 3000}`;
const API = `http://localhost:${process.env.API_PORT || 4000}`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function apiCall(user, method, path) {
  const t = await fetch(`${API}/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `grant_type=password&userName=${user}&password=demo1234` });
  const { access_token: token } = await t.json();
  const res = await fetch(`${API}/api/nl/${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json();
}

/** the files of one cold load: [{ file, origin, type, gzip }] once the route is ready and the network idle */
export async function filesOf(browser, url, { state, ready }) {
  const ctx = await browser.newContext({ serviceWorkers: 'block', ...(state ? { storageState: state } : {}) });
  const page = await ctx.newPage();
  const pending = [];
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const u = new URL(r.url());
    pending.push(r.body().then((b) => ({ file: u.pathname.split('/').pop(), origin: u.port, type, gzip: gzipSync(b).length }), () => null));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter(Boolean);
  await ctx.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

/** the storage state of a signed-in user (through the login page) */
async function signIn(browser, user) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(`${SHELL}/nl/login`);
  await page.getByLabel('Gebruikersnaam').fill(user);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(new RegExp(`/nl/${user}$`));
  const state = await ctx.storageState();
  await ctx.close();
  return state;
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const state = await signIn(browser, 'customer');
  const group = (await apiCall('customer', 'GET', 'productgroup/?Page=1&pageSize=12')).Items.find((g) => !g.IsDeleted);
  const routes = [
    { name: 'login', path: '/nl/login', ready: (p) => p.getByRole('button', { name: 'Inloggen' }).waitFor() },
    { name: 'dashboard', path: '/nl/customer', signedIn: true, ready: (p) => p.locator('section[data-remote="account"] h1').first().waitFor() },
    { name: 'shop', path: '/nl/customer/shop/overview?pageSize=96', signedIn: true, ready: (p) => p.locator('section[data-remote="catalogue"] a[href*="/customer/shop/product/"] img').first().waitFor({ timeout: 60000 }) },
    { name: 'product', path: `/nl/customer/shop/product/${group.Id}`, signedIn: true, ready: (p) => p.locator('section[data-remote="catalogue"] h1').first().waitFor() },
    { name: 'basket', path: '/nl/customer/basket/overview', signedIn: true, ready: (p) => p.locator('section[data-remote="basket"] h1').first().waitFor() },
    // the salesman's pre-order detail (the bench's preorder-grid.mjs measures it on its 1,000-variant pre-order)
    { name: 'preorder', salesman: true, ready: (p) => p.locator('section[data-remote="preorders"] h1').first().waitFor({ timeout: 60000 }) },
  ];
  const wanted = process.argv.slice(2);
  for (const r of routes.filter((x) => !wanted.length || wanted.includes(x.name))) {
    if (r.salesman) {
      const list = await apiCall('salesman', 'GET', 'PreOrder?Page=1&PageSize=1');
      r.path = `/nl/salesman/pre-orders/edit/${(list.Items ?? list)[0].Id}`;
      r.state = await signIn(browser, 'salesman');
    }
    const files = await filesOf(browser, `${SHELL}${r.path}`, { state: r.state ?? (r.signedIn ? state : undefined), ready: r.ready });
    const sum = (t) => files.filter((f) => f.type === t).reduce((s, f) => s + f.gzip, 0);
    console.log(`\n${r.name} (${r.path}): JS ${kb(sum('script'))} + CSS ${kb(sum('stylesheet'))}, ${files.length} files`);
    for (const f of files) console.log(`  ${kb(f.gzip).padStart(9)}  :${f.origin}  ${f.file}`);
  }
  await browser.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
