// `npm run bench:api` (repository root) / `npm run bench -w apps/api -- [--scale N] [--duration S] [--connections C]`
// Seeds benchmark volumes (scale 100: 100k ideas, 1M deals, 200k insiders) into a PGlite directory that is
// kept between runs (or BENCH_DATABASE_URL for PostgreSQL), then measures with autocannon:
// a bare Fastify route (the framework's ceiling), GET /api/account (visitor and signed in) and GET /api/search.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { isDatabaseEmpty, seedDatabase } from '../src/seed/index';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const scale = Number(values.scale);
const duration = Number(values.duration);
const connections = Number(values.connections);

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), `investradar-bench-scale-${scale}`);
const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir });
await database.migrate();
if (await isDatabaseEmpty(database.db)) {
  console.info(`seeding scale ${scale} into ${databaseUrl ? 'PostgreSQL' : dataDir} …`);
  const started = Date.now();
  await seedDatabase(database.db, { scale, log: (m) => console.info(`  ${m}`) });
  console.info(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.info(`reusing the seeded database in ${databaseUrl ? 'PostgreSQL' : dataDir}`);
}

const app = await buildApp({
  database,
  secret: 'bench-secret-0123456789abcdef0123456789abcdef',
  // The benchmark logs in once; throttling is not what is measured.
  authThrottle: { loginPerIp: { limit: 1e9, windowMs: 60_000 } },
});
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

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
const login = await fetch(`${apiUrl}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  body: JSON.stringify({ email: 'pro@investradar.ru', password: DEMO_PASSWORD }),
});
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
remember(login);
const signedIn = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };

const searchQueries = ['газпром', 'sber', 'норникель', 'иванов', 'petrov', 'россети', 'c,th', 'яндекс'];
const targets: Array<{ name: string; options: Parameters<typeof autocannon>[0] }> = [
  { name: 'bare Fastify route', options: { url: `${bareUrl}/bare` } },
  { name: 'GET /api/account (visitor)', options: { url: `${apiUrl}/api/account` } },
  { name: 'GET /api/account (signed in)', options: { url: `${apiUrl}/api/account`, headers: signedIn } },
  {
    name: `GET /api/search (${searchQueries.length} queries)`,
    options: { url: apiUrl, requests: searchQueries.map((q) => ({ method: 'GET', path: `/api/search?query=${encodeURIComponent(q)}` })) },
  },
];

const rows: string[] = [];
for (const target of targets) {
  const result = await autocannon({ connections, duration, ...target.options });
  const failed = result.non2xx + result.errors + result.timeouts;
  rows.push(
    `| ${target.name} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.average.toFixed(0)} | ${result.requests.total} | ${failed} |`,
  );
  console.info(`${target.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s${failed ? `, ${failed} failed` : ''}`);
}

console.info(`\nscale ${scale} on ${database.kind}, ${connections} connections × ${duration} s per target\n`);
console.info('| target | p50 ms | p99 ms | req/s | requests | non-2xx/errors |');
console.info('|---|---|---|---|---|---|');
for (const row of rows) console.info(row);

await bare.close();
await app.close();
await database.close();
