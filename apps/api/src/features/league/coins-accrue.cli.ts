// `npm run coins:accrue -w apps/api [-- --date YYYY-MM-DD]`: the monthly coin accrual against the
// database the server would use. Run it daily from a scheduler; a second run pays nothing twice.
import { parseArgs } from 'node:util';
import { loadAppConfig } from '../../app-config';
import { readServerEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { exitIfLocked } from '../../lib/data-dir-lock';
import { runCoinAccrual } from './coin-accrual.service';

const { values } = parseArgs({ options: { date: { type: 'string' } } });
const env = readServerEnv();
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
try {
  await database.migrate();
  const now = values.date ? new Date(`${values.date}T12:00:00+03:00`) : new Date();
  const result = await runCoinAccrual(database.db, loadAppConfig(env.appConfigFile), now);
  console.info(
    `[coins] run ${result.runId}: ${result.credited} of ${result.subscriptions} subscriptions credited, ${result.coins} coins`,
  );
} catch (error) {
  console.error('[coins] failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
