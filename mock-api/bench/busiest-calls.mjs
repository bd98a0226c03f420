#!/usr/bin/env node
// Latency (p50/p95/p99) and throughput of the ten calls the portal makes most, under 20 concurrent
// clients at SEED_SCALE 10 (issue 9). Printed, never asserted. Reuses productgroup-load.mjs's server
// start (its own mock-api on BENCH_API_PORT, default 4100, over mock-api/.data/bench-scale10.db, seeded on
// first use) and its raw keep-alive client (see that file's header: the generator shares the 2 cores).
// The calls, one after the other, each by CLIENTS clients sending REQUESTS requests (warm-up first):
//   customer: productgroup list (3 filters), productgroup detail, basket GET (the demo basket set to
//             BASKET_PRODUCTS products first, so every run measures the same basket), basket addItems (+1 of
//             a size), notification, banner/current
//   salesman: PreOrder/{id}, PreOrder/{id}/productgroups (pages of 10 groups, measured as
//             preorder-grid-load.mjs does: many pre-orders, pages and searches, first requests included,
//             with a browser's Accept-Encoding; plus its bytes on the wire per encoding), PreOrder/{id}/totals,
//             PUT PreOrder/{id}/productvariant/{vid} (amounts on an open pre-order of the seed)
// The other calls are sent without Accept-Encoding (answers as they are), as before issue 20.
// BENCH_JSON=1 (set by e2e/bench/run.mjs) also prints the rows as one `@@rows <json>` line.
import { BROWSER_ENCODINGS, bytesFigure, floorRow, gridFigure, gridLoad, httpFloor } from './preorder-grid-load.mjs';
import { CLIENTS, SCALE, connect, jsonCaller, listUrls, pct, startServer, timedLoad, tokenOf } from './productgroup-load.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const WARMUP = 20;
/** products in the demo basket when GET basket is measured: a dealer's basket of a season's first order */
const BASKET_PRODUCTS = 25;

/** a colour product's sizes the shop offers (the predicate of the addItems load and of the basket's set-up) */
const orderableSizes = (p) => (p.IsDeleted ? [] : (p.Variants ?? []).filter((v) => v.IsEnabled && v.IsAvailable));

/**
 * The demo basket as every run measures it: emptied, then one size of each product of the shop's first
 * groups, in their order, that the basket takes (the customer's brands, stock, not pre-order only), until
 * it holds BASKET_PRODUCTS products. (It used to be the database's basket as earlier runs' addItems had
 * left it: 29 products by the fifteenth session of issue 20, GET basket's p95 rising from run to run.)
 * `json` is the bench's set-up caller (productgroup-load.mjs's jsonCaller); `groupDetail` answers a group's
 * detail, read once per run. Answers the basket's product count.
 */
async function resetBasket(json, headers, groupIds, groupDetail) {
  for (const product of (await json(headers, 'basket')).Products) for (const v of product.Variants) await json(headers, `basket/removeItem/${v.ProductVariantId}`, 'DELETE');
  let count = 0;
  for (const id of groupIds) {
    for (const p of (await groupDetail(id)).Products) {
      const [size] = orderableSizes(p);
      if (!size) continue;
      const answer = await json(headers, 'basket/addItems', 'POST', { products: [{ productVariantId: size.Id, amount: 1 }] });
      if (answer.Details.length > 0 && ++count === BASKET_PRODUCTS) return count;
    }
  }
  return count;
}

async function main() {
  const { server, ready } = await startServer();
  try {
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => connect()));
    const customer = { Authorization: `Bearer ${await tokenOf('customer')}` };
    const salesman = { Authorization: `Bearer ${await tokenOf('salesman')}` };
    const json = jsonCaller(clients[0]);

    // set-up data: the shop's facets and groups, orderable sizes, an open pre-order of the salesman
    const first = await json(customer, 'productgroup/?Page=1&pageSize=96');
    const list = listUrls(first);
    const groupIds = first.Items.map((g) => g.Id);
    const details = new Map();
    const groupDetail = (id) => {
      if (!details.has(id)) details.set(id, json(customer, `productgroup/${id}`));
      return details.get(id);
    };
    const sizes = [];
    for (const id of groupIds.slice(0, 12)) for (const p of (await groupDetail(id)).Products) sizes.push(...orderableSizes(p).map((v) => v.Id));
    if (!sizes.length) throw new Error('no orderable size in the first product groups');
    const preorders = await json(salesman, 'PreOrder?Page=1&PageSize=50');
    let preOrderId = 0;
    let lines = [];
    for (const po of preorders.Items.filter((p) => !p.IsClosed && !p.DeadlineExpired && p.State === 0)) {
      const groups = await json(salesman, `PreOrder/${po.Id}/productgroups?Page=1&PageSize=10`);
      lines = [];
      for (const g of groups.Items) for (const p of g.Products) if (p.DeliveryDates.length) for (const v of p.Variants) if (v.IsEnabled && v.IsAvailable) lines.push(v.Id);
      if (lines.length >= 10) {
        preOrderId = po.Id;
        break;
      }
    }
    if (!preOrderId) throw new Error('the salesman has no open pre-order with orderable sizes');
    const basketLines = await resetBasket(json, customer, groupIds, groupDetail);

    const calls = [
      // the list as productgroup-load.mjs measures it, warmed up on other filter combinations
      ['GET productgroup list (3 filters)', customer, 'GET', (i) => list.url(i).replace('/api/nl/', ''), undefined, (i) => list.warmUrl(i).replace('/api/nl/', '')],
      ['GET productgroup/{id}', customer, 'GET', (i) => `productgroup/${groupIds[i % groupIds.length]}`],
      [`GET basket (${basketLines} products)`, customer, 'GET', () => 'basket'],
      ['POST basket/addItems', customer, 'POST', () => 'basket/addItems', (i) => ({ products: [{ productVariantId: sizes[i % sizes.length], amount: 1 }] })],
      ['GET notification', customer, 'GET', () => 'notification'],
      ['GET banner/current', customer, 'GET', (i) => `banner/current?locationType=${i % 3}`],
      ['GET PreOrder/{id}', salesman, 'GET', () => `PreOrder/${preOrderId}`],
      // measured by gridLoad (below), with its own warm-up and URLs
      ['GET PreOrder/{id}/productgroups (10 groups)', salesman, 'GRID'],
      ['GET PreOrder/{id}/totals', salesman, 'GET', () => `PreOrder/${preOrderId}/totals`],
      ['PUT PreOrder/{id}/productvariant/{vid}', salesman, 'PUT', (i) => `PreOrder/${preOrderId}/productvariant/${lines[i % lines.length]}`, (i) => ({ Amount: 1 + (i % 9) })],
    ];

    const rows = [];
    console.log(`\nten busiest calls, SEED_SCALE ${SCALE}, ${CLIENTS} clients x ${REQUESTS} requests each (pre-order ${preOrderId})`);
    for (const [name, headers, method, path, body, warm] of calls) {
      if (method === 'GRID') {
        const grid = await gridLoad(clients, headers, json, server.pid);
        const figure = gridFigure(grid);
        console.log(`  ${name.padEnd(42)} ${figure} (${grid.distinct} URLs, Accept-Encoding: ${BROWSER_ENCODINGS})`);
        console.log(`  ${'  on the wire'.padEnd(42)} ${bytesFigure(grid.bytes)}`);
        rows.push([`mock-api ${name}, ${grid.distinct} URLs, first requests included`, figure, 'p95 <= 30 ms, >= 1,000 req/s']);
        rows.push(['mock-api PreOrder/{id}/productgroups, bytes on the wire', bytesFigure(grid.bytes), '']);
        const floor = floorRow(await httpFloor(grid.answer, headers));
        console.log(`  ${floor[0]}: ${floor[1]}`);
        rows.push(floor);
        continue;
      }
      const send = async (c, i, to = path) => {
        const r = await clients[c].request(method, `/api/nl/${to(i)}`, headers, body?.(i));
        if (r.status !== 200) throw new Error(`${name}: status ${r.status}`);
      };
      // the list warms up on other filter combinations, spread over the clients (timedLoad); the other
      // calls on WARMUP requests of their own kind from one client
      if (!warm) for (let i = 0; i < WARMUP; i++) await send(0, i);
      const { times, wall } = await timedLoad(clients, { warm: warm && ((c, i) => send(c, i, warm)), measure: (c, r) => send(c, c * REQUESTS + r), requests: REQUESTS });
      const ms = (n) => `${n.toFixed(1)}`;
      const figure = `p50 ${ms(pct(times, 50))} p95 ${ms(pct(times, 95))} p99 ${ms(pct(times, 99))} ms, ${(times.length / wall).toFixed(0)} req/s`;
      console.log(`  ${name.padEnd(42)} ${figure}`);
      rows.push([`mock-api ${name}`, figure, name.startsWith('GET productgroup list') ? 'p95 <= 30 ms' : '']);
    }
    console.log(`  mock-api ready in ${(ready / 1000).toFixed(1)} s (seeding included on first use)`);
    if (process.env.BENCH_JSON === '1') console.log(`@@rows ${JSON.stringify(rows)}`);
    for (const client of clients) client.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
