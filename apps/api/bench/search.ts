// `npx tsx --expose-gc apps/api/bench/search.ts [--scale N] [--duration S] [--rounds R] [--connections C]`: GET /api/search
// alone, with the in-process index (services/search-index.ts) and without it (SEARCH_INDEX=0), measured
// in turn in every round on the database bench/api.ts seeds (BENCH_DATABASE_URL for PostgreSQL, else its
// PGlite directory; run `npm run bench:api` once first). Two loads per app: the 8 queries of
// bench/api.ts in rotation (read cache on), and its distinct queries with a read cache that keeps one
// search only, so every request is a cache miss in every round. The cache stays attached (LISTEN, versions),
// so the rows' copy (services/search-rows.ts) answers as in production. Each request comes from an address of
// its own (search-load.mjs).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createSearchRepository } from '../src/features/search/search.repository';
import { createSearchIndex } from '../src/features/search/search-index';
import { createSearchRows } from '../src/features/search/search-rows';
import { isDatabaseEmpty } from '../src/seed/index';
import { MALE_FIRST, SURNAMES } from '../src/seed/data/people';
import { STOCKS, SYNTHETIC_ADJECTIVES, SYNTHETIC_CITIES, SYNTHETIC_NOUNS } from '../src/seed/data/stocks';
import { benchOptions, openBenchDatabase, pinServerToCoreZero, trySetAffinity } from './setup';

const { scale, duration, rounds, connections } = benchOptions({ duration: '3' });

const pin = pinServerToCoreZero();

const { database } = await openBenchDatabase(scale);
if (await isDatabaseEmpty(database.db)) throw new Error('empty database: seed it with `npm run bench:api` first');

// The same queries as bench/api.ts.
const searchQueries = ['газпром', 'sber', 'норникель', 'иванов', 'petrov', 'россети', 'c,th', 'яндекс'];
const distinctQueries = SURNAMES.flatMap((surname) => MALE_FIRST.map((first) => `${surname} ${first}`))
  .concat(SYNTHETIC_ADJECTIVES.flatMap((a) => SYNTHETIC_NOUNS.map((n) => `${a} ${n}`)))
  .concat(SYNTHETIC_CITIES.flatMap((c) => SYNTHETIC_NOUNS.map((n) => `${n} ${c}`)))
  .concat(STOCKS.map(([ticker]) => ticker.toLowerCase()));
const searchPath = (q: string) => `/api/search?query=${encodeURIComponent(q)}`;

async function start(index: boolean, readCache: boolean): Promise<{ app: FastifyInstance; url: string }> {
  // Read when the search service is built.
  process.env.SEARCH_INDEX = index ? '1' : '0';
  const app = await buildApp({
    database,
    secret: 'bench-secret-0123456789abcdef0123456789abcdef',
    trustProxy: true,
    // Keeps one search: each distinct query misses, and the catalogue's version is still read per search.
    ...(readCache ? {} : { readCache: { maxSearches: 1 } }),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  if (index) await app.searchService.ready(); // the index and the rows, before measuring
  return { app, url };
}

interface LoadResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  failed: number;
}
function load(url: string, paths: string[], seconds: number, amount?: number): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./search-load.mjs', import.meta.url)), { execArgv: [] });
  if (pin && child.pid) trySetAffinity(child.pid, 1);
  child.send({ url, connections, duration: seconds, amount, paths });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
  });
}

// What the index and the rows' copy cost: load time, and memory (heap and typed arrays) after a full
// collection when run with --expose-gc.
{
  const heap = () => {
    global.gc?.();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const before = heap();
  const started = performance.now();
  const index = createSearchIndex(createSearchRepository(database.db));
  await index.ready();
  const loadMs = performance.now() - started;
  const rough = global.gc ? '' : ' (without --expose-gc: rough)';
  console.info(
    `index: ${index.stats().entries} words of names loaded in ${loadMs.toFixed(0)} ms, ${((heap() - before) / 1e6).toFixed(1)} MB${rough}`,
  );
  const rowsBefore = heap();
  const rowsStarted = performance.now();
  const rows = createSearchRows(createSearchRepository(database.db), { eventsToken: () => 'e0' });
  await rows.ready();
  const rowsMs = performance.now() - rowsStarted;
  console.info(
    `rows: every share's and insider's loaded in ${rowsMs.toFixed(0)} ms, ${((heap() - rowsBefore) / 1e6).toFixed(1)} MB${rough}`,
  );
  await index.close();
  await rows.close();
}

const apps = {
  index: { cached: await start(true, true), uncached: await start(true, false) },
  database: { cached: await start(false, true), uncached: await start(false, false) },
};
const targets = [
  { name: 'index: 8 queries', url: apps.index.cached.url, paths: searchQueries.map(searchPath) },
  { name: 'database: 8 queries', url: apps.database.cached.url, paths: searchQueries.map(searchPath) },
  {
    name: `index: ${distinctQueries.length} distinct, no cache`,
    url: apps.index.uncached.url,
    paths: distinctQueries.map(searchPath),
    amount: distinctQueries.length,
  },
  {
    name: `database: ${distinctQueries.length} distinct, no cache`,
    url: apps.database.uncached.url,
    paths: distinctQueries.map(searchPath),
    amount: distinctQueries.length,
  },
];
const results = new Map(targets.map((t) => [t, [] as LoadResult[]]));
for (let round = 1; round <= rounds; round++) {
  for (const target of targets) {
    await load(target.url, target.paths, 1);
    const result = await load(target.url, target.paths, duration, target.amount);
    results.get(target)!.push(result);
    console.info(
      `round ${round} · ${target.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s${result.failed ? `, ${result.failed} failed` : ''}`,
    );
  }
}
console.info(
  `\nscale ${scale} on ${database.kind}, ${connections} connections × ${duration} s, median of ${rounds} rounds\n`,
);
console.info('| target | p50 ms | p99 ms | req/s | failed |');
console.info('|---|---|---|---|---|');
for (const [target, list] of results) {
  const r = [...list].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(list.length / 2)]!;
  console.info(
    `| ${target.name} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.average.toFixed(0)} | ${list.reduce((n, x) => n + x.failed, 0)} |`,
  );
}
for (const { app } of [apps.index.cached, apps.index.uncached, apps.database.cached, apps.database.uncached])
  await app.close();
await database.close();
