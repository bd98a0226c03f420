#!/usr/bin/env node
// Load figure of the shop list (issue budget: productgroup list with three filters at SEED_SCALE 10,
// p95 at most 30 ms under 20 concurrent clients). Printed, never asserted. Starts its own mock-api
// on a scale-10 database (seeded on first use, kept in mock-api/.data/bench-scale10.db), signs in as
// the demo customer and runs 20 clients in parallel, each sending REQUESTS list calls with three
// filters, varied over brands, types and colours the seed has. Loopback only; bounded in count.
// The clients use node:http with a keep-alive agent (as load tools such as autocannon do), not fetch:
// on this 2-core machine undici's fetch costs the load generator about 1 ms of CPU per request, more
// than the server spends, and the figure would measure the client (a trivial endpoint measured with
// fetch shows p95 ~25 ms; with node:http ~9 ms).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_API_PORT ?? 4100);
const API = `http://localhost:${PORT}`;
const CLIENTS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const SCALE = Number(process.env.BENCH_SEED_SCALE ?? 10);

async function waitFor(url, ms = 600000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function main() {
  const started = Date.now();
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_PORT: String(PORT), SEED_SCALE: String(SCALE), MOCK_API_DB: join(ROOT, '.data', `bench-scale${SCALE}.db`) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${API}/health`);
    const ready = Date.now() - started;
    const token = (
      await (
        await fetch(`${API}/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password&userName=customer&password=demo1234' })
      ).json()
    ).access_token;
    const headers = { Authorization: `Bearer ${token}` };
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    /** GET on loopback through the keep-alive agent; resolves with the status once the body is read */
    const get = (href) =>
      new Promise((done, fail) => {
        const u = new URL(href);
        const req = http.get({ host: '127.0.0.1', port: u.port, path: u.pathname + u.search, agent, headers }, (res) => {
          res.on('data', () => undefined);
          res.on('end', () => done(res.statusCode));
          res.on('error', fail);
        });
        req.on('error', fail);
      });
    const first = await (await fetch(`${API}/api/nl/productgroup/?Page=1&pageSize=12`, { headers })).json();
    const values = (name) => (first.Filters.find((f) => f.Name === name)?.Items ?? []).map((i) => i.Value);
    const brands = values('Brands');
    const types = values('Type');
    const colors = values('Colors');
    if (!brands.length || !types.length || !colors.length) throw new Error('the seed has no Brands/Type/Colors facets');
    const url = (i) =>
      `${API}/api/nl/productgroup/?Page=${1 + (i % 3)}&pageSize=24&Brands=${encodeURIComponent(brands[i % brands.length])}&Type=${encodeURIComponent(types[i % types.length])}&Colors=${encodeURIComponent(colors[i % colors.length])}`;
    // warm-up: statement cache and page cache
    for (let i = 0; i < 20; i++) await get(url(i));
    const times = [];
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        for (let r = 0; r < REQUESTS; r++) {
          const t = performance.now();
          const status = await get(url(c * REQUESTS + r));
          if (status !== 200) throw new Error(`status ${status}`);
          times.push(performance.now() - t);
        }
      }),
    );
    const wall = (Date.now() - t0) / 1000;
    const ms = (n) => `${n.toFixed(1)} ms`;
    console.log(`\nproductgroup list, 3 filters, SEED_SCALE ${SCALE} (${first.Totalcount} groups unfiltered), ${CLIENTS} clients x ${REQUESTS} requests`);
    console.log(`  p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  max ${ms(Math.max(...times))}  (${(times.length / wall).toFixed(0)} req/s; budget p95 <= 30 ms)`);
    console.log(`  mock-api ready in ${(ready / 1000).toFixed(1)} s (seeding included on first use)`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
