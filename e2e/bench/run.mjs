#!/usr/bin/env node
// `npm run bench`: prints the budget figures of the portal (never asserted in tests).
//   - gzip bytes of the shell's first-load JS (everything /nl/login loads) and of each remote's entry
//   - react and react-dom: how many times, from how many origins they are fetched
//   - time to a usable /nl/login and to a rendered /nl/customer in Chromium (median of 5 cold loads)
//   - the pre-order grid (preorder-grid.mjs): cold navigation to a pre-order with 1,000 variants and
//     input-to-paint latency of typing amounts in its size grid
// It starts its own portal (production builds, fresh database) on the default ports; BENCH_REUSE=1
// measures the portal already running there instead (its database gets a new sheet and pre-order).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { preorderGridRows } from './preorder-grid.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SHELL = 'http://localhost:3000';
const API = 'http://localhost:4000';
const REMOTES = ['catalogue', 'basket', 'preorders', 'account', 'admin'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REUSE = process.env.BENCH_REUSE === '1';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Fetches per module of one package: chunk files are named after the module they hold
 * (`vendors-node_modules_react-dom_client_js.<hash>.js`, `node_modules_react-dom_index_js-_c4040.<hash>.js`),
 * so the module is the name without prefix, consume suffix and hash. Answers e.g.
 * `index 1x, client 1x; 1 origin`: the most often any one module was fetched, and from how many origins.
 */
function fetchesOf(urls, pkg) {
  const re = new RegExp(`node_modules_${pkg.replace(/[-]/g, '\\-')}_(.+?)_m?js(?:-_c\\d+)?\\.[0-9a-f]+\\.js$`);
  const perModule = new Map();
  const origins = new Set();
  for (const u of urls) {
    const m = re.exec(new URL(u).pathname);
    if (!m) continue;
    perModule.set(m[1], (perModule.get(m[1]) ?? 0) + 1);
    origins.add(new URL(u).origin);
  }
  const list = [...perModule].map(([mod, n]) => `${mod} ${n}x`).join(', ');
  return `${list || 'none'}; ${origins.size} origin${origins.size === 1 ? '' : 's'}`;
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

async function main() {
  const db = join(ROOT, 'e2e', '.tmp', 'bench.db');
  for (const f of [db, `${db}-wal`, `${db}-shm`]) if (existsSync(f)) rmSync(f);
  const portal = REUSE ? null : spawn(process.execPath, [join(ROOT, 'start.mjs')], { env: { ...process.env, MOCK_API_DB: db }, stdio: 'ignore' });
  try {
    await waitFor(`${API}/health`);
    await waitFor(`${SHELL}/nl/login`);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });

    // first-load JS of /nl/login, and which files hold react / react-dom
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const scripts = new Map();
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'script') return;
      try {
        scripts.set(r.url(), gzipSync(await r.body()).length);
      } catch {
        /* ignore */
      }
    });
    await page.goto(`${SHELL}/nl/login`, { waitUntil: 'networkidle' });
    const loginJs = [...scripts.values()].reduce((a, b) => a + b, 0);
    await signIn(page);
    await page.locator('section[data-remote="account"] h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const fetched = [...scripts.keys()];
    await ctx.close();

    // cold loads: a new context each time (empty cache)
    const loginTimes = [];
    const customerTimes = [];
    const shopTimes = [];
    for (let i = 0; i < RUNS; i++) {
      const c = await browser.newContext();
      const p = await c.newPage();
      let t = Date.now();
      await p.goto(`${SHELL}/nl/login`);
      await p.getByRole('button', { name: 'Inloggen' }).waitFor();
      loginTimes.push(Date.now() - t);
      await signIn(p);
      const state = await c.storageState();
      await c.close();
      const c2 = await browser.newContext({ storageState: state });
      const p2 = await c2.newPage();
      t = Date.now();
      await p2.goto(`${SHELL}/nl/customer`);
      await p2.locator('section[data-remote="account"] h1').first().waitFor();
      customerTimes.push(Date.now() - t);
      // the shop overview with 96 products: from navigation to 96 rendered product cards
      t = Date.now();
      await p2.goto(`${SHELL}/nl/customer/shop/overview?pageSize=96`);
      await p2.waitForFunction(() => document.querySelectorAll('section[data-remote="catalogue"] a[href*="/customer/shop/product/"] img').length >= 96);
      shopTimes.push(Date.now() - t);
      await c2.close();
    }
    const grid = await preorderGridRows({ browser, shell: SHELL, api: API, runs: RUNS });
    await browser.close();

    const rows = [
      ['shell first-load JS (/nl/login, gzip)', kb(loginJs), '<= 200 KB'],
      ...REMOTES.map((r) => {
        const s = remoteEntryGzip(r);
        return [`mfe-${r} remoteEntry.js (gzip) / ./app chunks`, `${kb(s.entry)} / ${kb(s.app)}`, '<= 30 KB entry'];
      }),
      ['react-dom fetches per module', fetchesOf(fetched, 'react-dom'), 'each 1x, 1 origin'],
      ['react fetches per module', fetchesOf(fetched, 'react'), 'each 1x, 1 origin'],
      [`usable /nl/login, cold (median of ${RUNS})`, `${median(loginTimes)} ms`, ''],
      [`rendered /nl/customer, cold cache (median of ${RUNS})`, `${median(customerTimes)} ms`, ''],
      [`shop overview, 96 products rendered after navigation (median of ${RUNS})`, `${median(shopTimes)} ms`, '<= 1000 ms'],
      ...grid.rows,
    ];
    const w0 = Math.max(...rows.map((r) => r[0].length));
    const w1 = Math.max(...rows.map((r) => r[1].length));
    console.log(`\n${'figure'.padEnd(w0)}  ${'measured'.padEnd(w1)}  budget`);
    for (const [a, b, c] of rows) console.log(`${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`);
  } finally {
    portal?.kill('SIGTERM');
  }
  // the shop list under load at SEED_SCALE 10 (its own mock-api on another port)
  await new Promise((done) => spawn(process.execPath, [join(ROOT, 'mock-api', 'bench', 'productgroup-load.mjs')], { stdio: 'inherit' }).on('exit', done));
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
