// One Database type for both engines: PGlite (embedded, default) and PostgreSQL (DATABASE_URL).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs pending migrations (after enabling pg_trgm, which they need). */
  migrate(): Promise<void>;
  /** LISTEN on a channel (see migration 0001 for what is announced on ir_cache). */
  listen(channel: string, handlers: ListenHandlers): Promise<Subscription>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Messages may have been missed (connection lost or re-established): forget everything derived. */
  onReset(): void;
}

export interface Subscription {
  /** Whether messages are flowing now; while not, nothing may be served from what they keep fresh. */
  live(): boolean;
  /** Resolves after every message committed before the call has been delivered to onMessage. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** pg_advisory_lock key of the migrations (any constant no other code uses). */
const MIGRATION_LOCK_KEY = 7_345_112_001;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
export const LISTEN_APPLICATION_NAME = 'investradar-listen';

/**
 * A dedicated PostgreSQL connection for LISTEN (a pooled one would be handed to queries), which
 * reconnects with backoff after a restart or a network cut and reports the gap through onReset.
 */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Subscription> {
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    handlers.onReset();
    void client.end().catch(() => undefined);
    if (!closed) schedule();
  };
  const connect = async () => {
    // Named, so an operator sees it in pg_stat_activity for what it is.
    const client = new pg.Client({ connectionString: url, application_name: LISTEN_APPLICATION_NAME });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    retryMs = 250;
    // Whatever was derived before this connection may have missed messages.
    handlers.onReset();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      connect().catch((error: Error) => {
        console.error(`PostgreSQL: LISTEN ${channel} reconnect failed (${error.message}); retrying`);
        retryMs = Math.min(retryMs * 2, 30_000);
        if (!closed) schedule();
      });
    }, retryMs);
    timer.unref();
  };

  await connect();
  return {
    live: () => current !== null,
    async settle() {
      // Notifications already queued for this connection arrive before the answer to this query.
      await current?.query('SELECT 1');
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end();
    },
  };
}

export type DatabaseOptions =
  /** listenUrl: where the LISTEN connection goes when a pooler sits behind `url` (default: url). */
  /**
   * warm: open all poolSize connections at start and keep them (the server: a burst of requests after a
   * quiet spell never waits for new connections and their cold catalogue caches; measured at scale 100,
   * the first ten radar requests on new connections took 85–100 ms against 5–15 ms on open ones).
   * Command-line tools leave it off: they open what they use.
   */
  | { kind: 'postgres'; url: string; poolSize?: number; listenUrl?: string; warm?: boolean }
  /** dataDir: a directory, or undefined for an in-memory database; loadDataDir: a tarball from dumpDataDir(). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const poolSize = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.url, max: poolSize, min: options.warm ? poolSize : 0 });
    // An idle client can be cut off by the server (restart, failover, a dropped database); the pool
    // discards it and opens a new one on demand. Without a listener that event would crash the process.
    pool.on('error', (error) => console.error(`PostgreSQL: idle connection closed (${error.message})`));
    // Fail at start with a clear error instead of on the first request (and, warm, open every connection).
    const opened = await Promise.all(Array.from({ length: options.warm ? poolSize : 1 }, () => pool.connect()));
    for (const client of opened) client.release();
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      async migrate() {
        // Several instances starting at once on a new database: one migrates, the others wait for it
        // (the lock is held by a connection of its own while the pool runs the migrations).
        const holder = await pool.connect();
        try {
          await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
          await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          holder.release();
        }
      },
      listen(channel, handlers) {
        if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
        return listenPostgres(options.listenUrl ?? options.url, channel, handlers);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Exclusive: a second process on the directory would split the data (see lib/data-dir-lock.ts).
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(options.dataDir, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async migrate() {
      await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    async listen(channel, handlers) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      // In-process: notifications are delivered while the notifying statement's result is read.
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      let open = true;
      return {
        live: () => open && !client.closed,
        async settle() {
          await client.query('SELECT 1');
        },
        async close() {
          open = false;
          if (!client.closed) await unlisten();
        },
      };
    },
    async close() {
      await client.close();
      lock?.release();
    },
  };
}

/** Exposed for the test template (dumpDataDir) without widening DatabaseHandle. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  if (handle.kind !== 'pglite') throw new Error('dumpPglite needs a PGlite database');
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // A checkpoint first: otherwise every database opened from the dump replays, at its start, all the WAL
  // written since the last one (migrations and seed: ≈ 0.35 s more per open).
  await client.exec('CHECKPOINT');
  return client.dumpDataDir('none');
}

/** Raw SQL rows on either driver (both answer `{ rows }`; the shared PgDatabase type cannot say so). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A JSON array a statement built (`json_agg`): node-postgres parses json columns itself, PGlite may hand
 * over the text; null (no rows aggregated) is an empty array.
 */
export function jsonArray<T>(value: T[] | string | null | undefined): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);
}

/** The driver under drizzle: node-postgres's pool on PostgreSQL, the PGlite instance otherwise. */
const driverOf = (db: Database) => (db as unknown as { $client: PGlite | pg.Pool }).$client;

/**
 * A statement whose text never changes, run with values: on PostgreSQL a named prepared statement, so each
 * pooled connection parses and plans it once (the read cache's version query, the radar's rows by id); on
 * PGlite (in process, one connection) a plain query. Rows come as the driver gives them: select columns
 * that need no drizzle mapping (numbers cast to int or float8, dates as text). A pooler in front must keep
 * prepared statements (PgBouncer ≥ 1.21, or session mode).
 */
export function preparedStatement<T>(db: Database, name: string, text: string): (values: unknown[]) => Promise<T[]> {
  const client = driverOf(db);
  if (client instanceof pg.Pool) return async (values) => (await client.query({ name, text, values })).rows as T[];
  return async (values) => (await client.query<T>(text, values)).rows;
}

const dialect = new PgDialect();
/** Statement names by text: a shape is hashed once per process (bounded; a miss only hashes again). */
const statementNames = new Map<string, string>();

/**
 * A query built with drizzle's `sql` whose *text* depends only on its shape (which filters are set), the
 * values going in as parameters: on PostgreSQL a named prepared statement per text, so each pooled
 * connection parses it once and, once PostgreSQL finds its generic plan no worse than the custom ones,
 * plans it once too; on PGlite a plain query. Only for a bounded number of shapes, and only when a
 * generic plan cannot be a bad one for some values: a value the best plan depends on (a range bound
 * that decides which index to read) belongs in a plain query, planned for it.
 */
export async function queryRowsByShape<T>(db: Database, query: SQL): Promise<T[]> {
  const client = driverOf(db);
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `ir_shape_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size >= 1_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return (await client.query({ name, text, values: params })).rows as T[];
}
