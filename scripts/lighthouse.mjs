#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, its default emulation and throttling) against the built
// product served as `npm start` serves it, in Debian's Chromium. Each page is measured RUNS times
// (default 3) and the median run by performance score is reported with its FCP, LCP, TBT and CLS.
// Not part of `npm test`: it takes minutes and its scores move with the machine's load.
//
//   npm run lighthouse                    build if needed, measure the public pages
//   npm run lighthouse -- /auth/login /   other pages
//   RUNS=5 npm run lighthouse             more runs per page
//   LIGHTHOUSE_JSON=out.json npm run …    also write every run's scores
//
// Lighthouse and chrome-launcher live in tools/lighthouse (installed here on first use), so that
// `npm ci` and CI do not carry them. Exits 1 when a page misses the targets: performance ≥ 95,
// accessibility, best practices and SEO 100.
import './require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolDir = join(root, 'tools/lighthouse');
const DEFAULT_PAGES = ['/', '/ideas', '/rating', '/insider-radar/deals', '/auth/login'];
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const runs = Number(process.env.RUNS ?? 3);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

if (!existsSync(join(toolDir, 'node_modules/lighthouse'))) {
  console.info('[lighthouse] installing Lighthouse into tools/lighthouse (first use)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolDir });
}
if (!existsSync(join(root, 'apps/web/dist-server/entry-server.js'))) {
  console.info('[lighthouse] building the web app…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}
const { default: lighthouse } = await import(
  pathToFileURL(join(toolDir, 'node_modules/lighthouse/core/index.js')).href
);
const chromeLauncher = await import(pathToFileURL(join(toolDir, 'node_modules/chrome-launcher/dist/index.js')).href);

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'investradar-lighthouse-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
  cwd: root,
  // Production mode as deployed, minus the Secure cookies plain http would drop.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_REQUESTS: '0',
    JOBS: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
};
process.on('exit', () => {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${baseUrl}/api/health`)).ok) break;
  } catch {
    /* not yet */
  }
  if (i > 600 || server.exitCode !== null) throw new Error('the product did not start');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
const rows = [];
const all = [];
try {
  for (const path of pages.length ? pages : DEFAULT_PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        status: lhr.runtimeError?.code ?? 'ok',
      });
    }
    all.push({ path, results });
    const sorted = [...results].sort((a, b) => a.performance - b.performance);
    rows.push({ path, ...sorted[Math.floor(sorted.length / 2)] });
  }
} finally {
  await chrome.kill();
}

const pad = (value, width) => String(value).padEnd(width);
console.info(`\nLighthouse ${lighthouse.version ?? ''} mobile, median of ${runs} runs (by performance), ${baseUrl}`);
console.info(
  `${pad('page', 22)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}${pad('FCP ms', 9)}${pad('LCP ms', 9)}${pad('TBT ms', 9)}CLS`,
);
let failed = false;
for (const row of rows) {
  const misses = Object.entries(TARGETS).filter(([key, target]) => row[key] < target);
  if (misses.length || row.status !== 'ok') failed = true;
  console.info(
    `${pad(row.path, 22)}${pad(row.performance, 6)}${pad(row.accessibility, 6)}${pad(row['best-practices'], 6)}${pad(row.seo, 6)}` +
      `${pad(Math.round(row.fcp), 9)}${pad(Math.round(row.lcp), 9)}${pad(Math.round(row.tbt), 9)}${row.cls.toFixed(3)}` +
      (misses.length ? `  below target: ${misses.map(([key]) => key).join(', ')}` : '') +
      (row.status !== 'ok' ? `  ${row.status}` : ''),
  );
}
if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(all, null, 2));
stopServer();
process.exit(failed ? 1 : 0);
