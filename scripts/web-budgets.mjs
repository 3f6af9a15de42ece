#!/usr/bin/env node
// Size budgets of the built web app (apps/web/dist, `npm run build -w apps/web` first), from what the
// browser really downloads: index.html and Vite's manifest (.vite/manifest.json).
//
//   first-load JS of `/`   the entry script and everything it imports statically (its modulepreloads),
//                          React and the router included, each file gzipped (level 9, as served)
//   CSS                    every stylesheet of the app, gzipped
//   largest route chunk    the biggest script loaded later (route-level `lazy`, dynamic imports)
//
// Sizes in kB of 1,000 bytes, as Vite prints them. Exit code 1 when a budget is exceeded.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const BUDGETS = {
  // The budget is 110 kB, not reached: React DOM (63 kB), React Router (≈ 30 kB), React and
  // zod are ≈ 105 kB of it (apps/web/README.md). 133 kB is the 132.0 kB reached (was 181 kB) plus
  // 1 kB, so that any growth fails.
  firstLoadJs: 133 * KB,
  css: 15 * KB,
  routeChunk: 40 * KB,
};

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile) || !existsSync(path.join(dist, 'index.html'))) {
  console.error(`web-budgets: ${path.relative(root, dist)} has no index.html or .vite/manifest.json; run \`npm run build -w apps/web\` first`);
  process.exit(1);
}

/** @type {Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const gzipped = new Map();
const gzipSize = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

// The entry and its static imports, followed through the manifest…
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('web-budgets: the manifest names no entry');
const firstLoad = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
// …and whatever index.html makes the browser fetch before the app runs (module script, modulepreload).
for (const [, href] of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)) firstLoad.add(href);

const allJs = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
const laterJs = [...allJs].filter((file) => !firstLoad.has(file));
const css = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.css')).map((name) => `assets/${name}`);

const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
const firstLoadJs = sum([...firstLoad]);
const cssTotal = sum(css);
const largest = laterJs.map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size)[0] ?? { file: '—', size: 0 };

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const rows = [
  ['first-load JS of / (gzip)', firstLoadJs, BUDGETS.firstLoadJs, `${firstLoad.size} files`],
  ['CSS, all (gzip)', cssTotal, BUDGETS.css, `${css.length} files`],
  ['largest route chunk (gzip)', largest.size, BUDGETS.routeChunk, largest.file],
];
console.info('| budget | size | limit | |');
console.info('|---|---|---|---|');
for (const [name, size, limit, note] of rows) console.info(`| ${name} | ${kb(size)} | ${kb(limit)} | ${note}${size > limit ? ' — OVER' : ''} |`);
console.info('\nfirst load:');
for (const file of [...firstLoad].sort((a, b) => gzipSize(b) - gzipSize(a))) console.info(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);

const over = rows.filter(([, size, limit]) => size > limit);
if (over.length) {
  console.error(`\nweb-budgets: over budget: ${over.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
