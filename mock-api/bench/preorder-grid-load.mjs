#!/usr/bin/env node
// Load figure of the pre-order product grid's call (issue 20: `GET PreOrder/{id}/productgroups`, pages of
// 10 groups, SEED_SCALE 10, 20 concurrent clients: budget p95 <= 30 ms and >= 1,000 req/s). Printed, never
// asserted. Measured like the shop list (productgroup-load.mjs, whose server start and raw keep-alive
// client it uses): the pre-orders of each sheet are split in two; the server is warmed up on one half,
// and the measured requests go to the other half's pages, searches and amounts-only views, each of which
// meets an empty cache of its own on its first request (CLIENTS x REQUESTS requests over about DISTINCT
// URLs); a page with nothing of its pre-order's own may come from the sheet's kept page (db/preorder-grid.ts
// SharedPage), which the warm-up may have read, as on a server that has been running.
// The clients ask as a browser does (`Accept-Encoding: gzip, deflate, br`). It also prints the bytes on
// the wire of one page of 10 groups per encoding (identity, gzip, br), and the host's floor for the same
// load (httpFloor: a bare node:http server answering one page's bytes).
// `gridLoad(clients, salesman)` is shared with busiest-calls.mjs (the row `npm run bench` prints).
// BENCH_JSON=1 (set by e2e/bench/run.mjs) also prints the figures as one `@@rows <json>` line.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { CLIENTS, PORT, SCALE, connect, jsonCaller, pct, startServer, timedLoad, tokenOf } from './productgroup-load.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
/** distinct URLs among the measured requests (the shop list's figure has about 360 in 1,000) */
const DISTINCT = 360;
/** pages whose bytes on the wire are averaged */
const BYTE_PAGES = 10;
export const PAGE_SIZE = 10;
/** what Chromium sends (it adds zstd, which Node 20's zlib lacks) */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

/**
 * The grid's URLs of the salesman's pre-orders: `measured` (pages, a search, amounts only) and `warm`
 * (the same kinds of call on other pre-orders). Every other pre-order of a sheet is measured, the others
 * warm the server up: what a sheet's pre-orders share (the catalogue's side of its groups, and pages with
 * nothing of a pre-order's own in them) is read, as in a server that has been running, and each measured
 * page still meets an empty cache of its own on its first request. Page counts come from the sheet's group count (preordersheet/base), not from the grid call,
 * which would fill the caches being measured.
 */
async function gridUrls(json, salesman) {
  const list = await json(salesman, 'PreOrder?Page=1&PageSize=500&myCustomersOnly=false');
  const sheets = new Map();
  const measured = [];
  const warm = [];
  // by id: the list is ordered by last change, which the bench's own writes move
  for (const po of [...list.Items].sort((a, b) => a.Id - b.Id)) {
    if (!sheets.has(po.SheetId)) sheets.set(po.SheetId, { base: await json(salesman, `preordersheet/base?sheetId=${po.SheetId}`), seen: 0 });
    const sheet = sheets.get(po.SheetId);
    const pages = Math.ceil(sheet.base.ProductGroupCount / PAGE_SIZE);
    if (!pages) continue;
    const own = [];
    for (let page = 1; page <= pages; page++) own.push(`PreOrder/${po.Id}/productgroups?Page=${page}&PageSize=${PAGE_SIZE}`);
    own.push(`PreOrder/${po.Id}/productgroups?Page=1&PageSize=${PAGE_SIZE}&AmountsOnly=true`);
    own.push(`PreOrder/${po.Id}/productgroups?Page=1&PageSize=${PAGE_SIZE}&Search=${encodeURIComponent(String(po.Id % 10))}`);
    (sheet.seen++ % 2 === 0 && measured.length < DISTINCT ? measured : warm).push(...own);
  }
  if (measured.length < DISTINCT / 2 || !warm.length) throw new Error(`too few pre-orders for the grid figure (${list.Items.length})`);
  return { measured: measured.slice(0, DISTINCT), warm };
}

/**
 * The grid figure over `clients` (connect()) as the salesman (headers) against the server process `pid`:
 * { times, wall, cpu (server CPU ms per request, or null), bytes, distinct }. `json(headers, path)`
 * answers a parsed GET of /api/nl/<path>.
 */
export async function gridLoad(clients, salesman, json, pid) {
  const { measured, warm } = await gridUrls(json, salesman);
  const headers = { ...salesman, 'Accept-Encoding': BROWSER_ENCODINGS };
  const send = async (c, path) => {
    const r = await clients[c].request('GET', `/api/nl/${path}`, headers);
    if (r.status !== 200) throw new Error(`GET ${path}: status ${r.status}`);
  };
  const { times, wall, cpu } = await timedLoad(clients, {
    warm: (c, i) => send(c, warm[(i * 7919) % warm.length]),
    measure: (c, r) => send(c, measured[(c * REQUESTS + r) % measured.length]),
    pid,
    requests: REQUESTS,
  });
  // bytes on the wire per page of 10 groups, per encoding: the mean over the first pages of BYTE_PAGES pre-orders
  const pages = measured.filter((u) => u.endsWith(`productgroups?Page=1&PageSize=${PAGE_SIZE}`)).slice(0, BYTE_PAGES);
  const bytes = {};
  /** the first page's brotli answer as mock-api sent it: what the host's floor serves (httpFloor) */
  let answer = null;
  for (const encoding of ['identity', 'gzip', 'br']) {
    let wire = 0;
    const sent = new Set();
    for (const page of pages) {
      const keep = encoding === 'br' && answer === null;
      const r = await clients[0].request('GET', `/api/nl/${page}`, { ...salesman, 'Accept-Encoding': encoding }, undefined, keep);
      if (r.status !== 200) throw new Error(`GET ${page} (${encoding}): status ${r.status}`);
      if (keep) answer = { body: r.body, encoding: r.headers['content-encoding'] ?? 'identity' };
      wire += r.bytes;
      sent.add(r.headers['content-encoding'] ?? 'identity');
    }
    bytes[encoding] = { wire: wire / pages.length, encoding: [...sent].join('/') };
  }
  return { times, wall, cpu, bytes, distinct: new Set(measured).size, answer };
}

/** the bare server of httpFloor: answers every request with FLOOR_BODY (base64) in FLOOR_ENCODING, nothing else */
const FLOOR_SERVER = `
const body = Buffer.from(process.env.FLOOR_BODY, 'base64');
require('node:http')
  .createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Encoding': process.env.FLOOR_ENCODING, 'Content-Length': body.length });
    res.end(body);
  })
  .listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => console.log('ready'));
`;

/**
 * The host's floor for the grid's figure: the same load (CLIENTS raw keep-alive clients x REQUESTS,
 * the same request headers) against a bare node:http server in a process of its own that answers every
 * request with one grid page's bytes as mock-api sent them to a browser (gridLoad's `answer`): no routing,
 * token, access rule, database or compression per request. What it measures is Node's HTTP and the
 * loopback on this machine with the load generator on the same two cores; the grid's figure minus this
 * one is what mock-api adds. A reference printed beside the budget, not a budget of its own.
 */
export async function httpFloor({ body, encoding }, headers) {
  const port = PORT + 1;
  const server = spawn(process.execPath, ['-e', FLOOR_SERVER], {
    env: { ...process.env, FLOOR_BODY: body.toString('base64'), FLOOR_ENCODING: encoding, FLOOR_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    // its 'ready' line, or its end (the port taken, say: its error went to our stderr)
    const ready = await Promise.race([once(server.stdout, 'data').then(() => true), once(server, 'exit').then(() => false)]);
    if (!ready) throw new Error(`the floor's server did not start on port ${port}`);
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => connect(port)));
    const send = async (c) => {
      const r = await clients[c].request('GET', '/api/nl/PreOrder/1/productgroups?Page=1&PageSize=10', { ...headers, 'Accept-Encoding': BROWSER_ENCODINGS });
      if (r.status !== 200) throw new Error(`floor: status ${r.status}`);
    };
    const figure = await timedLoad(clients, { warm: send, measure: send, pid: server.pid, requests: REQUESTS });
    for (const client of clients) client.close();
    return { ...figure, bytes: body.length, encoding };
  } finally {
    server.kill('SIGTERM');
  }
}

const ms = (n) => `${n.toFixed(1)} ms`;
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** "p50 .. p95 .. p99 .., N req/s" */
export const gridFigure = ({ times, wall, cpu }) =>
  `p50 ${ms(pct(times, 50))} p95 ${ms(pct(times, 95))} p99 ${ms(pct(times, 99))}, ${(times.length / wall).toFixed(0)} req/s${cpu === null ? '' : `, server CPU ${cpu.toFixed(2)} ms/request`}`;
/** "identity 66.2 KB, gzip 5.4 KB, br 5.3 KB per page (mean of 10)" (an encoding the server did not apply is named) */
export const bytesFigure = (bytes) =>
  Object.entries(bytes)
    .map(([asked, b]) => `${asked} ${kb(b.wire)}${b.encoding === asked ? '' : ` (sent ${b.encoding})`}`)
    .join(', ') + ` per page (mean of ${BYTE_PAGES})`;
/** httpFloor's table row: [label, figure, note] */
export const floorRow = (floor) => [
  `  the host's floor: the same clients against a bare node:http server answering one page's ${kb(floor.bytes)} of ${floor.encoding}`,
  gridFigure(floor),
  '(reference, not a budget)',
];

async function main() {
  const { server, ready } = await startServer();
  try {
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => connect()));
    const salesman = { Authorization: `Bearer ${await tokenOf('salesman')}` };
    const json = jsonCaller(clients[0]);
    const result = await gridLoad(clients, salesman, json, server.pid);
    for (const client of clients) client.close();
    const floor = floorRow(await httpFloor(result.answer, salesman));
    console.log(`\nPreOrder/{id}/productgroups, pages of ${PAGE_SIZE} groups, SEED_SCALE ${SCALE}, ${CLIENTS} clients x ${REQUESTS} requests over ${result.distinct} URLs (Accept-Encoding: ${BROWSER_ENCODINGS})`);
    console.log(`  ${gridFigure(result)}  (budget p95 <= 30 ms, >= 1,000 req/s)`);
    console.log(`  on the wire: ${bytesFigure(result.bytes)}`);
    console.log(`${floor[0]}: ${floor[1]}  ${floor[2]}`);
    console.log(`  mock-api ready in ${(ready / 1000).toFixed(1)} s (seeding included on first use)`);
    if (process.env.BENCH_JSON === '1') {
      const rows = [
        [`mock-api GET PreOrder/{id}/productgroups, ${PAGE_SIZE} groups, SEED_SCALE ${SCALE}, ${CLIENTS} clients x ${REQUESTS}`, gridFigure(result), 'p95 <= 30 ms, >= 1,000 req/s'],
        ['mock-api PreOrder/{id}/productgroups, bytes on the wire', bytesFigure(result.bytes), ''],
        floor,
      ];
      console.log(`@@rows ${JSON.stringify(rows)}`);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
