// `npm run bench:api` (repository root) / `npm run bench -w apps/api -- [--scale N] [--duration S] [--rounds R] [--connections C] [--only word…]`
// Seeds benchmark volumes (scale 100: 100k ideas, 1M deals, 200k insiders) into a PGlite directory that is
// kept between runs (or BENCH_DATABASE_URL for PostgreSQL), then measures with autocannon:
// a bare Fastify route (the framework's ceiling), the account's ceiling (the API's server sending the account's
// bytes and headers from memory, nothing else), GET /api/account (visitor and signed in), GET /api/search
// (repeated queries, and distinct ones that all miss the read cache) and GET /api/insider-radar/deals with
// distinct filters (nothing of it is cached). The load runs in a child process.
import Fastify from 'fastify';
import { devNull } from 'node:os';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp, createServer } from '../src/app';
import { logDestination } from '../src/http/request-log';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { MALE_FIRST, SURNAMES } from '../src/seed/data/people';
import { STOCKS, SYNTHETIC_ADJECTIVES, SYNTHETIC_CITIES, SYNTHETIC_NOUNS } from '../src/seed/data/stocks';
import { isDatabaseEmpty, seedDatabase } from '../src/seed/index';
import { benchOptions, openBenchDatabase, pinServerToCoreZero, trySetAffinity } from './setup';

const { scale, duration, rounds, connections, only } = benchOptions({ duration: '6' });

const pin = pinServerToCoreZero();

const { database, where } = await openBenchDatabase(scale);
if (await isDatabaseEmpty(database.db)) {
  console.info(`seeding scale ${scale} into ${where} …`);
  const started = Date.now();
  await seedDatabase(database.db, { scale, log: (m) => console.info(`  ${m}`) });
  console.info(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.info(`reusing the seeded database in ${where}`);
}

// Every request logged as `npm start` does (level info, the same destination), written to /dev/null
// (BENCH_LOG_FILE to keep the lines; BENCH_LOG_REQUESTS=0 to measure without): the work of logging
// is measured, not the terminal.
const logging = {
  logger: { level: 'info', stream: logDestination(process.env.BENCH_LOG_FILE ?? devNull) },
  logRequests: process.env.BENCH_LOG_REQUESTS !== '0',
};
const app = await buildApp({
  ...logging,
  database,
  secret: 'bench-secret-0123456789abcdef0123456789abcdef',
  // The benchmark logs in once; throttling is not what is measured.
  authThrottle: { loginPerIp: { limit: 1e9, windowMs: 60_000 } },
  // All load comes from one address: the per-address search limit would answer 429 instead of searching.
  searchLimit: { perSecond: 1e9, burst: 1e9 },
  // BENCH_READ_CACHE_VERSIONS=0: as READ_CACHE_VERSIONS=0 in production (PostgreSQL: events only, no
  // version read per request), to measure what the read-your-writes check costs.
  ...(process.env.BENCH_READ_CACHE_VERSIONS === '0' ? { readCache: { versions: false as const } } : {}),
});
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
// The feed's copy in memory loads on the first feed request in production; here before measuring, so
// the uncached feed row (each combination asked once, no warm-up) measures the feed, not the load.
const feedLoad = Date.now();
await app.ideasFeedIndex?.ready();
if (app.ideasFeedIndex)
  console.info(`ideas feed copy: ${JSON.stringify(app.ideasFeedIndex.stats())} in ${Date.now() - feedLoad} ms`);
// The search's index and rows likewise (in production the first search starts their load and the
// searches read the database until they are in): the uncached search row measures searches, not loads.
{
  const searchLoad = Date.now();
  const heap = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const before = heap();
  await app.searchService.ready();
  console.info(
    `search index and rows: ${JSON.stringify(app.searchService.stats())} in ${Date.now() - searchLoad} ms, ≈ ${((heap() - before) / 1e6).toFixed(0)} MB`,
  );
}

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// Sign in like a browser: token from a GET, then POST with the header.
const first = await fetch(`${apiUrl}/api/account`);
const cookies = new Map<string, string>();
const remember = (response: Response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair!.split('=');
    cookies.set(name!, rest.join('='));
  }
};
remember(first);
// A visitor's cookies (the guest id and its anti-forgery token), as a browser holds them after its first
// page: the searches a visitor types carry them, so the server does not start a guest for each one.
const visitor = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
const login = await fetch(`${apiUrl}/api/auth/login`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  },
  body: JSON.stringify({ email: 'pro@investradar.ru', password: DEMO_PASSWORD }),
});
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
remember(login);
const signedIn = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };

// The ceiling of GET /api/account: the API's own Fastify server (src/app.ts createServer: logging,
// request id) with one route that sends the signed-in account's very bytes and headers (the security
// headers, ETag, Vary, content type), kept in a Buffer, and does nothing else: no session, no cookies,
// no cache. The account route can at best reach it; the bare route measures Fastify with none of that.
const accountAnswer = await fetch(`${apiUrl}/api/account`, {
  headers: { ...signedIn, 'accept-encoding': 'identity' },
});
if (!accountAnswer.ok) throw new Error(`account failed: ${accountAnswer.status}`);
const accountBytes = Buffer.from(await accountAnswer.arrayBuffer());
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);
const accountHeaders = Object.fromEntries([...accountAnswer.headers].filter(([name]) => !PER_ANSWER.has(name)));
const ceilings = await Promise.all(
  [logging, { ...logging, logRequests: false }].map(async (options) => {
    const server = createServer(options);
    server.get('/account-answer', (_request, reply) => {
      reply.headers(accountHeaders).send(accountBytes);
    });
    return { server, url: await server.listen({ port: 0, host: '127.0.0.1' }) };
  }),
);

const searchQueries = ['газпром', 'sber', 'норникель', 'иванов', 'petrov', 'россети', 'c,th', 'яндекс'];
// Every request a query not asked before in the run (surname + first name + a share word), so each one
// misses the read cache and measures the database path: the worst case, not the usual one.
const distinctQueries = SURNAMES.flatMap((surname) => MALE_FIRST.map((first) => `${surname} ${first}`))
  .concat(SYNTHETIC_ADJECTIVES.flatMap((a) => SYNTHETIC_NOUNS.map((n) => `${a} ${n}`)))
  .concat(SYNTHETIC_CITIES.flatMap((c) => SYNTHETIC_NOUNS.map((n) => `${n} ${c}`)))
  .concat(STOCKS.map(([ticker]) => ticker.toLowerCase()));
// Distinct filter combinations of the ideas feed (a PRO account, so every filter applies), each asked
// once: nothing of the feed is cached, every one is the database path. Deterministic (a fixed LCG).
let lcg = 42;
const pick = <T>(list: readonly T[]): T => {
  lcg = (lcg * 1_103_515_245 + 12_345) % 2 ** 31;
  return list[lcg % list.length]!;
};
const feedQuery = (n: number) => {
  const parts = [
    `status=${pick(['active', 'active', 'closed', 'all', 'target_reached', 'expired'])}`,
    `page=${1 + (n % 5)}`,
  ];
  if (pick([0, 1])) parts.push(`broker_id=${pick([1, 2, 3, 5, 8, 13, 21])},${pick([4, 6, 7, 9, 10, 11, 12])}`);
  if (pick([0, 1, 2]) === 0) parts.push(`currency=${pick(['RUB', 'USD'])}`);
  if (pick([0, 1, 2]) === 0) parts.push(`horizon=${pick(['30', '90', '180,365', '30,90'])}`);
  if (pick([0, 1, 2]) === 0)
    parts.push(`growth_factors=${pick(['dividends', 'buyback,earnings', 'macro', 'undervalued,sector'])}`);
  if (pick([0, 1, 2, 3]) === 0) parts.push(`asset=${pick(['shares_ru', 'bonds', 'funds', 'shares_us'])}`);
  if (pick([0, 1, 2, 3]) === 0) parts.push('iis=1');
  if (pick([0, 1, 2]) === 0) parts.push(`potential_yield=${pick(['10', '20,40', '5,15'])}`);
  if (pick([0, 1, 2, 3]) === 0) parts.push(`period=${pick(['1m', '3m', '1y'])}`);
  parts.push(`sort_by=${pick(['date', 'date', 'potential_yield', 'horizon'])}&sort_order=${pick(['asc', 'desc'])}`);
  return `/api/ideas?${parts.join('&')}`;
};
const feedQueries = Array.from({ length: 3_000 }, (_, n) => feedQuery(n));
// The warm-up's combinations: the same mix from another seed, pages 6–10 (none of them is measured).
lcg = 4_242;
const feedWarmup = Array.from({ length: 1_000 }, (_, n) => feedQuery(n).replace(/page=\d+/, `page=${6 + (n % 5)}`));
const forecasterQueries = ['analyst', 'broker'].flatMap((kind) =>
  ['1m', '3m', '1y', 'all'].flatMap((period) =>
    [1, 2].map((page) => `/api/forecasters?kind=${kind}&period=${period}&page=${page}`),
  ),
);

// Insider radar: distinct filters (each one once, nothing cached) as a PRO account sends them.
const radarTickers = STOCKS.map(([ticker]) => ticker);
const radarQueries = [
  ...radarTickers.flatMap((t) => [
    `ticker=${t}`,
    `ticker=${t}&type=all&sort_by=value`,
    `ticker=${t}&sort_by=shares&sort_order=asc`,
  ]),
  ...Array.from({ length: 600 }, (_, i) => `search_id=${1 + i * 37}&whose_id=investor${i % 2 ? '&type=all' : ''}`),
  ...[1e5, 1e6, 1e7, 1e8, 1e9].flatMap((min) =>
    ['date', 'value', 'shares'].flatMap((sort) =>
      ['desc', 'asc'].map((order) => `min_value=${min}&sort_by=${sort}&sort_order=${order}`),
    ),
  ),
  ...Array.from({ length: 36 }, (_, m) => {
    const from = new Date(Date.UTC(2026, 10 - m, 1)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(2026, 11 - m, 0)).toISOString().slice(0, 10);
    return [
      `date_from=${from}&date_to=${to}`,
      `date_from=${from}&date_to=${to}&sort_by=value`,
      `date_from=${from}&type=buy&min_value=1000000`,
    ];
  }).flat(),
  ...['director', 'officer', 'ten_percent_owner', 'other'].flatMap((role) =>
    ['buy', 'sell', 'buy,sell'].map((type) => `role=${role}&type=${type}`),
  ),
  ...Array.from({ length: 10 }, (_, p) => `cluster=1&page=${p + 1}`),
  ...Array.from({ length: 50 }, (_, p) => `page=${p + 1}`),
  ...Array.from({ length: 20 }, (_, p) => `type=sell&page=${p + 1}&sort_by=value`),
].map((q) => `/api/insider-radar/deals?${q}`);
// The radar's warm-up: second pages of the same kinds of filter (none of them is measured), every kind
// of the measured share and insider pages: each is a statement prepared by shape on each of the pool's
// connections, planned for its values its first five times there (≈ 1.5 ms each), as only on a server
// that has just started.
const radarWarmup = [
  ...radarTickers.flatMap((t) => [
    `ticker=${t}&page=2`,
    `ticker=${t}&type=all&sort_by=value&page=2`,
    `ticker=${t}&sort_by=shares&sort_order=asc&page=2`,
  ]),
  ...Array.from(
    { length: 100 },
    (_, i) => `search_id=${20 + i * 53}&whose_id=investor${i % 2 ? '&type=all' : ''}&page=2`,
  ),
  ...Array.from({ length: 50 }, (_, p) => `page=${51 + p}`),
].map((q) => `/api/insider-radar/deals?${q}`);
interface Target {
  name: string;
  url: string;
  paths: string[];
  headers?: Record<string, string>;
  sharedCursor?: boolean;
  amount?: number;
  /** A distinct-queries target's one-second warm-up: other queries of the same kinds, none measured. */
  warmup?: string[];
}
const searchPath = (q: string) => `/api/search?query=${encodeURIComponent(q)}`;
const bareTarget: Target = { name: 'bare Fastify route', url: bareUrl, paths: ['/bare'] };
// The same request as the signed-in one (its cookies are most of its bytes), so the ratio compares
// what the server does with it, not how much more the client sends.
const bareSameHeaders: Target = {
  name: 'bare Fastify route, signed-in request headers',
  url: bareUrl,
  paths: ['/bare'],
  headers: signedIn,
};
const ceilingTarget: Target = {
  name: `ceiling of the account: the API's Fastify server sending its answer (logging ${logging.logRequests ? 'on' : 'off'})`,
  url: ceilings[0]!.url,
  paths: ['/account-answer'],
  headers: signedIn,
};
const signedInTarget: Target = {
  name: 'GET /api/account (signed in)',
  url: apiUrl,
  paths: ['/api/account'],
  headers: signedIn,
};
const allTargets: Target[] = [
  bareTarget,
  bareSameHeaders,
  // Right after the bare routes: the ratios are taken between runs as close in time as possible.
  ceilingTarget,
  {
    name: 'ceiling of the account without request logging (what the access line costs)',
    url: ceilings[1]!.url,
    paths: ['/account-answer'],
    headers: signedIn,
  },
  signedInTarget,
  { name: 'GET /api/account (visitor)', url: apiUrl, paths: ['/api/account'] },
  {
    name: `GET /api/search (${searchQueries.length} queries, visitor)`,
    url: apiUrl,
    paths: searchQueries.map(searchPath),
    headers: visitor,
  },
  {
    name: `GET /api/ideas (uncached: ${feedQueries.length} distinct filter combinations, PRO)`,
    url: apiUrl,
    paths: feedQueries,
    headers: signedIn,
    sharedCursor: true,
    amount: feedQueries.length,
    warmup: feedWarmup,
  },
  { name: 'GET /api/ideas (defaults, visitor)', url: apiUrl, paths: ['/api/ideas'] },
  {
    name: `GET /api/forecasters (${forecasterQueries.length} kind × period × page, PRO)`,
    url: apiUrl,
    paths: forecasterQueries,
    headers: signedIn,
  },
  {
    name: `GET /api/search (uncached: ${distinctQueries.length} distinct queries, visitor)`,
    url: apiUrl,
    paths: distinctQueries.map(searchPath),
    headers: visitor,
    sharedCursor: true,
    // Stop before the list comes round again: a repeat would be served from memory.
    amount: distinctQueries.length,
  },
  {
    name: `GET /api/insider-radar/deals (PRO, ${radarQueries.length} distinct filters)`,
    url: apiUrl,
    paths: radarQueries,
    headers: signedIn,
    sharedCursor: true,
    amount: radarQueries.length,
    warmup: radarWarmup,
  },
];
// `--only word`: the targets named so, and the bare route (what every row is compared with).
const targets = only.length
  ? allTargets.filter((t, i) => i === 0 || only.some((word) => t.name.toLowerCase().includes(word)))
  : allTargets;

interface LoadResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  failed: number;
  /** Server CPU time (this process: both servers, not the load generator) per answered request, µs. */
  cpuPerRequest?: number;
}
async function load(target: Target, seconds: number): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage();
  const result = await loadOnce(target, seconds);
  const cpu = process.cpuUsage(cpuBefore);
  return { ...result, cpuPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total) };
}

function loadOnce(target: Target, seconds: number): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./load-process.mjs', import.meta.url)), { execArgv: [] });
  if (pin && child.pid) trySetAffinity(child.pid, 1);
  child.send({
    url: target.url,
    connections,
    duration: seconds,
    amount: target.amount,
    headers: target.headers,
    paths: target.paths,
    sharedCursor: target.sharedCursor,
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
  });
}

// Rounds: every target once per round, in turn, after a one-second warm-up; the table gives each
// target's median round. One run of a target swings by ±15 % on a shared 2-core machine, and the
// account / bare ratio is only meaningful between runs taken under the same conditions.
const results = new Map<Target, LoadResult[]>(targets.map((t) => [t, []]));
for (let round = 1; round <= rounds; round++) {
  for (const target of targets) {
    // The distinct queries would repeat from the second round on (and be served from memory).
    if (target.amount && round > 1) continue;
    if (!target.amount) await load(target, 1);
    // A server that has run for a while: its code compiled and its connections used (not the first second
    // after start), but none of the measured queries asked before.
    else if (target.warmup && round === 1)
      await load({ ...target, paths: target.warmup, amount: target.warmup.length }, 1);
    const result = await load(target, duration);
    results.get(target)!.push(result);
    console.info(
      `round ${round} · ${target.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s, ${result.cpuPerRequest!.toFixed(1)} µs CPU/request${result.failed ? `, ${result.failed} failed` : ''}`,
    );
  }
}
const median = (target: Target): LoadResult => {
  const list = [...results.get(target)!].sort((a, b) => a.requests.average - b.requests.average);
  return list[Math.floor(list.length / 2)]!;
};

console.info(
  `\nscale ${scale} on ${database.kind}, ${connections} connections × ${duration} s per target, median of ${rounds} rounds\n`,
);
console.info('| target | p50 ms | p99 ms | req/s | server CPU µs/request | requests | non-2xx/errors |');
console.info('|---|---|---|---|---|---|---|');
// The uncached search row first: it is the realistic search (every visitor types their own prefix).
const printOrder = [...targets].sort((x, y) => Number(Boolean(y.amount)) - Number(Boolean(x.amount)));
for (const target of printOrder) {
  const r = median(target);
  const failed = results.get(target)!.reduce((n, x) => n + x.failed, 0);
  console.info(
    `| ${target.name} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.average.toFixed(0)} | ${r.cpuPerRequest!.toFixed(0)} | ${r.requests.total} | ${failed} |`,
  );
}
// The ratio of each round (runs seconds apart, under the same conditions), then the median of those.
const ratio = (base: Target, of: (r: LoadResult) => number, measured = signedInTarget) => {
  const runs = results.get(measured)!;
  const perRound = results.get(base)!.map((r, i) => of(runs[i]!) / of(r));
  return perRound.sort((x, y) => x - y)[Math.floor(perRound.length / 2)]!.toFixed(2);
};
const rps = (r: LoadResult) => r.requests.average;
const perCpu = (r: LoadResult) => 1 / r.cpuPerRequest!;
if (targets.includes(signedInTarget)) {
  // `--only account` runs the bare route without the same request headers: those ratios need both.
  const sameHeaders = targets.includes(bareSameHeaders);
  console.info(
    `\nGET /api/account (signed in) / bare route, median of the rounds' ratios: ${ratio(bareTarget, rps)}${sameHeaders ? `; with the same request headers: ${ratio(bareSameHeaders, rps)}` : ''}`,
  );
  // Throughput swings with whatever else the machine runs; CPU time per request does much less.
  console.info(
    `by server CPU per request: ${ratio(bareTarget, perCpu)}${sameHeaders ? ` (same request headers: ${ratio(bareSameHeaders, perCpu)})` : ''}`,
  );
  if (targets.includes(ceilingTarget))
    console.info(
      `GET /api/account (signed in) / its ceiling: ${ratio(ceilingTarget, rps)} (by CPU: ${ratio(ceilingTarget, perCpu)}); the ceiling / bare route: ${ratio(bareTarget, rps, ceilingTarget)}`,
    );
}
console.info(pin ? 'server on core 0, load generator on core 1 (taskset)' : 'no core pinning');

await bare.close();
await Promise.all(ceilings.map(({ server }) => server.close()));
await app.close();
await database.close();
