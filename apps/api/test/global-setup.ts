// Seeds the demo data ONCE per test run, for both backends, instead of once per test file: a PGlite
// data directory dumped to a file (each file loads it: loadDataDir) and a PostgreSQL template database
// (each file gets `CREATE DATABASE … TEMPLATE …`, a file copy). Migrating and seeding took most of
// every file's set-up (the catalogue, ideas, prices, league, content); a copy takes well under a second.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { seedDatabase } from '../src/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded PGlite data directory (dumpDataDir tarball). */
    pgliteTemplate: string;
    /** A seeded PostgreSQL database to copy, or '' when PostgreSQL is skipped. */
    postgresTemplate: string;
  }
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const dir = mkdtempSync(path.join(tmpdir(), 'investradar-api-test-'));

  const pglite = await openDatabase({ kind: 'pglite' });
  await pglite.migrate();
  await seedDatabase(pglite.db, { passwordHash });
  const dumpFile = path.join(dir, 'pglite-seeded.tar');
  writeFileSync(dumpFile, Buffer.from(await (await dumpPglite(pglite)).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', dumpFile);

  let template = '';
  if (process.env.SKIP_POSTGRES !== '1') {
    template = `api_test_template_${process.pid}`;
    await admin((client) =>
      client
        .query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
        .then(() => client.query(`CREATE DATABASE ${template}`)),
    );
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${template}`;
    const postgres = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await postgres.migrate();
    await seedDatabase(postgres.db, { passwordHash });
    // A template must have no open connection while it is copied.
    await postgres.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
  };
}
