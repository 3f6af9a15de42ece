// Test harness: every suite runs once on PGlite (in memory) and once on PostgreSQL (a database of
// its own, created for the file and dropped after it).
import type { User } from '@investradar/ui/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import type { Mailer, MailMessage } from '../src/lib/mailer';
import { hashPassword } from '../src/lib/password';
import { createSessionsRepository } from '../src/features/account/sessions.repository';
import { seedDatabase } from '../src/seed/index';
import { DEMO_PASSWORD } from '../src/seed/accounts';

export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export { DEMO_PASSWORD };

export type Backend = 'PGlite' | 'PostgreSQL';

/** Every suite logs in and registers from 127.0.0.1 many times; throttle.test.ts tests the limits. */
const UNTHROTTLED = {
  loginPerIp: { limit: 1_000_000, windowMs: 60_000 },
  loginFailuresPerAccount: { limit: 1_000_000, windowMs: 60_000 },
  registerPerIp: { limit: 1_000_000, windowMs: 60_000 },
  emailChangePerAccount: { limit: 1_000_000, windowMs: 60_000 },
  emailChangePerAddress: { limit: 1_000_000, windowMs: 60_000 },
  loginPerAccountAndAddress: { free: 1_000_000, baseDelayMs: 1, maxDelayMs: 1, windowMs: 60_000 },
  promocodePerAddress: { limit: 1_000_000, windowMs: 60_000 },
  promocodeGlobal: { limit: 1_000_000, windowMs: 60_000 },
};

/** One argon2 hash per test file for all demo accounts (the real seed hashes each separately). */
const demoPasswordHash = hashPassword(DEMO_PASSWORD);

/** A database of its own for a test file; a copy of the seeded template (global-setup.ts) when given. */
async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not answering at ${TEST_DATABASE_URL} (${(error as Error).message}). ` +
        'Start it (pg_ctlcluster --skip-systemctl-redirect 15 main start), point TEST_DATABASE_URL at a server, ' +
        'or set SKIP_POSTGRES=1 to run the PGlite suite only.',
      { cause: error },
    );
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestContext {
  backend: Backend;
  /** Every email the app sent (the mailer port, captured). */
  readonly mail: MailMessage[];
  /**
   * An agent already signed in as `email`, with its token. The session is created directly, skipping
   * the argon2 verify of a real login (≈100 ms each); the login itself is covered by auth.test.ts.
   */
  signedIn(email: string): Promise<Agent>;
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The database handle under `db` (its LISTEN, for a read cache of the test's own). */
  readonly database: DatabaseHandle;
  /** Builds another app on the same database (e.g. production cookies). */
  buildApp(options?: Partial<AppOptions>): Promise<FastifyInstance>;
}

/**
 * Declares `title [PGlite]` and `title [PostgreSQL]` suites sharing one seeded database per backend.
 * SKIP_POSTGRES=1 skips the PostgreSQL one; otherwise an unreachable server fails it loudly.
 */
export function describeOnDatabases(title: string, define: (ctx: TestContext) => void) {
  for (const backend of ['PGlite', 'PostgreSQL'] as const) {
    const skip = backend === 'PostgreSQL' && process.env.SKIP_POSTGRES === '1';
    (skip ? describe.skip : describe)(`${title} [${backend}]`, () => {
      let handle: DatabaseHandle | undefined;
      let app: FastifyInstance | undefined;
      let drop: (() => Promise<void>) | undefined;
      const extraApps: FastifyInstance[] = [];
      const mail: MailMessage[] = [];
      const mailer: Mailer = { send: async (message) => void mail.push(message) };
      const ctx: TestContext = {
        backend,
        mail,
        get app() {
          if (!app) throw new Error('app not ready');
          return app;
        },
        get db() {
          if (!handle) throw new Error('database not ready');
          return handle.db;
        },
        get database() {
          if (!handle) throw new Error('database not ready');
          return handle;
        },
        async signedIn(email: string) {
          if (!handle) throw new Error('database not ready');
          const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
          if (!row) throw new Error(`no user ${email}`);
          const session = await createSessionsRepository(handle.db).create(row.id, {});
          const agent = new Agent(() => ctx.app);
          agent.cookies.set('ir_session', session.id);
          await agent.get('/api/account');
          return agent;
        },
        async buildApp(options = {}) {
          if (!handle) throw new Error('database not ready');
          const extra = await buildApp({
            database: handle,
            secret: TEST_SECRET,
            mailer,
            authThrottle: UNTHROTTLED,
            ...options,
          });
          extraApps.push(extra);
          return extra;
        },
      };
      beforeAll(async () => {
        // The demo data is seeded once per run (global-setup.ts); each file works on its own copy.
        const pgliteTemplate = inject('pgliteTemplate');
        const postgresTemplate = inject('postgresTemplate');
        if (backend === 'PostgreSQL') {
          const created = await createPostgresDatabase(postgresTemplate || undefined);
          drop = created.drop;
          handle = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
        } else {
          handle = await openDatabase(
            pgliteTemplate
              ? { kind: 'pglite', loadDataDir: new Blob([readFileSync(pgliteTemplate)]) }
              : { kind: 'pglite' },
          );
        }
        await handle.migrate();
        const seeded = backend === 'PostgreSQL' ? Boolean(postgresTemplate) : Boolean(pgliteTemplate);
        if (!seeded) await seedDatabase(handle.db, { passwordHash: await demoPasswordHash });
        app = await buildApp({
          database: handle,
          secret: TEST_SECRET,
          mailer,
          publicUrl: 'https://investradar.test',
          authThrottle: UNTHROTTLED,
        });
      });
      afterAll(async () => {
        for (const extra of extraApps) await extra.close();
        await app?.close();
        await handle?.close();
        await drop?.();
      });
      define(ctx);
    });
  }
}

/** A browser in miniature: keeps cookies between inject calls and sends the anti-forgery header. */
/**
 * The test's database behind a LISTEN that is up but never delivers an event: what a read cache attached to it
 * knows of a change, it knows from the per-key versions alone (read-your-writes across instances).
 */
export function silentDatabase(ctx: Pick<TestContext, 'db' | 'backend'>): DatabaseHandle {
  return {
    db: ctx.db,
    kind: ctx.backend === 'PostgreSQL' ? 'postgres' : 'pglite',
    migrate: async () => undefined,
    close: async () => undefined,
    listen: async () => ({ live: () => true, settle: async () => undefined, close: async () => undefined }),
  };
}

export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: () => FastifyInstance) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request(options: InjectOptions & { csrf?: boolean | string }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...inject } = options;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string> | undefined) };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const token = typeof csrf === 'string' ? csrf : csrf ? this.csrfToken : undefined;
    if (token !== undefined && !headers['x-xsrf-token']) headers['x-xsrf-token'] = token;
    const response = await this.app().inject({ ...inject, headers });
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, options: { csrf?: boolean | string; headers?: Record<string, string> } = {}) {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers: options.headers ?? {},
      ...(options.csrf === undefined ? {} : { csrf: options.csrf }),
    });
  }

  /** GET /api/account: also how the SPA obtains its first token. */
  async account(): Promise<User> {
    const response = await this.get('/api/account');
    return (response.json() as { results: { user: User } }).results.user;
  }

  async login(email: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
    if (!this.csrfToken) await this.get('/api/account');
    return this.post('/api/auth/login', { email, password });
  }
}

let counter = 0;
/** Unique per test run, so suites sharing a database never collide. */
/**
 * A new account registered through the API, as a browser does it (token, then POST), and its agent
 * signed in: for suites whose accounts must be fresh (buying, subscribing).
 */
export async function registeredAgent(
  app: () => FastifyInstance,
  { prefix, name, password }: { prefix: string; name: string; password: string },
): Promise<{ agent: Agent; email: string; userId: number }> {
  const agent = new Agent(app);
  await agent.get('/api/account');
  const email = uniqueEmail(prefix);
  const registered = await agent.post('/api/auth/register', { name, email, password });
  if (registered.statusCode !== 201)
    throw new Error(`registration of ${email} answered ${registered.statusCode}: ${registered.body}`);
  return { agent, email, userId: (await agent.account()).id };
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.ru`;
}
