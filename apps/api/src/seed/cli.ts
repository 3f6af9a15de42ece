// `npm run seed -w apps/api -- [--scale N] [--reset]`: seeds the database the server would use
// (DATABASE_URL, else PGlite in DATA_DIR), or the imported filings it holds around them. --reset
// empties every table first.
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { readServerEnv } from '../config';
import { openDatabase, queryRows } from '../db/client';
import { exitIfLocked } from '../lib/data-dir-lock';
import { seedDatabase, seedPlan } from './index';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, reset: { type: 'boolean', default: false } },
});
const scale = Number(values.scale);
const env = readServerEnv();
// Refuses, naming the process, while a server (or another seed) holds a PGlite DATA_DIR.
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
try {
  await database.migrate();
  if (values.reset) {
    const tables = await queryRows<{ tablename: string }>(
      database.db,
      sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`,
    );
    const names = tables.map((r) => sql.identifier(r.tablename));
    if (names.length) await database.db.execute(sql`TRUNCATE ${sql.join(names, sql`, `)} RESTART IDENTITY CASCADE`);
    console.info('[seed] emptied every table');
  } else {
    const plan = await seedPlan(database.db);
    if (plan.kind === 'in-use') {
      console.error(`[seed] the database already holds data (table ${plan.table}); run with --reset to replace it`);
      process.exitCode = 1;
    }
  }
  if (process.exitCode !== 1) await seedDatabase(database.db, { scale, log: (m) => console.info(`[seed] ${m}`) });
} finally {
  await database.close();
}
