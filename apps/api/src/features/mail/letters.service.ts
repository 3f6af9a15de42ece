// The mail jobs: each renders letters and enqueues them in the outbox under a dedupe key (sender.ts
// sends them), so a run repeated — or two runs at once — enqueues nothing twice. Never run inside a
// request: `npm run mail:* -w apps/api` (cli.ts), or a scheduler calling these functions.
import { createHash } from 'node:crypto';
import type { NotificationKey } from '@investradar/ui/domain';
import type { Database } from '../../db/client';
import { createMailRepository, type OutboxEntry } from './mail.repository';
import {
  betResultsMail,
  newsMail,
  portfolioEventsMail,
  weeklyReviewIsEmpty,
  weeklyReviewMail,
  type BetResult,
  type LetterSettings,
  type NewsItem,
  type Recipient,
} from './templates';
import { previousWeekKey, weekBounds } from './week';

export interface MailJobDeps {
  db: Database;
  settings: LetterSettings;
  now?: Date;
  log?: (message: string) => void;
}

/** Recipients are read and enqueued this many at a time. */
const PAGE = 500;
/** Lines per section of the weekly review. */
const WEEKLY_LIMIT = 10;
/** Older portfolio events are not mailed (an account that turns the flag on gets no backlog). */
const PORTFOLIO_EVENTS_MAX_AGE_MS = 14 * 86_400_000;

/** Every account with the flag on, a page at a time: one letter each, under `keyOf(user)`. */
async function enqueueForAll(
  deps: MailJobDeps,
  flag: NotificationKey,
  kind: string,
  keyOf: (recipient: Recipient) => string,
  render: (recipient: Recipient) => OutboxEntry['message'],
): Promise<{ recipients: number; enqueued: number }> {
  const mail = createMailRepository(deps.db);
  let afterId = 0;
  let recipients = 0;
  let enqueued = 0;
  for (;;) {
    const page = await mail.recipients(flag, afterId, PAGE);
    if (page.length === 0) break;
    recipients += page.length;
    enqueued += await mail.enqueue(
      page.map((r) => ({ dedupeKey: keyOf(r), kind, userId: r.id, flag, message: render(r) })),
    );
    afterId = page[page.length - 1]!.id;
  }
  return { recipients, enqueued };
}

export class MailJobInputError extends Error {}

/**
 * The weekly review of `week` (ISO, Moscow time; default the last complete week) to every account with
 * weekly_newsletter on. A week with nothing to tell sends nothing.
 */
export async function enqueueWeeklyReview(deps: MailJobDeps, week?: string) {
  const key = week ?? previousWeekKey(deps.now ?? new Date());
  const bounds = weekBounds(key);
  if (!bounds) throw new MailJobInputError(`Неверная неделя «${key}»: ожидается вид 2026-W48`);
  const review = await createMailRepository(deps.db).weeklyReview(key, bounds.from, bounds.to, WEEKLY_LIMIT);
  if (weeklyReviewIsEmpty(review)) {
    deps.log?.(`weekly ${key}: nothing happened that week, nothing enqueued`);
    return { week: key, recipients: 0, enqueued: 0 };
  }
  const result = await enqueueForAll(
    deps,
    'weekly_newsletter',
    'weekly',
    (r) => `weekly:${key}:user:${r.id}`,
    (r) => weeklyReviewMail(deps.settings, r, review),
  );
  deps.log?.(`weekly ${key}: ${result.enqueued} enqueued for ${result.recipients} subscribers`);
  return { week: key, ...result };
}

/**
 * One letter per account with portfolio_events on about its portfolio events not yet mailed (nor seen
 * in the app) of the last 14 days. Each event is claimed with its letter, so it is mailed once.
 */
export async function enqueuePortfolioEvents(deps: MailJobDeps) {
  const mail = createMailRepository(deps.db);
  const now = deps.now ?? new Date();
  const pending = await mail.unsentPortfolioEvents(new Date(now.getTime() - PORTFOLIO_EVENTS_MAX_AGE_MS));
  let enqueued = 0;
  for (const { recipient, events } of pending) {
    const added = await mail.claimAndEnqueue(
      events.map((event) => ({ item: `portfolio_update:${event.id}`, value: event })),
      (claimed) => `portfolio:user:${recipient.id}:update:${Math.min(...claimed.map((c) => c.value.id))}`,
      (claimed, dedupeKey) => ({
        dedupeKey,
        kind: 'portfolio',
        userId: recipient.id,
        flag: 'portfolio_events',
        message: portfolioEventsMail(deps.settings, recipient, claimed),
      }),
    );
    if (added) enqueued += 1;
  }
  deps.log?.(`portfolio: ${enqueued} enqueued (${pending.length} accounts had new events)`);
  return { enqueued };
}

/**
 * Where service news come from: the editorial content (a news table) wires it; the items of one
 * edition, the same list every time the edition is asked for.
 */
export type NewsSource = () => Promise<NewsItem[]>;

/** The service news `items` to every account with news on; the same items twice are one letter per account. */
export async function enqueueNews(deps: MailJobDeps, items: NewsItem[]) {
  if (items.length === 0) return { recipients: 0, enqueued: 0 };
  const edition = createHash('sha256')
    .update(
      items
        .map((item) => String(item.id))
        .sort()
        .join('\u0000'),
    )
    .digest('hex')
    .slice(0, 16);
  const result = await enqueueForAll(
    deps,
    'news',
    'news',
    (r) => `news:${edition}:user:${r.id}`,
    (r) => newsMail(deps.settings, r, items),
  );
  deps.log?.(`news ${edition}: ${result.enqueued} enqueued for ${result.recipients} subscribers`);
  return result;
}

/** Settled bets not yet mailed: the contest league wires it. */
export type BetResultsSource = () => Promise<BetResult[]>;

/** One letter per account with bets on about its settled bets; each bet is claimed, so mailed once. */
export async function enqueueBetResults(deps: MailJobDeps, results: BetResult[]) {
  const mail = createMailRepository(deps.db);
  const byUser = new Map<number, BetResult[]>();
  for (const result of results) byUser.set(result.userId, [...(byUser.get(result.userId) ?? []), result]);
  let enqueued = 0;
  for (const recipient of await mail.recipientsAmong('bets', [...byUser.keys()])) {
    const added = await mail.claimAndEnqueue(
      byUser.get(recipient.id)!.map((result) => ({ item: `bet:${result.betId}`, value: result })),
      (claimed) => `bets:user:${recipient.id}:bet:${Math.min(...claimed.map((c) => c.value.betId))}`,
      (claimed, dedupeKey) => ({
        dedupeKey,
        kind: 'bets',
        userId: recipient.id,
        flag: 'bets',
        message: betResultsMail(deps.settings, recipient, claimed),
      }),
    );
    if (added) enqueued += 1;
  }
  deps.log?.(`bets: ${enqueued} enqueued`);
  return { enqueued };
}
