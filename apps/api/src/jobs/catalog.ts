// The server's jobs: each one calls the function its CLI calls (prices/cli.ts, league/settle-cli.ts,
// league/accrue-cli.ts, billing/renew-cli.ts, mail/cli.ts), so a run from the queue and a run by hand
// do the same, and each is idempotent on its own (see those files). Schedules are cron expressions in
// JOBS_TZ (Moscow by default); JOBS_CRON_<JOB>=<cron>|off changes or removes one.
import type { AppConfig } from '@investradar/ui/domain';
import type { Database } from '../db/client';
import {
  renewDueSubscriptions,
  createPaymentProvider,
  paymentsSettingsFromEnv,
  defaultPaymentHooks,
  createPaymentsService,
  type PaymentCreditedHook,
} from '../features/money';
import type { Mailer } from '../lib/mailer';
import {
  enqueueBetResults,
  enqueueNews,
  enqueuePortfolioEvents,
  enqueueWeeklyReview,
  contentNewsSource,
  leagueBetResultsSource,
  sendPendingMail,
} from '../features/mail';
import { createMoexIssSource, createOfflineSource, runPriceJob } from '../features/prices';
import { createLeagueRepository, runCoinAccrual } from '../features/league';
import { createTelegramAlertsService } from '../features/telegram';
import type { JobDefinition } from './port';

export const JOB_NAMES = [
  'prices',
  'league-settle',
  'coins-accrue',
  'billing-renew',
  'mail-weekly',
  'mail-portfolio',
  'mail-send',
  'mail-news',
  'mail-bets',
  'telegram-alerts',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** Default schedules (cron, JOBS_TZ). null: only on demand or after another job. */
export const DEFAULT_SCHEDULES: Record<JobName, string | null> = {
  prices: '*/15 * * * *',
  // Runs after every successful price job (which settles the ideas it closed itself; this catches the
  // operator's closes and an interrupted run).
  'league-settle': null,
  'coins-accrue': '10 0 * * *',
  'billing-renew': '5 * * * *',
  'mail-weekly': '0 9 * * 1',
  'mail-portfolio': '*/5 * * * *',
  'mail-send': '* * * * *',
  // Yesterday's service news, one letter a day; settled bets soon after the price job closes ideas.
  'mail-news': '0 10 * * *',
  'mail-bets': '*/15 * * * *',
  // Collects the bot's alerts into its outbox; the bot process (apps/bot) claims and sends them.
  'telegram-alerts': '* * * * *',
};

export interface JobsEnv {
  timeZone: string;
  schedules: Record<JobName, string | null>;
  pricesSource: 'offline' | 'moex';
}

const CRON_FIELDS = /^\S+( \S+){4,5}$/;

/** `JOBS_CRON_BILLING_RENEW` for billing-renew. */
export const cronVariable = (name: JobName) => `JOBS_CRON_${name.toUpperCase().replaceAll('-', '_')}`;

export function readJobsEnv(env: NodeJS.ProcessEnv = process.env): JobsEnv {
  const schedules = { ...DEFAULT_SCHEDULES };
  for (const name of JOB_NAMES) {
    const value = env[cronVariable(name)]?.trim();
    if (value === undefined || value === '') continue;
    if (value === 'off') schedules[name] = null;
    else if (CRON_FIELDS.test(value)) schedules[name] = value;
    else
      throw new Error(
        `${cronVariable(name)} must be a cron expression (5 fields, e.g. "*/15 * * * *") or off, got "${value}"`,
      );
  }
  const pricesSource = env.PRICES_SOURCE ?? 'offline';
  if (pricesSource !== 'offline' && pricesSource !== 'moex')
    throw new Error(`PRICES_SOURCE must be offline or moex, got "${pricesSource}"`);
  return { timeZone: env.JOBS_TZ || 'Europe/Moscow', schedules, pricesSource };
}

export interface JobDeps {
  db: Database;
  config: AppConfig;
  /** Links and unsubscribe tokens of the letters. */
  letters: { publicUrl: string; secret: string };
  mailer: Mailer;
  /** Run inside each renewal's credit transaction; default: the partner programme's share (defaultPaymentHooks). */
  renewalHooks?: readonly PaymentCreditedHook[];
  env: JobsEnv;
}

export function jobDefinitions(deps: JobDeps): JobDefinition[] {
  const { db, config, env } = deps;
  const at = (name: JobName) => env.schedules[name];
  return [
    {
      name: 'prices',
      schedule: at('prices'),
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireSeconds: 30 * 60,
      then: ['league-settle'],
      async run({ log }) {
        const source = env.pricesSource === 'moex' ? createMoexIssSource() : createOfflineSource(db);
        const result = await runPriceJob({ db, source, log });
        return `${result.shares} shares, ${result.candles} candles, ${result.closed.length} ideas closed, ${result.forecasterRows} rating rows`;
      },
    },
    {
      name: 'league-settle',
      schedule: at('league-settle'),
      retryLimit: 5,
      retryDelaySeconds: 10,
      expireSeconds: 15 * 60,
      async run() {
        const result = await createLeagueRepository(db).settle();
        return `${result.bets} bets on ${result.ideas} ideas settled: ${result.wins} wins, ${result.coins} coins`;
      },
    },
    {
      name: 'coins-accrue',
      schedule: at('coins-accrue'),
      retryLimit: 5,
      retryDelaySeconds: 60,
      expireSeconds: 30 * 60,
      async run() {
        const result = await runCoinAccrual(db, config);
        return `run ${result.runId}: ${result.credited} of ${result.subscriptions} subscriptions credited, ${result.coins} coins`;
      },
    },
    {
      name: 'billing-renew',
      schedule: at('billing-renew'),
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireSeconds: 15 * 60,
      async run({ log }) {
        const provider = createPaymentProvider(paymentsSettingsFromEnv(), log);
        const payments = createPaymentsService({
          db,
          config,
          provider,
          hooks: deps.renewalHooks ?? defaultPaymentHooks(),
          log: { info: (o, m) => log(`${m} ${JSON.stringify(o)}`), warn: (o, m) => log(`${m} ${JSON.stringify(o)}`) },
        });
        const result = await renewDueSubscriptions({ db, config, provider, payments, log });
        return `${result.charged} charged, ${result.failed} failed, ${result.skipped} already claimed`;
      },
    },
    {
      name: 'mail-weekly',
      schedule: at('mail-weekly'),
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireSeconds: 15 * 60,
      async run({ log }) {
        const result = await enqueueWeeklyReview({ db, settings: deps.letters, log });
        return `week ${result.week}: ${result.enqueued} letters enqueued`;
      },
    },
    {
      name: 'mail-portfolio',
      schedule: at('mail-portfolio'),
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireSeconds: 15 * 60,
      async run({ log }) {
        const result = await enqueuePortfolioEvents({ db, settings: deps.letters, log });
        return `${result.enqueued} letters enqueued`;
      },
    },
    {
      name: 'mail-send',
      schedule: at('mail-send'),
      // The outbox keeps its own per-letter retries (mail/sender.ts); the job's are for the database.
      retryLimit: 2,
      retryDelaySeconds: 10,
      expireSeconds: 5 * 60,
      async run({ log }) {
        const report = await sendPendingMail({ db, mailer: deps.mailer, log });
        return `sent ${report.sent}, to retry ${report.retried}, failed ${report.failed}, skipped ${report.skipped}`;
      },
    },
    {
      name: 'mail-news',
      schedule: at('mail-news'),
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireSeconds: 15 * 60,
      async run({ log }) {
        const result = await enqueueNews({ db, settings: deps.letters, log }, await contentNewsSource(db)());
        return `${result.enqueued} letters enqueued for ${result.recipients} subscribers`;
      },
    },
    {
      name: 'mail-bets',
      schedule: at('mail-bets'),
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireSeconds: 15 * 60,
      async run({ log }) {
        const result = await enqueueBetResults({ db, settings: deps.letters, log }, await leagueBetResultsSource(db)());
        return `${result.enqueued} letters enqueued`;
      },
    },
    {
      name: 'telegram-alerts',
      schedule: at('telegram-alerts'),
      // Each alert has a unique key in the outbox: a second run (or the bot's own collect) adds nothing twice.
      retryLimit: 2,
      retryDelaySeconds: 10,
      expireSeconds: 5 * 60,
      async run() {
        const result = await createTelegramAlertsService({ db, publicUrl: deps.letters.publicUrl }).collect();
        return `${result.recipients} recipients; enqueued ${Object.entries(result.enqueued)
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ')}`;
      },
    },
  ];
}
