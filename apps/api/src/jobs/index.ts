// Which queue holds the jobs: BullMQ when REDIS_URL is set, else pg-boss on the server's database —
// its own small pool on PostgreSQL (DATABASE_URL), or the process's PGlite (the embedded fallback:
// same engine, tables in the data directory, so scheduled runs survive a restart).
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/client';
import { createBullQueue } from './bullmq';
import { jobDefinitions, readJobsEnv, type JobDeps } from './catalog';
import { createPgBossQueue } from './pg-boss';
import type { JobDefinition, JobLogger, JobQueue } from './port';

export type { JobQueue } from './port';

export interface JobQueueSettings {
  database: DatabaseHandle;
  /** DATABASE_URL (PostgreSQL); unset with PGlite. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX; BullMQ's keys go under `<prefix>jobs:`. */
  redisKeyPrefix: string;
  definitions: readonly JobDefinition[];
  logger: JobLogger;
  timeZone: string;
  /** Tests: how often an idle pg-boss worker asks for a job. */
  pollingSeconds?: number;
}

export function createJobQueue(settings: JobQueueSettings): JobQueue {
  const { database, definitions, logger, timeZone } = settings;
  if (settings.redisUrl) {
    return createBullQueue({
      url: settings.redisUrl,
      prefix: `${settings.redisKeyPrefix}jobs`,
      definitions,
      logger,
      timeZone,
    });
  }
  const options = {
    definitions,
    logger,
    timeZone,
    ...(settings.pollingSeconds ? { pollingSeconds: settings.pollingSeconds } : {}),
  };
  if (database.kind === 'postgres') {
    if (!settings.databaseUrl) throw new Error('jobs: a PostgreSQL database needs its DATABASE_URL');
    return createPgBossQueue({ ...options, target: { kind: 'postgres', url: settings.databaseUrl } });
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return createPgBossQueue({ ...options, target: { kind: 'pglite', client } });
}

/** The server's queue with the product's jobs (catalog.ts), configured from the environment. */
export function createServerJobs(
  settings: Omit<JobQueueSettings, 'definitions' | 'timeZone'> & Omit<JobDeps, 'db' | 'env'>,
  env: NodeJS.ProcessEnv = process.env,
): JobQueue {
  const jobsEnv = readJobsEnv(env);
  const definitions = jobDefinitions({
    db: settings.database.db,
    config: settings.config,
    letters: settings.letters,
    mailer: settings.mailer,
    ...(settings.renewalHooks ? { renewalHooks: settings.renewalHooks } : {}),
    env: jobsEnv,
  });
  return createJobQueue({ ...settings, definitions, timeZone: jobsEnv.timeZone });
}
