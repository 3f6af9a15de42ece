// `npm start` entry: opens the database (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL),
// applies migrations, seeds an empty database and serves the API (+ the built web app) on PORT.
import { buildApp } from './app';
import { loadAppConfig } from './app-config';
import {
  insecurePublicUrlWarning,
  missingSharedSecret,
  readServerEnv,
  SHUTDOWN_GRACE_MS,
  trustAllProxiesWarning,
} from './config';
import { openDatabase } from './db/client';
import { exitIfLocked } from './lib/data-dir-lock';
import { createPostgresStore, createRedisStore, type CounterStore } from './lib/rate-limit';
import { logDestination } from './http/request-log';
import { resolveAppSecret } from './lib/secret';
import { isDatabaseEmpty, seedDatabase } from './seed/index';
import { createSmtpMailer, readMailEnv } from './features/mail';
import { createServerJobs, type JobQueue } from './jobs/index';
import { registerJobRoutes } from './jobs/routes';
import { createLogMailer } from './lib/mailer';
import { paymentsSettingsFromEnv, PaymentsSettingsError, sandboxPaymentsWarning } from './features/money';

const env = readServerEnv();
const secretProblem = missingSharedSecret(env);
if (secretProblem) {
  console.error(secretProblem);
  process.exit(1);
}
// Outside development the payment provider and its secret are required settings (docs/security.md).
const paymentsSettings = (() => {
  try {
    return paymentsSettingsFromEnv();
  } catch (error) {
    if (!(error instanceof PaymentsSettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
// A PGlite DATA_DIR is held by one process at a time: a second one stops here, naming the first.
const database = await openDatabase(
  env.databaseUrl
    ? {
        kind: 'postgres',
        url: env.databaseUrl,
        warm: true,
        ...(env.databaseDirectUrl ? { listenUrl: env.databaseDirectUrl } : {}),
      }
    : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
await database.migrate();
if (env.seed && (await isDatabaseEmpty(database.db))) {
  await seedDatabase(database.db, { log: (message) => console.info(`[seed] ${message}`) });
}

// Login / registration counters must be shared by every instance: Redis when given; else, on
// PostgreSQL (which several instances may share), a table of that database; PGlite is one process
// (its directory lock), so the app's memory store is right there.
const counterStore: CounterStore | undefined = env.redisUrl
  ? createRedisStore(env.redisUrl, env.redisKeyPrefix)
  : database.kind === 'postgres'
    ? createPostgresStore(database.db)
    : undefined;
// Address verification and security notices go through SMTP when SMTP_URL is set, else to the log.
const mailEnv = readMailEnv(process.env, env.publicUrl);
const smtpMailer = mailEnv.smtpUrl ? createSmtpMailer({ url: mailEnv.smtpUrl, from: mailEnv.from }) : undefined;
const secret = resolveAppSecret(env.appSecret, env.dataDir);
const appConfig = loadAppConfig(env.appConfigFile);
const app = await buildApp({
  ...(counterStore ? { counterStore } : {}),
  ...(smtpMailer ? { mailer: smtpMailer } : {}),
  database,
  // READ_CACHE_VERSIONS=0: cached reads skip the per-key version check (one query each): events only.
  ...(process.env.READ_CACHE_VERSIONS === '0' ? { readCache: { versions: false as const } } : {}),
  secret,
  production: env.production,
  appConfig,
  ...(env.webDistDir ? { webDistDir: env.webDistDir } : {}),
  ...(env.webDistDir && env.ssrEntry ? { ssrEntry: env.ssrEntry } : {}),
  publicUrl: env.publicUrl,
  logger: { level: process.env.LOG_LEVEL ?? 'info', stream: logDestination() },
  // Every request and its answer are logged; LOG_REQUESTS=0 leaves access logs to a reverse proxy.
  logRequests: process.env.LOG_REQUESTS !== '0',
  trustProxy: env.trustProxy,
  money: { settings: paymentsSettings },
  // The league's server-to-server calls: the operator's commands and the Telegram bot (unset: closed).
  adminSecret: process.env.ADMIN_SECRET || undefined,
  telegramBotSecret: process.env.TELEGRAM_BOT_SECRET || undefined,
});

// Scheduled and queued jobs (src/jobs): every instance runs workers unless JOBS=off.
const jobs: JobQueue | undefined =
  process.env.JOBS === 'off'
    ? undefined
    : createServerJobs({
        database,
        databaseUrl: env.databaseUrl,
        redisUrl: env.redisUrl,
        redisKeyPrefix: env.redisKeyPrefix,
        logger: app.log.child({ component: 'jobs' }),
        config: appConfig,
        letters: { publicUrl: env.publicUrl, secret },
        mailer: smtpMailer ?? createLogMailer((message) => app.log.info(message)),
      });
if (jobs) registerJobRoutes(app, { queue: jobs, adminSecret: process.env.ADMIN_SECRET || undefined });
/** Set once the workers run: a SIGTERM during pg-boss's first start (seconds on PGlite) does not wait for it. */
let jobsRunning = false;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing (no new connections; requests in flight finish)`);
  // What does not finish within the grace period is cut off: a stuck client or query must not keep
  // an orchestrator's restart waiting (it sends SIGKILL after its own timeout anyway).
  const deadline = setTimeout(() => {
    app.log.error(`${signal}: not closed within ${SHUTDOWN_GRACE_MS} ms, exiting`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  deadline.unref();
  try {
    // Jobs stop being taken now; the running ones get the grace period less a margin to close pools.
    await Promise.all([app.close(), jobsRunning ? jobs?.stop(SHUTDOWN_GRACE_MS - 2_000) : undefined]);
    await counterStore?.close();
    smtpMailer?.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, `${signal}: error while closing`);
    process.exit(1);
  }
  app.log.info(`${signal}: closed`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const insecure = insecurePublicUrlWarning(env);
if (insecure) app.log.warn(insecure);
const trustAll = trustAllProxiesWarning(env);
if (trustAll) app.log.warn(trustAll);
const sandboxPayments = sandboxPaymentsWarning(paymentsSettings);
if (sandboxPayments) app.log.warn(sandboxPayments);

await app.listen({ port: env.port, host: env.host });
if (jobs) {
  // In the background: pg-boss creates its tables on the first start (seconds on PGlite).
  void jobs
    .start({ workers: true })
    .then(() => {
      jobsRunning = !closing;
      if (closing) return;
      app.log.info(
        {
          component: 'jobs',
          queue: jobs.kind,
          jobs: jobs.definitions.map((d) => `${d.name} ${d.schedule ?? '(on demand)'}`),
        },
        'jobs: workers started',
      );
    })
    .catch((error: unknown) => {
      if (!closing)
        app.log.error({ component: 'jobs', err: error }, 'jobs: could not start; no job runs on this instance');
    });
}
app.log.info(
  `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`}; web app: ${env.webDistDir ? `${env.webDistDir}${env.ssrEntry ? ' (pages rendered on the server)' : ' (rendered in the browser)'}` : 'not built (API only)'}`,
);
