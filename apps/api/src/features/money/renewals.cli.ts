// `npm run billing:renew -w apps/api`: charges the subscriptions due within a day, once, through the
// configured provider (PAYMENTS_PROVIDER; the sandbox by default), against the database the server
// would use (DATABASE_URL, else PGlite in DATA_DIR). Safe to run twice or from two machines at once.
import { loadAppConfig } from '../../app-config';
import { readServerEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { exitIfLocked } from '../../lib/data-dir-lock';
import { createPaymentProvider } from './register';
import { paymentsSettingsFromEnv } from './payment-provider';
import { defaultPaymentHooks } from './payment-hooks';
import { createPaymentsService } from './payments.service';
import { renewDueSubscriptions } from './renewals.service';

const env = readServerEnv();
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
try {
  await database.migrate();
  const config = loadAppConfig();
  const log = (message: string) => console.info(`[billing] ${message}`);
  const provider = createPaymentProvider(paymentsSettingsFromEnv(), log);
  const payments = createPaymentsService({
    db: database.db,
    config,
    provider,
    hooks: defaultPaymentHooks(),
    log: {
      info: (o, m) => log(`${m} ${JSON.stringify(o)}`),
      warn: (o, m) => console.warn(`[billing] ${m} ${JSON.stringify(o)}`),
    },
  });
  const result = await renewDueSubscriptions({ db: database.db, config, provider, payments, log });
  console.info(`[billing] done: ${JSON.stringify(result)}`);
} catch (error) {
  console.error('[billing] failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
