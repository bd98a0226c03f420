#!/usr/bin/env node
// `npm run bench`: prints the budget figures of the portal as one table (never asserted in tests).
//   - gzip bytes of the JS and CSS Chromium fetches for a cold load of each main route (signed in where
//     needed: login, customer dashboard, shop overview with 96 products, product detail, basket,
//     pre-order detail), of the shell's first-load JS and of each remote's entry and ./app chunks
//   - duplicate-module check: react, react-dom, react-router, react-intl, @reduxjs/toolkit: how often any
//     one module of the package was fetched in one page load, and from how many origins (remotes)
//   - cold navigation times in Chromium (median of BENCH_RUNS, default 5, new context each time) of the
//     same routes, until the route's content is painted, on the page's own clock (paint-probe.mjs), and
//     as Playwright's wait noticed it (polls up to 500 ms apart)
//   - the pre-order grid (preorder-grid.mjs): cold navigation to a pre-order with 1,000 variants and
//     input-to-paint latency of typing amounts in its size grid, beside the page's floor for the same
//     keys (a copy of the page without its script)
//   - trade-show mode (offline.mjs): the service worker's install, the time to make that pre-order available
//     offline and the IndexedDB space it takes. The page-load figures above block the worker (they measure
//     the page; the worker installs after the load event and has its own row)
//   - mock-api at SEED_SCALE 10 with 20 concurrent clients (mock-api/bench/*.mjs, their own mock-api on
//     BENCH_LOAD_PORT, default 4100): the productgroup list, the ten busiest calls (p50/p95/p99,
//     req/s; the pre-order grid's call over many pre-orders and pages, first requests included, asked
//     as a browser asks, with its bytes on the wire per page and encoding, and the host's floor for that
//     load: a bare node:http server on BENCH_LOAD_PORT + 1 answering one page's bytes), SignalR chat
//     fan-out to 200 connections
// It starts its own portal (production builds, fresh database e2e/.tmp/bench.db) on SHELL_PORT.. /
// API_PORT (start.mjs's variables; defaults 3000-3005 / 4000); BENCH_REUSE=1 measures the portal already
// running there instead (its database gets a new sheet and pre-order).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { offlineRows } from './offline.mjs';
import { installPaintedProbe, paintedAt } from './paint-probe.mjs';
import { preorderGridRows } from './preorder-grid.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SHELL = `http://localhost:${process.env.SHELL_PORT || 3000}`;
const API = `http://localhost:${process.env.API_PORT || 4000}`;
const LOAD_PORT = process.env.BENCH_LOAD_PORT || '4100';
/** the packages that must be loaded once, whatever remotes a page shows */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-intl', '@reduxjs/toolkit'];
const REMOTES = ['catalogue', 'basket', 'preorders', 'account', 'admin'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REUSE = process.env.BENCH_REUSE === '1';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** issue 20's first-load budgets, gzip JS + CSS: the login page, and every signed-in route */
const LOGIN_BUDGET = 180 * 1024;
const SIGNED_IN_BUDGET = 260 * 1024;

/** a first-load row: JS + CSS = total beside its budget, with how far within or over it the total is (a figure, not a test) */
function firstLoadRow(name, { js, css }, budget) {
  const total = js + css;
  const margin = total <= budget ? `${kb(budget - total)} within` : `OVER by ${kb(total - budget)}`;
  return [`${name}: JS + CSS gzip`, `${kb(js)} + ${kb(css)} = ${kb(total)}`, `<= ${kb(budget)} (${margin})`];
}
/** page-load figures without the service worker (see the header; offline.mjs measures the worker) */
const NO_WORKER = { serviceWorkers: 'block' };

/**
 * The modules of one package a list of fetched chunk URLs holds. Chunk files are named after the modules
 * they hold (`vendors-node_modules_react-dom_client_js.<hash>.js`, `node_modules_react-dom_index_js-_c4040.<hash>.js`,
 * several joined by `-`, long names cut and ended by a short hash), so a module is the part after
 * `node_modules_<package>_` without consume suffix (`-_c4040`) and content hash.
 */
function modulesOf(urls, pkg) {
  const slug = `${pkg.replace(/^@/, '').replace(/\//g, '_')}_`;
  const found = [];
  for (const u of urls) {
    const file = new URL(u).pathname.split('/').pop().replace(/\.[0-9a-f]+\.js$/, '');
    for (const part of file.split(/-?node_modules_/).slice(1)) {
      if (!part.startsWith(slug)) continue;
      found.push({ module: part.slice(slug.length).replace(/-_c\d+$/, '').replace(/-$/, ''), origin: new URL(u).origin });
    }
  }
  return found;
}

/**
 * Duplicate check of one package over several page loads (each a list of fetched JS URLs): the most often
 * any one of its modules was fetched within one load, and from how many origins; e.g. `1x, 1 origin`.
 */
function duplicatesOf(loads, pkg) {
  let most = 0;
  const origins = new Set();
  const modules = new Set();
  const twice = new Set();
  for (const urls of loads) {
    const per = new Map();
    for (const { module, origin } of modulesOf(urls, pkg)) {
      per.set(module, (per.get(module) ?? 0) + 1);
      origins.add(origin);
      modules.add(module);
    }
    for (const [m, n] of per) {
      most = Math.max(most, n);
      if (n > 1) twice.add(m);
    }
  }
  if (!modules.size) return 'no chunk of its own (inside another chunk)';
  return `${most}x per load, ${origins.size} origin${origins.size === 1 ? '' : 's'} (${modules.size} module${modules.size === 1 ? '' : 's'}${twice.size ? `; twice: ${[...twice].join(', ')}` : ''})`;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function waitFor(url, ms = 180000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function remoteEntryGzip(name) {
  const dist = join(ROOT, `mfe-${name}`, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.metaData.remoteEntry.name;
  const exposeApp = manifest.exposes.find((e) => e.path === './app');
  const appFiles = [...(exposeApp?.assets.js.sync ?? [])];
  const size = (f) => gzipSync(readFileSync(join(dist, f))).length;
  return { entry: size(entry), app: appFiles.reduce((s, f) => s + size(f), 0) };
}

async function signIn(page) {
  await page.goto(`${SHELL}/nl/login`);
  await page.getByLabel('Gebruikersnaam').fill('customer');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(/\/nl\/customer$/);
}

/** a call on the portal's API as a demo user (set-up of the routes: a product group, a filled basket) */
async function apiCall(user, method, path, body) {
  const t = await fetch(`${API}/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `grant_type=password&userName=${user}&password=demo1234` });
  const { access_token: token } = await t.json();
  const res = await fetch(`${API}/api/nl/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json();
}

/**
 * Records the JS and CSS responses of a page: the script URLs, and with `bodies` the gzip bytes per
 * kind. `done()` answers { js, css, scripts } once every body was read. Reading and compressing the
 * bodies costs CPU on the cores Chromium renders with, so timed loads record the URLs only.
 */
function recordAssets(page, bodies = true) {
  const pending = [];
  const scripts = [];
  const bytes = { script: 0, stylesheet: 0 };
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (type === 'script') scripts.push(r.url());
    if (!bodies) return;
    pending.push(
      r.body().then(
        (b) => (bytes[type] += gzipSync(b).length),
        () => undefined,
      ),
    );
  });
  return { done: async () => (await Promise.all(pending), { js: bytes.script, css: bytes.stylesheet, scripts }) };
}

/** a spawned bench script's table rows (its `@@rows <json>` line); its other output goes to the console */
function benchRows(script) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script], { env: { ...process.env, BENCH_API_PORT: LOAD_PORT, BENCH_JSON: '1' }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('@@rows '));
      process.stdout.write(out.split('\n').filter((l) => !l.startsWith('@@rows ')).join('\n'));
      done(line ? JSON.parse(line.slice(7)) : [[script.split('/').pop(), `failed (exit ${code})`, '']]);
    });
  });
}

async function main() {
  const db = process.env.BENCH_DB ?? join(ROOT, 'e2e', '.tmp', 'bench.db');
  if (!REUSE) for (const f of [db, `${db}-wal`, `${db}-shm`]) if (existsSync(f)) rmSync(f);
  const portal = REUSE ? null : spawn(process.execPath, [join(ROOT, 'start.mjs')], { env: { ...process.env, MOCK_API_DB: db }, stdio: 'ignore' });
  const rows = [];
  try {
    await waitFor(`${API}/health`);
    await waitFor(`${SHELL}/nl/login`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

    // shell first-load JS (/nl/login), as before
    const ctx = await browser.newContext(NO_WORKER);
    const page = await ctx.newPage();
    const loginAssets = recordAssets(page);
    await page.goto(`${SHELL}/nl/login`, { waitUntil: 'networkidle' });
    const loginJs = (await loginAssets.done()).js;
    await signIn(page);
    const state = await ctx.storageState();
    await ctx.close();

    // the routes: cold loads (a new context each time: empty cache), signed in as the demo customer after login
    const group = (await apiCall('customer', 'GET', 'productgroup/?Page=1&pageSize=12')).Items.find((g) => !g.IsDeleted);
    // the basket with a few lines: when it is empty, three sizes of that group go in
    if (!(await apiCall('customer', 'GET', 'basket')).Products.length) {
      const detail = await apiCall('customer', 'GET', `productgroup/${group.Id}`);
      const sizes = detail.Products.flatMap((p) => (p.IsDeleted ? [] : p.Variants.filter((v) => v.IsEnabled && v.IsAvailable))).slice(0, 3);
      if (sizes.length) await apiCall('customer', 'POST', 'basket/addItems', { products: sizes.map((v) => ({ productVariantId: v.Id, amount: 1 })) });
    }
    const basketFilled = (await apiCall('customer', 'GET', 'basket')).Products.length > 0;
    // `shown`: what each route shows first, for Playwright's wait and the page's own clock (paint-probe.mjs)
    const routes = [
      { name: 'login', path: '/nl/login', signedIn: false, shown: { selector: 'button[type="submit"]', text: 'Inloggen' } },
      { name: 'customer dashboard', path: '/nl/customer', signedIn: true, shown: { selector: 'section[data-remote="account"] h1' } },
      {
        name: 'shop overview, 96 products',
        path: '/nl/customer/shop/overview?pageSize=96',
        signedIn: true,
        shown: { selector: 'section[data-remote="catalogue"] a[href*="/customer/shop/product/"] img', count: 96 },
        budget: '<= 1000 ms',
      },
      { name: 'product detail', path: `/nl/customer/shop/product/${group.Id}`, signedIn: true, shown: { selector: 'section[data-remote="catalogue"] h1', text: group.Name } },
      {
        name: `basket${basketFilled ? '' : ' (empty)'}`,
        path: '/nl/customer/basket/overview',
        signedIn: true,
        shown: { selector: basketFilled ? 'section[data-remote="basket"] input' : 'section[data-remote="basket"] h1' },
      },
    ];
    /** Playwright's wait for what the route shows first (polls up to 500 ms apart) */
    const ready = (p, { selector, count = 1, text }) =>
      p.waitForFunction(
        ({ selector, count, text }) => {
          const els = [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility());
          return els.length >= count && (!text || els.some((el) => el.textContent.includes(text)));
        },
        { selector, count, text },
        { timeout: 60000 },
      );
    const loads = [];
    const routeRows = [];
    for (const r of routes) {
      const times = [];
      // the bytes: one untimed load that reads every JS and CSS body
      const sizing = await browser.newContext(r.signedIn ? { ...NO_WORKER, storageState: state } : NO_WORKER);
      const sizingPage = await sizing.newPage();
      const sized = recordAssets(sizingPage);
      await sizingPage.goto(`${SHELL}${r.path}`);
      await ready(sizingPage, r.shown);
      await sizingPage.waitForLoadState('networkidle');
      const assets = await sized.done();
      loads.push(assets.scripts);
      await sizing.close();
      const painted = [];
      for (let i = 0; i < RUNS; i++) {
        const c = await browser.newContext(r.signedIn ? { ...NO_WORKER, storageState: state } : NO_WORKER);
        await c.addInitScript(installPaintedProbe, r.shown);
        const p = await c.newPage();
        const rec = recordAssets(p, false);
        const t = Date.now();
        await p.goto(`${SHELL}${r.path}`);
        await ready(p, r.shown);
        times.push(Date.now() - t);
        painted.push(await paintedAt(p));
        await p.waitForLoadState('networkidle');
        loads.push((await rec.done()).scripts);
        await c.close();
      }
      routeRows.push({ ...r, time: median(times), painted: median(painted), assets });
    }
    const grid = await preorderGridRows({ browser, shell: SHELL, api: API, runs: RUNS });
    loads.push(...grid.loads);
    const offline = await offlineRows({ browser, shell: SHELL, preOrderId: grid.setup.preOrderId, variants: grid.setup.variants, groups: grid.setup.groups });
    await browser.close();

    rows.push(['shell first-load JS (/nl/login, gzip)', kb(loginJs), '(JS and CSS: login row)']);
    for (const r of routeRows) rows.push(firstLoadRow(`first load of ${r.name} (${r.path.split('?')[0]})`, r.assets, r.signedIn ? SIGNED_IN_BUDGET : LOGIN_BUDGET));
    rows.push(firstLoadRow('first load of pre-order detail', grid.firstLoad, SIGNED_IN_BUDGET));
    for (const r of REMOTES) {
      const s = remoteEntryGzip(r);
      rows.push([`mfe-${r} remoteEntry.js (gzip) / ./app chunks`, `${kb(s.entry)} / ${kb(s.app)}`, '<= 30 KB entry']);
    }
    for (const pkg of SINGLETONS) rows.push([`${pkg}: fetches of any one module in one page load (${loads.length} loads)`, duplicatesOf(loads, pkg), '1x, 1 origin']);
    for (const r of routeRows) {
      rows.push([`${r.name}, cold navigation until painted, page clock (median of ${RUNS})`, `${r.painted} ms`, r.budget ?? '']);
      rows.push([`  same loads, as Playwright's wait noticed it (polls up to 500 ms apart; the figures before issue 20's bench fix)`, `${r.time} ms`, '']);
    }
    rows.push(...grid.rows);
    rows.push(...offline);
  } finally {
    portal?.kill('SIGTERM');
  }
  // mock-api under load at SEED_SCALE 10 (its own mock-api on BENCH_LOAD_PORT, one bench at a time); the
  // busiest calls include productgroup-load.mjs's list call (that script stays for measuring it alone)
  const bench = (f) => join(ROOT, 'mock-api', 'bench', f);
  rows.push(...(await benchRows(bench('busiest-calls.mjs'))));
  rows.push(...(await benchRows(bench('signalr-fanout.mjs'))));

  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  console.log(`\n${'figure'.padEnd(w0)}  ${'measured'.padEnd(w1)}  budget`);
  for (const [a, b, c] of rows) console.log(`${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
