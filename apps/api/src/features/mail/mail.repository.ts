// SQL of the mail jobs, the sender and the unsubscribe link (routes and jobs hold none).
import { sql } from 'drizzle-orm';
import type { NotificationKey } from '@investradar/ui/domain';
import { queryRows, type Database } from '../../db/client';
import { mailClaims, mailOutbox } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import type { PortfolioEvent, Recipient, WeeklyReview } from './templates';

/** The users column behind each notification flag (a fixed map: never a name taken from input). */
const FLAG_COLUMNS = {
  weekly_newsletter: sql.raw('notify_weekly_newsletter'),
  portfolio_events: sql.raw('notify_portfolio_events'),
  news: sql.raw('notify_news'),
  bets: sql.raw('notify_bets'),
} as const satisfies Record<NotificationKey, unknown>;

export interface OutboxEntry {
  dedupeKey: string;
  kind: string;
  userId: number | null;
  flag: NotificationKey | null;
  message: MailMessage;
}

export interface ClaimedMail {
  id: number;
  dedupeKey: string;
  to: string | null;
  wanted: boolean;
  attempts: number;
  message: MailMessage;
}

type Executor = Pick<Database, 'insert' | 'execute' | 'update'>;

function outboxRow(entry: OutboxEntry) {
  return {
    dedupeKey: entry.dedupeKey,
    kind: entry.kind,
    userId: entry.userId,
    flag: entry.flag,
    toAddress: entry.message.to,
    subject: entry.message.subject,
    textBody: entry.message.text,
    htmlBody: entry.message.html ?? null,
    headers: entry.message.headers ?? {},
  };
}

export function createMailRepository(db: Database) {
  /** Enqueues messages; one already there under its dedupe key is left alone. Answers how many were added. */
  async function enqueue(entries: OutboxEntry[], executor: Executor = db): Promise<number> {
    if (entries.length === 0) return 0;
    const added = await executor
      .insert(mailOutbox)
      .values(entries.map(outboxRow))
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    return added.length;
  }

  return {
    enqueue,

    /** Users who have an address and the flag on, in id order from after `afterId` (paging). */
    async recipients(flag: NotificationKey, afterId: number, limit: number): Promise<Recipient[]> {
      return queryRows<Recipient>(
        db,
        sql`SELECT id, name, email FROM users
            WHERE email IS NOT NULL AND ${FLAG_COLUMNS[flag]} = 1 AND id > ${afterId}
            ORDER BY id LIMIT ${limit}`,
      );
    },

    /** The same, for the given accounts only. */
    async recipientsAmong(flag: NotificationKey, userIds: number[]): Promise<Recipient[]> {
      if (userIds.length === 0) return [];
      return queryRows<Recipient>(
        db,
        sql`SELECT id, name, email FROM users
            WHERE email IS NOT NULL AND ${FLAG_COLUMNS[flag]} = 1 AND id IN (${sql.join(
              userIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            ORDER BY id`,
      );
    },

    /** What the weekly review shows for [from, to): new ideas, ideas that reached their target, the largest insider buys. */
    async weeklyReview(week: string, from: Date, to: Date, limit: number): Promise<WeeklyReview> {
      const newIdeas = await queryRows<{
        id: number;
        ticker: string;
        stock_name: string;
        direction: 'long' | 'short';
        potential_yield: string;
        broker_name: string | null;
        total: string;
      }>(
        db,
        sql`SELECT i.id, s.ticker, s.name AS stock_name, i.direction, i.potential_yield, b.name AS broker_name, count(*) OVER () AS total
            FROM ideas i JOIN stocks s ON s.id = i.stock_id LEFT JOIN brokers b ON b.id = i.broker_id
            WHERE NOT i.hidden AND i.opened_at >= ${from.toISOString()}::timestamptz AND i.opened_at < ${to.toISOString()}::timestamptz
            ORDER BY i.potential_yield DESC, i.id LIMIT ${limit}`,
      );
      const reached = await queryRows<{ id: number; ticker: string; stock_name: string; return_pct: string | null }>(
        db,
        sql`SELECT i.id, s.ticker, s.name AS stock_name, i.return_pct
            FROM ideas i JOIN stocks s ON s.id = i.stock_id
            WHERE NOT i.hidden AND i.status = 'target_reached' AND i.closed_at >= ${from.toISOString()}::timestamptz AND i.closed_at < ${to.toISOString()}::timestamptz
            ORDER BY i.return_pct DESC NULLS LAST, i.id LIMIT ${limit}`,
      );
      const buys = await queryRows<{
        insider_id: number;
        insider_name: string;
        ticker: string;
        stock_name: string;
        value: string | null;
        currency: string;
        deal_date: string;
      }>(
        db,
        sql`SELECT d.insider_id, ins.name AS insider_name, s.ticker, s.name AS stock_name, d.value, d.currency, to_char(d.deal_date, 'YYYY-MM-DD') AS deal_date
            FROM insider_deals d JOIN insiders ins ON ins.id = d.insider_id JOIN stocks s ON s.id = d.stock_id
            WHERE NOT d.buyback AND d.kind = 'buy'
              AND d.deal_date >= (${from.toISOString()}::timestamptz AT TIME ZONE 'Europe/Moscow')::date
              AND d.deal_date < (${to.toISOString()}::timestamptz AT TIME ZONE 'Europe/Moscow')::date
            ORDER BY d.value DESC NULLS LAST, d.id LIMIT ${limit}`,
      );
      return {
        week,
        from,
        to,
        newIdeasTotal: Number(newIdeas[0]?.total ?? 0),
        newIdeas: newIdeas.map((r) => ({
          id: r.id,
          ticker: r.ticker,
          stockName: r.stock_name,
          direction: r.direction,
          potentialYield: Number(r.potential_yield),
          brokerName: r.broker_name,
        })),
        targetReached: reached.map((r) => ({
          id: r.id,
          ticker: r.ticker,
          stockName: r.stock_name,
          returnPct: r.return_pct === null ? null : Number(r.return_pct),
        })),
        insiderBuys: buys.map((r) => ({
          insiderId: r.insider_id,
          insiderName: r.insider_name,
          ticker: r.ticker,
          stockName: r.stock_name,
          value: r.value === null ? null : Number(r.value),
          currency: r.currency,
          dealDate: r.deal_date,
        })),
      };
    },

    /**
     * Portfolio events not yet mailed nor seen in the app, since `since`, of users with the flag on;
     * grouped by user, oldest first.
     */
    async unsentPortfolioEvents(since: Date): Promise<Array<{ recipient: Recipient; events: PortfolioEvent[] }>> {
      const rows = await queryRows<{
        user_id: number;
        name: string;
        email: string;
        id: number;
        idea_id: number;
        idea_name: string;
        ticker: string;
        event_txt: string;
        dt: string | Date;
      }>(
        db,
        sql`SELECT u.id AS user_id, u.name, u.email, pu.id, pu.idea_id, i.name AS idea_name, s.ticker, pu.event_txt, pu.dt
            FROM portfolio_updates pu
            JOIN portfolios p ON p.id = pu.portfolio_id
            JOIN users u ON u.id = p.user_id
            JOIN ideas i ON i.id = pu.idea_id
            JOIN stocks s ON s.id = i.stock_id
            WHERE pu.viewed_at IS NULL AND pu.dt >= ${since.toISOString()}::timestamptz
              AND u.email IS NOT NULL AND u.notify_portfolio_events = 1
              AND NOT EXISTS (SELECT 1 FROM mail_claims c WHERE c.item = 'portfolio_update:' || pu.id)
            ORDER BY u.id, pu.dt, pu.id`,
      );
      const byUser = new Map<number, { recipient: Recipient; events: PortfolioEvent[] }>();
      for (const r of rows) {
        let entry = byUser.get(r.user_id);
        if (!entry) {
          entry = { recipient: { id: r.user_id, name: r.name, email: r.email }, events: [] };
          byUser.set(r.user_id, entry);
        }
        entry.events.push({
          id: r.id,
          ideaId: r.idea_id,
          ideaName: r.idea_name,
          ticker: r.ticker,
          eventTxt: r.event_txt,
          dt: new Date(r.dt),
        });
      }
      return [...byUser.values()];
    },

    /**
     * In one transaction: claims the items (those another run claimed first are dropped), and enqueues
     * the letter `build` makes of the claimed ones under the key `keyOf` gives them. Nothing claimed →
     * nothing enqueued. Answers whether a letter was enqueued.
     */
    async claimAndEnqueue<T>(
      items: Array<{ item: string; value: T }>,
      keyOf: (claimed: Array<{ item: string; value: T }>) => string,
      build: (claimed: T[], dedupeKey: string) => OutboxEntry,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(mailClaims)
          .values(items.map(({ item }) => ({ item, dedupeKey: '' })))
          .onConflictDoNothing({ target: mailClaims.item })
          .returning({ item: mailClaims.item });
        const mine = new Set(inserted.map((r) => r.item));
        const claimed = items.filter(({ item }) => mine.has(item));
        if (claimed.length === 0) return false;
        const dedupeKey = keyOf(claimed);
        await tx.execute(
          sql`UPDATE mail_claims SET dedupe_key = ${dedupeKey} WHERE item IN (${sql.join(
            claimed.map(({ item }) => sql`${item}`),
            sql`, `,
          )})`,
        );
        return (
          (await enqueue(
            [
              build(
                claimed.map(({ value }) => value),
                dedupeKey,
              ),
            ],
            tx,
          )) === 1
        );
      });
    },

    /**
     * Takes up to `limit` due messages for this sender: FOR UPDATE SKIP LOCKED, so a parallel sender
     * takes other rows; each taken row is `sending` until `leaseUntil` (due again if this sender dies).
     * The address is the account's current one, and `wanted` says whether its flag is still on.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
      const rows = await queryRows<{
        id: string | number;
        dedupe_key: string;
        to_address: string;
        current_email: string | null;
        user_id: number | null;
        flag_on: number | null;
        flag: string | null;
        subject: string;
        text_body: string;
        html_body: string | null;
        headers: Record<string, string>;
        attempts: number;
      }>(
        db,
        sql`WITH due AS (
              SELECT id FROM mail_outbox
              -- The clock is JavaScript's (whole milliseconds); the database stamps microseconds: a letter
              -- enqueued within the same millisecond is due, not a millisecond early.
              WHERE status IN ('pending', 'sending') AND next_attempt_at < ${now.toISOString()}::timestamptz + interval '1 millisecond'
              ORDER BY next_attempt_at, id
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED
            )
            UPDATE mail_outbox o
            SET status = 'sending', attempts = o.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
            FROM due WHERE o.id = due.id
            RETURNING o.id, o.dedupe_key, o.to_address, o.user_id, o.flag, o.subject, o.text_body, o.html_body, o.headers, o.attempts,
              (SELECT u.email FROM users u WHERE u.id = o.user_id) AS current_email,
              (SELECT CASE o.flag
                        WHEN 'weekly_newsletter' THEN u.notify_weekly_newsletter
                        WHEN 'portfolio_events' THEN u.notify_portfolio_events
                        WHEN 'news' THEN u.notify_news
                        WHEN 'bets' THEN u.notify_bets
                      END
               FROM users u WHERE u.id = o.user_id) AS flag_on`,
      );
      return rows
        .map((r) => {
          const to = r.user_id === null ? r.to_address : r.current_email;
          return {
            id: Number(r.id),
            dedupeKey: r.dedupe_key,
            to,
            wanted: to !== null && (r.flag === null || Number(r.flag_on) === 1),
            attempts: r.attempts,
            message: {
              to: to ?? r.to_address,
              subject: r.subject,
              text: r.text_body,
              ...(r.html_body ? { html: r.html_body } : {}),
              headers: r.headers,
            },
          };
        })
        .sort((a, b) => a.id - b.id);
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.execute(
        sql`UPDATE mail_outbox SET status = 'sent', sent_at = ${at.toISOString()}::timestamptz, error = NULL WHERE id = ${id} AND status = 'sending'`,
      );
    },

    /** Due again at `retryAt`, or failed for good when `retryAt` is null. */
    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db.execute(
        retryAt
          ? sql`UPDATE mail_outbox SET status = 'pending', error = ${error}, next_attempt_at = ${retryAt.toISOString()}::timestamptz WHERE id = ${id} AND status = 'sending'`
          : sql`UPDATE mail_outbox SET status = 'failed', error = ${error} WHERE id = ${id} AND status = 'sending'`,
      );
    },

    /** Unsubscribed (or the address removed) since it was enqueued: not sent. */
    async markSkipped(id: number): Promise<void> {
      await db.execute(sql`UPDATE mail_outbox SET status = 'skipped' WHERE id = ${id} AND status = 'sending'`);
    },

    /** Turns one flag off; answers false when there is no such account. */
    async unsubscribe(userId: number, flag: NotificationKey): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE users SET ${FLAG_COLUMNS[flag]} = 0, updated_at = now() WHERE id = ${userId} RETURNING id`,
      );
      return rows.length === 1;
    },

    async userExists(userId: number): Promise<boolean> {
      return (await queryRows(db, sql`SELECT 1 FROM users WHERE id = ${userId}`)).length === 1;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
