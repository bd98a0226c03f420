#!/usr/bin/env node
// Bundle analysis: where the bytes of each app's chunks go. Builds the named apps (default: the shell
// and the five remotes) for production exactly as `npm run build` does (into their dist/), then prints
// per emitted JS/CSS file its gzip size and the biggest modules inside it (size before minification,
// the modules of concatenated modules counted one by one), biggest files first. Uses webpack's own
// stats (no extra package). Pair it with e2e/bench/first-loads.mjs, which says which files a route's
// first load fetches. Printed, never asserted.
//   node e2e/bench/analyze.mjs [shell|catalogue|basket|preorders|account|admin ...] [--top=N] [--min-kb=K]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '..', '..');
const webpack = require(join(ROOT, 'node_modules', 'webpack'));
const ALL = ['shell', 'catalogue', 'basket', 'preorders', 'account', 'admin'];
const opts = Object.fromEntries(process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => a.slice(2).split('=')));
const apps = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const TOP = Number(opts.top ?? 8);
const MIN_KB = Number(opts['min-kb'] ?? 0.5);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const dirOf = (name) => join(ROOT, name === 'shell' ? 'shell' : `mfe-${name}`);

/** a module's readable name: the package (or the app's path) and file, without loaders and query */
function shortName(name) {
  const plain = name.replace(/^.*!/, '').replace(/\?.*$/, '').replace(/ \+ \d+ modules$/, '');
  const nm = plain.lastIndexOf('node_modules/');
  return nm >= 0 ? plain.slice(nm + 'node_modules/'.length) : plain.replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
}

function build(name) {
  const config = require(join(dirOf(name), 'webpack.config.js'))({}, { mode: 'production' });
  return new Promise((ok, fail) =>
    webpack(config, (err, stats) => {
      if (err) return fail(err);
      if (stats.hasErrors()) return fail(new Error(stats.toString('errors-only')));
      ok(stats.toJson({ all: false, assets: true, chunks: true, chunkModules: true, nestedModules: true, ids: true, outputPath: true, modules: true, moduleAssets: false, chunkRelations: false, cachedModules: true, orphanModules: false, runtimeModules: true, dependentModules: true, excludeModules: () => false }));
    }),
  );
}

function report(name, stats) {
  const rows = [];
  for (const chunk of stats.chunks) {
    // the modules one by one: a concatenated module's parts, each once
    const modules = [];
    for (const m of chunk.modules ?? []) {
      if (m.modules?.length) for (const inner of m.modules) modules.push({ name: shortName(inner.name ?? inner.identifier ?? '?'), size: inner.size });
      else modules.push({ name: shortName(m.name ?? m.identifier ?? '?'), size: m.size });
    }
    const bySource = new Map();
    for (const m of modules) bySource.set(m.name, (bySource.get(m.name) ?? 0) + m.size);
    const total = modules.reduce((s, m) => s + m.size, 0);
    for (const file of chunk.files) {
      if (!/\.(js|css)$/.test(file)) continue;
      const gzip = gzipSync(readFileSync(join(stats.outputPath, file))).length;
      const kind = file.endsWith('.css') ? 'css' : 'js';
      const own = [...bySource].filter(([n]) => (kind === 'css' ? /\.css$/.test(n) : !/\.css$/.test(n))).sort((a, b) => b[1] - a[1]);
      rows.push({ file, gzip, initial: chunk.initial, total, modules: own });
    }
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const sum = rows.reduce((s, r) => s + r.gzip, 0);
  console.log(`\n=== ${name}: ${rows.length} files, ${kb(sum)} gzip in all (initial: loaded by the entry itself)`);
  for (const r of rows) {
    if (r.gzip < MIN_KB * 1024) continue;
    console.log(`${kb(r.gzip).padStart(9)}  ${r.file}${r.initial ? '  (initial)' : ''}`);
    const srcTotal = r.modules.reduce((s, [, n]) => s + n, 0) || 1;
    for (const [n, size] of r.modules.slice(0, TOP)) console.log(`           ${String(Math.round((100 * size) / srcTotal)).padStart(3)}%  ${kb(size).padStart(9)}  ${n}`);
    if (r.modules.length > TOP) console.log(`           ...  ${r.modules.length - TOP} more modules`);
  }
}

for (const name of apps.length ? apps : ALL) {
  if (!ALL.includes(name)) throw new Error(`unknown app ${name} (one of ${ALL.join(', ')})`);
  report(name, await build(name));
}
