// pg-boss (https://github.com/timgit/pg-boss): jobs as rows of the `pgboss` schema, claimed with
// FOR UPDATE SKIP LOCKED, so of several instances exactly one takes each job; schedules are rows too
// (pgboss.schedule), and one instance at a time turns a due schedule into a job. On PostgreSQL it has a
// small pool of its own; on PGlite (the embedded fallback) it shares the process's PGlite through its
// `fromPglite` adapter, so the queue and the schedules live in the data directory and survive restarts.
import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import { definitionByName, runLogged, type JobDefinition, type JobLogger, type JobQueue } from './port';

export const PG_BOSS_SCHEMA = 'pgboss';

export type PgBossTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export interface PgBossQueueOptions {
  target: PgBossTarget;
  definitions: readonly JobDefinition[];
  logger: JobLogger;
  /** Time zone of the cron expressions. */
  timeZone: string;
  /** How often an idle worker asks for a job (seconds, ≥ 0.5). */
  pollingSeconds?: number;
}

export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { target, definitions, logger } = options;
  const connection: ConstructorOptions =
    target.kind === 'postgres'
      ? { connectionString: target.url, max: 3, application_name: 'investradar-jobs' }
      : { db: fromPglite(target.client), backend: 'pglite' };
  const boss = new PgBoss({ ...connection, schema: PG_BOSS_SCHEMA });
  boss.on('error', (error) => logger.error({ err: { message: error.message } }, 'jobs: pg-boss error'));
  let started = false;

  const enqueue = async (name: string) => boss.send(definitionByName(definitions, name).name, {});

  return {
    kind: target.kind === 'postgres' ? 'pg-boss' : 'pg-boss-pglite',
    definitions,
    async start({ workers }) {
      await boss.start();
      started = true;
      for (const definition of definitions) {
        const settings = {
          // One run at a time per job, and at most one more waiting: a schedule firing while a manual
          // run waits adds nothing.
          policy: 'stately' as const,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: 3600,
          expireInSeconds: definition.expireSeconds,
        };
        if (!(await boss.getQueue(definition.name))) {
          // Two instances starting together: the second create fails on the existing row; update instead.
          await boss.createQueue(definition.name, settings).catch(() => undefined);
        }
        const { policy: _policy, ...changeable } = settings;
        await boss.updateQueue(definition.name, changeable);
        if (definition.schedule)
          await boss.schedule(definition.name, definition.schedule, {}, { tz: options.timeZone });
        else await boss.unschedule(definition.name);
      }
      if (!workers) return;
      for (const definition of definitions) {
        await boss.work(
          definition.name,
          { batchSize: 1, pollingIntervalSeconds: options.pollingSeconds ?? 2 },
          async ([job]) => {
            if (!job) return;
            await runLogged(definition, { id: job.id, attempt: job.retryCount + 1 }, logger, enqueue);
          },
        );
      }
    },
    enqueue,
    async stop(timeoutMs) {
      if (!started) return;
      started = false;
      // graceful: waits for the handlers running now (up to timeoutMs), then closes its pool (not PGlite).
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
