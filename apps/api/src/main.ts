// `npm start` entry: opens the database (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL),
// applies migrations, seeds an empty database and serves the API (+ the built web app) on PORT.
import { buildApp } from './app';
import { loadAppConfig } from './app-config';
import { insecurePublicUrlWarning, readServerEnv } from './config';
import { openDatabase } from './db/client';
import { exitIfLocked } from './lib/data-dir-lock';
import { createPostgresStore, createRedisStore, type CounterStore } from './lib/rate-limit';
import { logDestination } from './http/request-log';
import { resolveAppSecret } from './lib/secret';
import { isDatabaseEmpty, seedDatabase } from './seed/index';

const env = readServerEnv();
// A PGlite DATA_DIR is held by one process at a time: a second one stops here, naming the first.
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
await database.migrate();
if (env.seed && (await isDatabaseEmpty(database.db))) {
  await seedDatabase(database.db, { log: (message) => console.info(`[seed] ${message}`) });
}

// Login / registration counters must be shared by every instance: Redis when given; else, on
// PostgreSQL (which several instances may share), a table of that database; PGlite is one process
// (its directory lock), so the app's memory store is right there.
const counterStore: CounterStore | undefined = env.redisUrl
  ? createRedisStore(env.redisUrl)
  : database.kind === 'postgres'
    ? createPostgresStore(database.db)
    : undefined;
const app = await buildApp({
  ...(counterStore ? { counterStore } : {}),
  database,
  secret: resolveAppSecret(env.appSecret, env.dataDir),
  production: env.production,
  appConfig: loadAppConfig(env.appConfigFile),
  ...(env.webDistDir ? { webDistDir: env.webDistDir } : {}),
  ...(env.webDistDir && env.ssrEntry ? { ssrEntry: env.ssrEntry } : {}),
  publicUrl: env.publicUrl,
  logger: { level: process.env.LOG_LEVEL ?? 'info', stream: logDestination() },
  // Every request and its answer are logged; LOG_REQUESTS=0 leaves access logs to a reverse proxy.
  logRequests: process.env.LOG_REQUESTS !== '0',
  trustProxy: process.env.TRUST_PROXY === '1',
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await counterStore?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const insecure = insecurePublicUrlWarning(env);
if (insecure) app.log.warn(insecure);

await app.listen({ port: env.port, host: env.host });
app.log.info(
  `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`}; web app: ${env.webDistDir ? `${env.webDistDir}${env.ssrEntry ? ' (pages rendered on the server)' : ' (rendered in the browser)'}` : 'not built (API only)'}`,
);
