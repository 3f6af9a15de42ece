// One Database type for both engines: PGlite (embedded, default) and PostgreSQL (DATABASE_URL).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs pending migrations (after enabling pg_trgm, which they need). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir: a directory, or undefined for an in-memory database; loadDataDir: a tarball from dumpDataDir(). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client can be cut off by the server (restart, failover, a dropped database); the pool
    // discards it and opens a new one on demand. Without a listener that event would crash the process.
    pool.on('error', (error) => console.error(`PostgreSQL: idle connection closed (${error.message})`));
    // Fail at start with a clear error instead of on the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      async migrate() {
        await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async migrate() {
      await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  };
}

/** Exposed for the test template (dumpDataDir) without widening DatabaseHandle. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  if (handle.kind !== 'pglite') throw new Error('dumpPglite needs a PGlite database');
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

/** Raw SQL rows on either driver (both answer `{ rows }`; the shared PgDatabase type cannot say so). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
