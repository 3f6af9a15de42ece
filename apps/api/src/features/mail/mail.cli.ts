// `npm run mail:weekly|mail:portfolio|mail:news|mail:bets|mail:send -w apps/api`: the mail jobs, run once against the
// database the server would use (DATABASE_URL, else PGlite in DATA_DIR; a PGlite directory is held by
// one process, so there stop the server first). weekly, portfolio, news (yesterday's service news) and
// bets (settled bets) enqueue letters in the outbox;
// send sends what is due through SMTP_URL (or writes it to the log without it). Schedule them, e.g.
// weekly on Monday morning, portfolio and send every few minutes.
import { parseArgs } from 'node:util';
import { readServerEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { exitIfLocked } from '../../lib/data-dir-lock';
import { resolveAppSecret } from '../../lib/secret';
import {
  enqueueBetResults,
  enqueueNews,
  enqueuePortfolioEvents,
  enqueueWeeklyReview,
  MailJobInputError,
} from './letters.service';
import { contentNewsSource, leagueBetResultsSource } from './letter-sources.repository';
import { sendPendingMail } from './sender.service';
import { createMailer, readMailEnv } from './smtp-mailer';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { week: { type: 'string' } } });
const job = positionals[0];
if (job !== 'weekly' && job !== 'portfolio' && job !== 'news' && job !== 'bets' && job !== 'send') {
  console.error('[mail] usage: cli.ts weekly [--week 2026-W48] | portfolio | news | bets | send');
  process.exit(1);
}
const env = readServerEnv();
const log = (message: string) => console.info(`[mail] ${message}`);
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
const settings = { publicUrl: env.publicUrl, secret: resolveAppSecret(env.appSecret, env.dataDir) };
const mailer = createMailer(readMailEnv(process.env, env.publicUrl), log);
try {
  await database.migrate();
  if (job === 'weekly') await enqueueWeeklyReview({ db: database.db, settings, log }, values.week);
  else if (job === 'portfolio') await enqueuePortfolioEvents({ db: database.db, settings, log });
  else if (job === 'news')
    await enqueueNews({ db: database.db, settings, log }, await contentNewsSource(database.db)());
  else if (job === 'bets')
    await enqueueBetResults({ db: database.db, settings, log }, await leagueBetResultsSource(database.db)());
  else {
    const report = await sendPendingMail({ db: database.db, mailer, log });
    log(
      `sent ${report.sent}, to retry ${report.retried}, failed ${report.failed}, skipped (unsubscribed) ${report.skipped}`,
    );
  }
} catch (error) {
  console.error(
    `[mail] ${job} failed:`,
    error instanceof MailJobInputError || error instanceof Error ? error.message : error,
  );
  process.exitCode = 1;
} finally {
  mailer.close();
  await database.close();
}
