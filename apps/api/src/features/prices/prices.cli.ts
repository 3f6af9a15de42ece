// `npm run prices -w apps/api -- [--source offline|moex] [--date YYYY-MM-DD]`: runs the price job once
// against the database the server would use (DATABASE_URL, else PGlite in DATA_DIR). The offline source
// (default) needs no network; `--source moex` asks the Moscow Exchange ISS.
import { parseArgs } from 'node:util';
import { readServerEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { exitIfLocked } from '../../lib/data-dir-lock';
import { runPriceJob } from './price-job.service';
import { createMoexIssSource } from './moex-iss';
import { createOfflineSource } from './offline-prices.repository';

const { values } = parseArgs({ options: { source: { type: 'string', default: 'offline' }, date: { type: 'string' } } });
if (values.source !== 'offline' && values.source !== 'moex') {
  console.error('[prices] --source must be offline or moex');
  process.exit(1);
}
const env = readServerEnv();
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
try {
  await database.migrate();
  const source = values.source === 'moex' ? createMoexIssSource() : createOfflineSource(database.db);
  const now = values.date ? new Date(`${values.date}T18:00:00+03:00`) : new Date();
  const result = await runPriceJob({ db: database.db, source, now, log: (m) => console.info(`[prices] ${m}`) });
  console.info(`[prices] done: ${result.closed.length} closed, ${result.forecasterRows} rating rows`);
} catch (error) {
  console.error('[prices] failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
