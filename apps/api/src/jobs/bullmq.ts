// BullMQ (https://docs.bullmq.io) when REDIS_URL is set: a queue per job in Redis; one worker per job
// and instance, concurrency 1, so of several instances exactly one takes each job (Redis moves it to
// the active list atomically). Schedules are job schedulers (upsertJobScheduler), one per job and
// shared by every instance: each instance rewriting it at start changes nothing.
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { definitionByName, runLogged, type JobDefinition, type JobLogger, type JobQueue } from './port';

const WEEK_SECONDS = 7 * 24 * 3600;

export interface BullQueueOptions {
  url: string;
  /** Key prefix (several products or test runs may share one Redis). */
  prefix: string;
  definitions: readonly JobDefinition[];
  logger: JobLogger;
  timeZone: string;
}

export function createBullQueue(options: BullQueueOptions): JobQueue {
  const { definitions, logger, prefix } = options;
  // Workers block on Redis: BullMQ wants maxRetriesPerRequest null on their connection.
  const connection = new Redis(options.url, { maxRetriesPerRequest: null });
  connection.on('error', (error) => logger.error({ err: { message: error.message } }, 'jobs: Redis error'));
  const queues = new Map(
    definitions.map((definition) => [
      definition.name,
      new Queue(definition.name, {
        connection,
        prefix,
        defaultJobOptions: {
          attempts: definition.retryLimit + 1,
          backoff: { type: 'exponential', delay: definition.retryDelaySeconds * 1000 },
          removeOnComplete: { age: WEEK_SECONDS, count: 1000 },
          removeOnFail: { age: 2 * WEEK_SECONDS },
        },
      }),
    ]),
  );
  const workers: Worker[] = [];

  async function enqueue(name: string): Promise<string | null> {
    const definition = definitionByName(definitions, name);
    // At most one waiting per job: another add while one waits returns that one (deduplicated).
    const job = await queues
      .get(definition.name)!
      .add(definition.name, {}, { deduplication: { id: `${definition.name}-pending` } });
    return job.id ?? null;
  }

  return {
    kind: 'bullmq',
    definitions,
    async start({ workers: withWorkers }) {
      for (const definition of definitions) {
        const queue = queues.get(definition.name)!;
        if (definition.schedule) {
          await queue.upsertJobScheduler(
            definition.name,
            { pattern: definition.schedule, tz: options.timeZone },
            { name: definition.name, data: {} },
          );
        } else await queue.removeJobScheduler(definition.name);
      }
      if (!withWorkers) return;
      for (const definition of definitions) {
        const worker = new Worker(
          definition.name,
          async (job) => runLogged(definition, { id: job.id ?? '?', attempt: job.attemptsMade + 1 }, logger, enqueue),
          // A job whose worker died is taken again after lockDuration; the job's own limit is longer.
          { connection, prefix, concurrency: 1, lockDuration: 60_000 },
        );
        worker.on('error', (error) =>
          logger.error({ job: definition.name, err: { message: error.message } }, 'jobs: worker error'),
        );
        workers.push(worker);
      }
    },
    enqueue,
    async stop(timeoutMs) {
      // close() stops taking jobs and waits for the running ones; past the grace they are left to
      // BullMQ's stalled-job check (another instance takes them again).
      const closing = Promise.all(workers.map((worker) => worker.close()));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
      if ((await Promise.race([closing, late])) === 'late') {
        logger.warn({}, 'jobs: running jobs did not finish within the grace period');
        await Promise.all(workers.map((worker) => worker.close(true)));
      }
      clearTimeout(timer);
      workers.length = 0;
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
