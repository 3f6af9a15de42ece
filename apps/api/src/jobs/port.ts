// The job queue port: what the server needs from a queue, whichever engine holds the jobs
// (pg-boss on PostgreSQL or on PGlite, BullMQ on Redis; see index.ts for the choice). Every job here
// is idempotent by itself (claims, unique rows, outbox states), so an engine's at-least-once delivery
// and its retries never do a thing twice.

export interface JobLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface JobContext {
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  log(message: string): void;
}

export interface JobDefinition {
  /** The queue's name: lower case and dashes (`prices`, `league-settle`). */
  name: string;
  /** A cron expression (5 fields) in the queue's time zone, or null: run only when enqueued. */
  schedule: string | null;
  /** Retries after the first failure; the delay doubles from retryDelaySeconds each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still going after this long is considered lost (its process died) and is retried. */
  expireSeconds: number;
  /** Does the work once; answers a one-line summary for the log. Throws to be retried. */
  run(context: JobContext): Promise<string>;
  /** Jobs enqueued after a successful run (the settlement after the prices). */
  then?: readonly string[];
}

export type JobQueueKind = 'pg-boss' | 'pg-boss-pglite' | 'bullmq';

export interface JobQueue {
  readonly kind: JobQueueKind;
  /**
   * Creates the queues and (re)writes their schedules — both idempotent, so every instance may call it
   * at start — and, with workers, starts taking jobs.
   */
  start(options: { workers: boolean }): Promise<void>;
  /** Adds one run of a job; a job already waiting is not added twice (the answer is then null). */
  enqueue(name: string): Promise<string | null>;
  /** Stops taking jobs, waits up to timeoutMs for the running ones, and closes the connections. */
  stop(timeoutMs: number): Promise<void>;
  readonly definitions: readonly JobDefinition[];
}

/** Runs a definition with the log lines every engine writes: start, completion (with the summary), failure. */
export async function runLogged(
  definition: JobDefinition,
  run: { id: string; attempt: number },
  logger: JobLogger,
  enqueue: (name: string) => Promise<unknown>,
): Promise<string> {
  const started = performance.now();
  const fields = { job: definition.name, jobId: run.id, attempt: run.attempt };
  logger.info(fields, 'job started');
  try {
    const summary = await definition.run({
      attempt: run.attempt,
      log: (message) => logger.info({ ...fields }, message),
    });
    logger.info({ ...fields, ms: Math.round(performance.now() - started), summary }, 'job completed');
    for (const next of definition.then ?? []) {
      await enqueue(next).catch((error: unknown) =>
        logger.error({ ...fields, next, err: error }, 'job: could not enqueue the next one'),
      );
    }
    return summary;
  } catch (error) {
    const final = run.attempt > definition.retryLimit;
    logger[final ? 'error' : 'warn'](
      {
        ...fields,
        ms: Math.round(performance.now() - started),
        err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
      },
      final ? 'job failed, no retries left' : 'job failed, will be retried',
    );
    throw error;
  }
}

export function definitionByName(definitions: readonly JobDefinition[], name: string): JobDefinition {
  const definition = definitions.find((d) => d.name === name);
  if (!definition) throw new Error(`unknown job ${name}`);
  return definition;
}
