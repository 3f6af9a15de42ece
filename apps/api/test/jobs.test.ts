// The job queue port on each engine: pg-boss on PostgreSQL, BullMQ on Redis, pg-boss on PGlite (the
// embedded fallback). Two queues on one store stand for two instances: a job enqueued through one runs
// exactly once; a failing job is retried with growing delays; stop() waits for a running job; on PGlite
// the schedules and a job enqueued before a restart are still there after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client';
import { createJobQueue } from '../src/jobs/index';
import type { JobDefinition, JobLogger, JobQueue } from '../src/jobs/port';
import { readJobsEnv, DEFAULT_SCHEDULES } from '../src/jobs/catalog';
import { createPostgresDatabase } from './security-processes';
import { TEST_DATABASE_URL } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** What the test jobs did, shared by both "instances" (one process). */
class Record {
  runs: Array<{ job: string; attempt: number; at: number }> = [];
  of = (job: string) => this.runs.filter((run) => run.job === job);
}

function definitions(record: Record): JobDefinition[] {
  const base = { schedule: null, retryLimit: 0, retryDelaySeconds: 1, expireSeconds: 60 };
  return [
    {
      ...base,
      name: 'once',
      async run({ attempt }) {
        record.runs.push({ job: 'once', attempt, at: Date.now() });
        return 'done';
      },
    },
    {
      ...base,
      name: 'flaky',
      retryLimit: 3,
      async run({ attempt }) {
        record.runs.push({ job: 'flaky', attempt, at: Date.now() });
        if (attempt < 3) throw new Error(`attempt ${attempt} fails`);
        return 'third time';
      },
    },
    {
      ...base,
      name: 'broken',
      retryLimit: 1,
      async run({ attempt }) {
        record.runs.push({ job: 'broken', attempt, at: Date.now() });
        throw new Error('always');
      },
    },
    {
      ...base,
      name: 'slow',
      async run({ attempt }) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        record.runs.push({ job: 'slow', attempt, at: Date.now() });
        return 'slow';
      },
    },
    {
      ...base,
      name: 'scheduled',
      schedule: '*/15 * * * *',
      async run() {
        return 'never in a test';
      },
    },
  ];
}

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** The same behaviour asked of every engine that several instances share. */
function sharedQueueSuite(
  title: string,
  open: () => Promise<{ make: (record: Record) => JobQueue; close: () => Promise<void> }>,
) {
  describe(title, () => {
    const record = new Record();
    let a: JobQueue;
    let b: JobQueue;
    let close: () => Promise<void> = async () => {};

    beforeAll(async () => {
      const store = await open();
      close = store.close;
      a = store.make(record);
      b = store.make(record);
      await a.start({ workers: true });
      await b.start({ workers: true });
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(5_000), b?.stop(5_000)]);
      await close();
    });

    it('a job enqueued through A runs exactly once, on A or B', async () => {
      for (let i = 0; i < 3; i += 1) {
        const before = record.of('once').length;
        expect(await a.enqueue('once')).not.toBeNull();
        await until(() => record.of('once').length > before, 15_000, 'the job');
        // Both instances poll; give the other one time to (wrongly) run it too.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(record.of('once')).toHaveLength(before + 1);
      }
    }, 60_000);

    it('a failing job is retried with a growing delay until it succeeds; a hopeless one stops after its retries', async () => {
      await a.enqueue('flaky');
      await b.enqueue('broken');
      await until(() => record.of('flaky').length === 3 && record.of('broken').length === 2, 30_000, 'the retries');
      const flaky = record.of('flaky');
      expect(flaky.map((run) => run.attempt)).toEqual([1, 2, 3]);
      // Backoff from 1 s, doubling (pg-boss adds jitter within the doubling): the second wait is not shorter than ~1 s.
      expect(flaky[1]!.at - flaky[0]!.at).toBeGreaterThanOrEqual(900);
      expect(flaky[2]!.at - flaky[1]!.at).toBeGreaterThanOrEqual(900);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(record.of('broken').map((run) => run.attempt)).toEqual([1, 2]);
    }, 60_000);

    it('an unknown job is refused', async () => {
      await expect(a.enqueue('nope')).rejects.toThrow('unknown job nope');
    });

    it('stop() waits for the job it is running', async () => {
      const store = await open();
      const c = store.make(record);
      await c.start({ workers: true });
      // Only c takes jobs from here on: a and b stop first.
      await Promise.all([a.stop(5_000), b.stop(5_000)]);
      await c.enqueue('slow');
      // Wait until c has claimed it (it logs nothing here, so give it its polling interval).
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const before = record.of('slow').length;
      await c.stop(5_000);
      expect(record.of('slow')).toHaveLength(before + 1);
      await store.close();
    }, 60_000);
  });
}

const skipPostgres = process.env.SKIP_POSTGRES === '1';

(skipPostgres ? describe.skip : describe)('jobs on shared stores', () => {
  sharedQueueSuite('pg-boss on PostgreSQL', async () => {
    const database = await createPostgresDatabase(TEST_DATABASE_URL);
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    return {
      make: (record) =>
        createJobQueue({
          database: handle,
          databaseUrl: database.url,
          redisUrl: undefined,
          redisKeyPrefix: '',
          definitions: definitions(record),
          logger: quiet,
          timeZone: 'Europe/Moscow',
          pollingSeconds: 0.5,
        }),
      close: async () => {
        await handle.close();
        await database.drop();
      },
    };
  });

  sharedQueueSuite('BullMQ on Redis', async () => {
    if (!(await redisAnswers())) throw new Error(`Redis is not answering at ${REDIS_URL}`);
    const prefix = `investradar-test:${randomBytes(4).toString('hex')}:`;
    const handle = { kind: 'postgres' } as DatabaseHandle;
    return {
      make: (record) =>
        createJobQueue({
          database: handle,
          databaseUrl: undefined,
          redisUrl: REDIS_URL,
          redisKeyPrefix: prefix,
          definitions: definitions(record),
          logger: quiet,
          timeZone: 'Europe/Moscow',
        }),
      close: async () => {
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      },
    };
  });
});

describe('pg-boss on PGlite (the embedded fallback)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'investradar-jobs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const queueOn = (database: DatabaseHandle, record: Record) =>
    createJobQueue({
      database,
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: '',
      definitions: definitions(record),
      logger: quiet,
      timeZone: 'Europe/Moscow',
      pollingSeconds: 0.5,
    });

  it('runs jobs in-process; the schedules and a job enqueued before a restart survive it', async () => {
    const record = new Record();
    let database = await openDatabase({ kind: 'pglite', dataDir });
    let queue = queueOn(database, record);
    expect(queue.kind).toBe('pg-boss-pglite');
    await queue.start({ workers: true });
    await queue.enqueue('once');
    await until(() => record.of('once').length === 1, 15_000, 'the job');
    await queue.stop(5_000);

    // Enqueued with no worker (as by an instance stopping), then the process goes away.
    queue = queueOn(database, record);
    await queue.start({ workers: false });
    expect(await queue.enqueue('once')).not.toBeNull();
    await queue.stop(5_000);
    await database.close();

    database = await openDatabase({ kind: 'pglite', dataDir });
    const schedules = await queryRows<{ name: string; cron: string; timezone: string }>(
      database.db,
      sql`SELECT name, cron, timezone FROM pgboss.schedule`,
    );
    expect(schedules).toEqual([{ name: 'scheduled', cron: '*/15 * * * *', timezone: 'Europe/Moscow' }]);
    queue = queueOn(database, record);
    await queue.start({ workers: true });
    await until(() => record.of('once').length === 2, 15_000, 'the job kept over the restart');
    await queue.stop(5_000);
    await database.close();
  }, 120_000);
});

describe('job schedules from the environment', () => {
  it('defaults, a changed one, one turned off, and a clear error for a bad one', () => {
    expect(readJobsEnv({}).schedules).toEqual(DEFAULT_SCHEDULES);
    expect(readJobsEnv({}).timeZone).toBe('Europe/Moscow');
    const env = readJobsEnv({ JOBS_CRON_PRICES: '0 * * * *', JOBS_CRON_MAIL_SEND: 'off', JOBS_TZ: 'UTC' });
    expect(env.schedules.prices).toBe('0 * * * *');
    expect(env.schedules['mail-send']).toBeNull();
    expect(env.timeZone).toBe('UTC');
    // The bot's alerts are collected by the queue every minute unless turned off.
    expect(readJobsEnv({}).schedules['telegram-alerts']).toBe('* * * * *');
    expect(readJobsEnv({ JOBS_CRON_TELEGRAM_ALERTS: 'off' }).schedules['telegram-alerts']).toBeNull();
    expect(() => readJobsEnv({ JOBS_CRON_BILLING_RENEW: 'hourly' })).toThrow(
      'JOBS_CRON_BILLING_RENEW must be a cron expression',
    );
    expect(() => readJobsEnv({ PRICES_SOURCE: 'yahoo' })).toThrow('PRICES_SOURCE must be offline or moex');
  });
});
