// GET /api/ready: whether this instance can serve traffic now — its database answers, every migration
// in drizzle/ has been applied to it, and Redis (when the shared counters live there) answers. A load
// balancer sends requests only to ready instances; /api/health (liveness) stays a plain "process is up".
import { readinessAnswerSchema } from '@investradar/ui/domain';
import { operation } from './openapi';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_DIR } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { CounterStore } from '../lib/rate-limit';

export type CheckState = 'ok' | 'failing' | 'not used';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; redis: CheckState };
  /** Why a check fails, in the operator's words (no secrets: no URLs, no credentials). */
  problems: string[];
}

/** How long one check may take before the instance counts as not ready. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Number of migrations this build ships (drizzle/meta/_journal.json). */
export function shippedMigrations(dir = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export async function checkReadiness(
  database: DatabaseHandle,
  counterStore: CounterStore | undefined,
  expectedMigrations = shippedMigrations(),
): Promise<Readiness> {
  const problems: string[] = [];
  const checks: Readiness['checks'] = { database: 'ok', migrations: 'ok', redis: 'not used' };
  try {
    await withTimeout(database.db.execute(sql`SELECT 1`));
    try {
      const result = await withTimeout(
        database.db.execute(sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`),
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { applied: number }[];
      const applied = Number(rows[0]?.applied ?? 0);
      if (applied < expectedMigrations) {
        checks.migrations = 'failing';
        problems.push(`migrations: ${applied} of ${expectedMigrations} applied`);
      }
    } catch (error) {
      checks.migrations = 'failing';
      problems.push(`migrations: ${(error as Error).message}`);
    }
  } catch (error) {
    checks.database = 'failing';
    checks.migrations = 'failing';
    problems.push(`database: ${(error as Error).message}`);
  }
  if (counterStore?.ping) {
    try {
      await withTimeout(counterStore.ping());
      checks.redis = 'ok';
    } catch (error) {
      checks.redis = 'failing';
      problems.push(`redis: ${(error as Error).message}`);
    }
  }
  return { ready: problems.length === 0, checks, problems };
}

export function registerReadiness(
  app: FastifyInstance,
  database: DatabaseHandle,
  counterStore: CounterStore | undefined,
) {
  const expected = shippedMigrations();
  app.get(
    '/api/ready',
    {
      schema: operation({
        tags: ['Служебное'],
        summary: 'Готовность экземпляра',
        description: 'База данных, миграции и Redis; 503, пока экземпляр не готов.',
        ok: { 200: readinessAnswerSchema, 503: readinessAnswerSchema },
      }),
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(database, counterStore, expected);
      reply.header('cache-control', 'no-store');
      return reply
        .code(readiness.ready ? 200 : 503)
        .send({ status: readiness.ready ? 'ready' : 'not_ready', ...readiness });
    },
  );
}
