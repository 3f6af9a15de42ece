// DATABASE_DIRECT_URL: with a pooler (PgBouncer in transaction mode) behind DATABASE_URL, the read
// cache's LISTEN connection goes straight to the database; queries keep using the pool.
import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { sql } from 'drizzle-orm';
import { createPostgresDatabase } from './security-processes';
import { TEST_DATABASE_URL } from './support';

describe('the LISTEN connection’s own address', () => {
  it('is read from DATABASE_DIRECT_URL, absent when unset', () => {
    expect(
      readServerEnv({ DATABASE_URL: 'postgres://pooler:6432/app', DATABASE_DIRECT_URL: 'postgres://db:5432/app' }),
    ).toMatchObject({
      databaseUrl: 'postgres://pooler:6432/app',
      databaseDirectUrl: 'postgres://db:5432/app',
    });
    expect(readServerEnv({ DATABASE_URL: 'postgres://db/app' }).databaseDirectUrl).toBeUndefined();
  });

  (process.env.SKIP_POSTGRES === '1' ? it.skip : it)(
    'is where LISTEN connects, while queries go to DATABASE_URL',
    async () => {
      const database = await createPostgresDatabase(TEST_DATABASE_URL);
      const nowhere = new URL(database.url);
      nowhere.port = '1';
      const handlers = { onMessage: () => {}, onReset: () => {} };
      const broken = await openDatabase({
        kind: 'postgres',
        url: database.url,
        listenUrl: nowhere.toString(),
        poolSize: 1,
      });
      try {
        expect(await queryRows<{ one: number }>(broken.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
        await expect(broken.listen('ir_cache', handlers)).rejects.toThrow(/ECONNREFUSED/);
      } finally {
        await broken.close();
      }
      const direct = await openDatabase({
        kind: 'postgres',
        url: nowhere.toString().replace(':1/', ':5432/'),
        listenUrl: database.url,
        poolSize: 1,
      });
      try {
        const subscription = await direct.listen('ir_cache', handlers);
        expect(subscription.live()).toBe(true);
        await subscription.close();
      } finally {
        await direct.close();
        await database.drop();
      }
    },
  );
});

describe('the PostgreSQL pool', () => {
  (process.env.SKIP_POSTGRES === '1' ? it.skip : it)(
    'the server’s pool (warm) opens every connection at start and keeps them idle; a tool’s opens one',
    async () => {
      const database = await createPostgresDatabase(TEST_DATABASE_URL);
      const connections = async () =>
        (
          await queryRows<{ n: number }>(
            probe.db,
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()`,
          )
        )[0]!.n;
      const probe = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
      try {
        expect(await connections()).toBe(1);
        const warm = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4, warm: true });
        const pool = (warm.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;
        expect([pool.totalCount, pool.idleCount]).toEqual([4, 4]);
        expect(await connections()).toBe(1 + 4);
        // `min`: past pg-pool's idle timeout (10 s) the connections would be closed without it.
        const options = (pool as unknown as { options: { min: number } }).options;
        expect(options.min).toBe(4);
        await warm.close();
        const tool = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
        expect((tool.db as unknown as { $client: { totalCount: number } }).$client.totalCount).toBe(1);
        await tool.close();
      } finally {
        await probe.close();
        await database.drop();
      }
    },
  );
});
