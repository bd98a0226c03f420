#!/usr/bin/env node
// Load figure of the shop list (issue budget: productgroup list with three filters at SEED_SCALE 10,
// p95 at most 30 ms under 20 concurrent clients). Printed, never asserted. Starts its own mock-api
// on a scale-10 database (seeded on first use, kept in mock-api/.data/bench-scale10.db), signs in as
// the demo customer and runs 20 clients in parallel, each sending REQUESTS list calls with three
// filters, varied over brands, types and colours the seed has. Loopback only; bounded in count.
// The load generator shares the 2 cores with the server, so its own CPU is part of every figure. Like
// the load tools wrk and autocannon, each client is one keep-alive connection writing its request and
// reading the answer off the socket itself (`connect`): about 0.05 ms of CPU per request, where
// node:http costs about 0.3 ms and undici's fetch about 1 ms (a trivial endpoint measured p95 ~25 ms
// with fetch, ~9 ms with node:http). The timed span is from writing the request to its last byte.
// Its server start and client are shared with busiest-calls.mjs and signalr-fanout.mjs (exported below).
// BENCH_JSON=1 (set by e2e/bench/run.mjs) also prints the figures as one `@@rows <json>` line.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '..');
export const PORT = Number(process.env.BENCH_API_PORT ?? 4100);
export const API = `http://localhost:${PORT}`;
export const CLIENTS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
export const SCALE = Number(process.env.BENCH_SEED_SCALE ?? 10);

export async function waitFor(url, ms = 600000) {
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

export const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))];

/** starts mock-api on PORT over the scale-SCALE bench database (seeded on first use); answers { server, ready } (ms until healthy) */
export async function startServer() {
  const started = Date.now();
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_PORT: String(PORT), SEED_SCALE: String(SCALE), MOCK_API_DB: join(ROOT, '.data', `bench-scale${SCALE}.db`) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${API}/health`);
  } catch (e) {
    server.kill('SIGTERM');
    throw e;
  }
  return { server, ready: Date.now() - started };
}

/**
 * CPU time (user + system, ms) of process `pid` and its descendants so far, from /proc (Linux; null
 * elsewhere): the server's CPU per request is this difference over a run divided by its requests, a
 * figure that the other work on the machine does not stretch as it stretches latencies. Ticks are taken
 * as 10 ms (CLK_TCK 100, Linux's default).
 */
export function cpuMs(pid) {
  if (!existsSync(`/proc/${pid}/stat`)) return null;
  let ticks = 0;
  const visit = (p) => {
    try {
      // fields after the command's closing parenthesis: state is 3rd, utime 14th and stime 15th of the line
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        for (const child of readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) visit(child);
      }
    } catch {
      /* ended meanwhile */
    }
  };
  visit(pid);
  return ticks * 10;
}

/** the access token of a demo user */
export async function tokenOf(user) {
  const res = await fetch(`${API}/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `grant_type=password&userName=${user}&password=demo1234` });
  return (await res.json()).access_token;
}

/**
 * `json(headers, path, method?, body?)` over a client of `connect`: GET (or `method`) /api/nl/<path> and its
 * parsed JSON answer (null when empty), for the set-up calls of a bench (the answer must be 200 and
 * uncompressed: no Accept-Encoding is sent). `body` goes as JSON.
 */
export function jsonCaller(client) {
  return async (headers, path, method = 'GET', body = undefined) => {
    const r = await client.request(method, `/api/nl/${path}`, headers, body, true);
    if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${r.text.slice(0, 200)}`);
    return r.text ? JSON.parse(r.text) : null;
  };
}

/**
 * One client of the load loops: a keep-alive TCP connection sending one request at a time.
 * request(method, path, headers, body?, keepBody?) resolves with { status, headers, bytes, text, body } once the
 * answer's last byte has arrived: Content-Length bytes, or the last chunk of a chunked answer (compressed
 * ones are chunked). `bytes` counts the body as sent (compressed, without chunk framing); `headers` are
 * lower-cased; `text` (decoded as UTF-8, not decompressed) and `body` (the bytes as sent) only when keepBody
 * (the load loops skip decoding). The request's `body` goes as JSON. A closed or failed connection rejects.
 */
export async function connect(port = PORT) {
  const socket = net.connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  await once(socket, 'connect');
  let waiting = null;
  /** bytes received and not parsed yet */
  let buffer = Buffer.alloc(0);
  /** the answer being read: null while its header is incomplete */
  let answer = null;
  const fail = (e) => {
    const w = waiting;
    waiting = null;
    w?.reject(e);
  };
  const body = (bytes) => {
    answer.bytes += bytes.length;
    if (waiting.keepBody) answer.chunks.push(bytes);
  };
  /** parses what `buffer` holds; true when the answer is complete */
  const parse = () => {
    if (!answer) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const lines = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const chunked = /chunked/i.test(headers['transfer-encoding'] ?? '');
      if (!chunked && headers['content-length'] === undefined) throw new Error(`neither Content-Length nor chunked in ${lines[0]}`);
      answer = { status: Number(lines[0].slice(9, 12)), headers, chunked, left: chunked ? -1 : Number(headers['content-length']), bytes: 0, chunks: [] };
      buffer = buffer.subarray(end + 4);
    }
    if (!answer.chunked) {
      const take = buffer.subarray(0, answer.left);
      body(take);
      answer.left -= take.length;
      buffer = buffer.subarray(take.length);
      if (buffer.length) throw new Error('more bytes than Content-Length');
      return answer.left === 0;
    }
    // chunks: a size line (hex), the bytes, CRLF; size 0 is the last, followed by an empty line (no trailers are sent)
    for (;;) {
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return false;
      const size = parseInt(buffer.subarray(0, eol).toString('latin1'), 16);
      if (size === 0) {
        if (buffer.length < eol + 4) return false;
        buffer = buffer.subarray(eol + 4);
        return true;
      }
      if (buffer.length < eol + 2 + size + 2) return false;
      body(buffer.subarray(eol + 2, eol + 2 + size));
      buffer = buffer.subarray(eol + 2 + size + 2);
    }
  };
  socket.on('data', (chunk) => {
    if (!waiting) return fail(new Error('an answer nobody asked for'));
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    let done;
    try {
      done = parse();
    } catch (e) {
      return fail(e);
    }
    if (!done) return;
    const a = answer;
    answer = null;
    const w = waiting;
    waiting = null;
    const kept = w.keepBody ? Buffer.concat(a.chunks) : Buffer.alloc(0);
    w.resolve({ status: a.status, headers: a.headers, bytes: a.bytes, text: kept.toString('utf8'), body: kept });
  });
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the connection closed')));
  return {
    request: (method, path, headers, body, keepBody = false) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject, keepBody };
        const payload = body === undefined ? '' : JSON.stringify(body);
        const h = { Host: `127.0.0.1:${port}`, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }) };
        socket.write(`${method} ${path} HTTP/1.1\r\n${Object.entries(h).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${payload}`);
      }),
    close: () => socket.destroy(),
  };
}

/** requests per run of the load loops' server warm-up (on other data than what they measure) */
export const WARMUP = 200;

/**
 * The load loops' shape, shared by every load figure: the clients first send WARMUP requests between them,
 * `warm(c, i)` for i = c, c + clients, ... (none when `warm` is left out), then each sends `requests`
 * measured ones, `measure(c, r)`, one after the other, all clients at once. Each callback sends one
 * request on clients[c] and throws on an unexpected answer. Answers { times (ms per measured request),
 * wall (s), cpu (ms of CPU of process `pid` and its children per measured request, null without a pid
 * or /proc) }.
 */
export async function timedLoad(clients, { warm, measure, pid, requests = REQUESTS }) {
  if (warm) {
    await Promise.all(
      clients.map(async (_, c) => {
        for (let i = c; i < WARMUP; i += clients.length) await warm(c, i);
      }),
    );
  }
  const times = [];
  const cpu0 = pid === undefined ? null : cpuMs(pid);
  const t0 = performance.now();
  await Promise.all(
    clients.map(async (_, c) => {
      for (let r = 0; r < requests; r++) {
        const t = performance.now();
        await measure(c, r);
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  return { times, wall, cpu: cpu0 === null ? null : (cpuMs(pid) - cpu0) / times.length };
}

/**
 * The list calls of the load figure: `url(i)` with three filters (Brands, Type, Colors) varied over the
 * values the unfiltered list `first` offers, pages 1-3 of 24; `warmUrl(i)` the same kind of call on
 * combinations `url` never asks for (none of its pages or facet counts are cached by the warm-up).
 */
export function listUrls(first) {
  const values = (name) => (first.Filters.find((f) => f.Name === name)?.Items ?? []).map((i) => i.Value);
  const [brands, types, colors] = [values('Brands'), values('Type'), values('Colors')];
  if (!brands.length || !types.length || !colors.length) throw new Error('the seed has no Brands/Type/Colors facets');
  const at = (list, i) => encodeURIComponent(list[i % list.length]);
  const path = (b, t, c, page) => `/api/nl/productgroup/?Page=${page}&pageSize=24&Brands=${at(brands, b)}&Type=${at(types, t)}&Colors=${at(colors, c)}`;
  const key = (b, t, c) => `${b % brands.length}/${t % types.length}/${c % colors.length}`;
  const measured = new Set(Array.from({ length: CLIENTS * REQUESTS }, (_, i) => key(i, i, i)));
  const others = [];
  for (let b = 0; b < brands.length; b++) for (let t = 0; t < types.length; t++) for (let c = 0; c < colors.length; c++) if (!measured.has(key(b, t, c))) others.push([b, t, c]);
  if (!others.length) throw new Error('every filter combination is measured: nothing left to warm up on');
  return {
    url: (i) => path(i, i, i, 1 + (i % 3)),
    warmUrl: (i) => {
      const [b, t, c] = others[(i * 7919) % others.length];
      return path(b, t, c, 1 + (i % 3));
    },
  };
}

async function main() {
  const { server, ready } = await startServer();
  try {
    const token = await tokenOf('customer');
    const headers = { Authorization: `Bearer ${token}` };
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => connect()));
    const get = async (c, path) => {
      const { status } = await clients[c].request('GET', path, headers);
      if (status !== 200) throw new Error(`GET ${path}: status ${status}`);
    };
    const first = await (await fetch(`${API}/api/nl/productgroup/?Page=1&pageSize=12`, { headers })).json();
    const { url, warmUrl } = listUrls(first);
    // warm-up: the server's code paths (JIT, compiled statements) on other filter combinations than the
    // measured ones, whose first requests stay first (new combinations are part of the figure)
    const { times, wall } = await timedLoad(clients, { warm: (c, i) => get(c, warmUrl(i)), measure: (c, r) => get(c, url(c * REQUESTS + r)) });
    for (const client of clients) client.close();
    const ms = (n) => `${n.toFixed(1)} ms`;
    console.log(`\nproductgroup list, 3 filters, SEED_SCALE ${SCALE} (${first.Totalcount} groups unfiltered), ${CLIENTS} clients x ${REQUESTS} requests`);
    console.log(`  p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  max ${ms(Math.max(...times))}  (${(times.length / wall).toFixed(0)} req/s; budget p95 <= 30 ms)`);
    console.log(`  mock-api ready in ${(ready / 1000).toFixed(1)} s (seeding included on first use)`);
    if (process.env.BENCH_JSON === '1') {
      const row = [
        `mock-api productgroup list, 3 filters, SEED_SCALE ${SCALE}, ${CLIENTS} clients x ${REQUESTS}`,
        `p50 ${ms(pct(times, 50))} p95 ${ms(pct(times, 95))} p99 ${ms(pct(times, 99))}, ${(times.length / wall).toFixed(0)} req/s`,
        'p95 <= 30 ms',
      ];
      console.log(`@@rows ${JSON.stringify([row])}`);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
