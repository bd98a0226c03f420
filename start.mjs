#!/usr/bin/env node
// Starts the whole portal on one machine (README): production builds of the shell and the five
// remotes, each served from its own origin, plus mock-api on a seeded SQLite file.
//
//   node start.mjs                 build when missing, then serve everything (npm start builds first)
//   node start.mjs --build-only    production builds of shell and remotes (npm run build)
//   node start.mjs --dev [names]   webpack-dev-server with hot reload for the named apps (default
//                                  all), the others served from their builds (npm run dev -- catalogue)
//   node start.mjs --no-api        do not start mock-api (tests that start their own)
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve, sep } from 'node:path';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname);
const { APPS, portOf } = require('./webpack.factory.js');
const REMOTES = ['catalogue', 'basket', 'preorders', 'account', 'admin'];
const dirOf = (name) => join(ROOT, name === 'shell' ? 'shell' : `mfe-${name}`);
const API_PORT = Number(process.env.API_PORT || 4000);
const HOST = process.env.PORTAL_HOST || 'localhost';

const args = process.argv.slice(2);
const flag = (f) => args.includes(f);

function log(...a) {
  console.log('[portal]', ...a);
}

/** Builds the given apps in one webpack process (two at a time: the machine has two cores). */
async function build(names) {
  const webpack = require('webpack');
  const configs = names.map((n) => {
    const factory = require(join(dirOf(n), 'webpack.config.js'));
    const c = factory({}, { mode: 'production' });
    return c;
  });
  configs.parallelism = 2;
  const started = Date.now();
  await new Promise((ok, fail) => {
    webpack(configs, (err, stats) => {
      if (err) return fail(err);
      if (stats.hasErrors()) {
        console.error(stats.toString('errors-only'));
        return fail(new Error('build failed'));
      }
      ok();
    });
  });
  log(`built ${names.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.gif': 'image/gif', '.woff2': 'font/woff2', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

const apiOrigin = `http://${HOST}:${API_PORT}`;

/**
 * Security headers of every served page (a CSP without inline scripts, no framing of the portal). The only
 * frame the portal shows is the API's file-sharing page (the downloads dialog): frame-src the API origin.
 */
function securityHeaders() {
  const local = 'http://localhost:* http://127.0.0.1:*';
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${local}`,
    `style-src 'self' 'unsafe-inline' ${local}`,
    `img-src 'self' data: blob: ${local}`,
    `connect-src 'self' ${local} ws://localhost:* ws://127.0.0.1:*`,
    `font-src 'self' data: ${local}`,
    `frame-src ${apiOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Serves one app's dist folder: hashed files cached for good, entry files never. */
function serveDist(name, port, dist = join(dirOf(name), 'dist')) {
  const isShell = name === 'shell';
  const runtimeFiles = {
    '/remotes.json': () =>
      Object.fromEntries(REMOTES.map((r) => [r, `http://${HOST}:${portOf(r)}/mf-manifest.json`])),
    '/config.json': () => ({
      apiBaseUrl: apiOrigin,
      contactPhone: '+31 (0)20 123 45 67',
      corporateSiteUrl: 'https://www.example.com',
      requestAccountUrl: 'https://www.example.com/dealer-worden',
      // the account prepayment customers transfer to (mfe-basket's prepayment dialog; demo values: the
      // textbook example IBAN of ABN AMRO): set the real one in the deployed config.json
      prepaymentBank: { accountHolder: 'Wholesale Fashion Distribution B.V.', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A' },
    }),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const common = { 'Access-Control-Allow-Origin': '*', ...securityHeaders() };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...common, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    if (isShell && runtimeFiles[url.pathname]) {
      res.writeHead(200, { ...common, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      return res.end(JSON.stringify(runtimeFiles[url.pathname]()));
    }
    let file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist + sep) && file !== dist) {
      res.writeHead(400, common);
      return res.end();
    }
    let exists = existsSync(file) && statSync(file).isFile();
    if (!exists && isShell && !extname(url.pathname)) {
      file = join(dist, 'index.html');
      exists = existsSync(file);
    }
    if (!exists) {
      res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt'] });
      return res.end('Not found');
    }
    const base = file.slice(dist.length + 1);
    const hashed = /\.[0-9a-f]{10}\.(js|css)$/.test(base);
    res.writeHead(200, {
      ...common,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, HOST, () => {
      log(`${name} on http://${HOST}:${port}`);
      ok(server);
    });
  });
}

const children = [];
function run(cmd, cmdArgs, opts) {
  const child = spawn(cmd, cmdArgs, { stdio: 'inherit', ...opts });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      log(`${cmdArgs.join(' ')} exited (${code ?? signal}); stopping`);
      shutdown(code || 1);
    }
  });
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
async function waitFor(url, ms = 60000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function main() {
  const all = ['shell', ...REMOTES];
  if (flag('--build-only')) {
    await build(all);
    return;
  }
  const devNames = flag('--dev') ? args.filter((a) => !a.startsWith('--')) : [];
  const dev = flag('--dev') ? (devNames.length ? devNames : all) : [];
  const missing = all.filter((n) => !dev.includes(n) && !existsSync(join(dirOf(n), 'dist', n === 'shell' ? 'index.html' : 'mf-manifest.json')));
  if (missing.length) await build(missing);

  if (!flag('--no-api')) {
    run(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
      cwd: join(ROOT, 'mock-api'),
      env: { ...process.env, API_PORT: String(API_PORT) },
    });
  }
  for (const name of all) {
    if (dev.includes(name)) {
      run(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], { cwd: dirOf(name) });
    } else {
      await serveDist(name, portOf(name));
    }
  }
  if (!flag('--no-api')) await waitFor(`${apiOrigin}/health`, 120000);
  log(`portal ready: http://${HOST}:${portOf('shell')}/nl/login (demo sign-ins: admin, salesman, customer, staff, marketing; password demo1234)`);
}

const direct = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (direct) {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  main().catch((e) => {
    console.error(e);
    shutdown(1);
  });
}

export { APPS, build, serveDist, dirOf };
