// The bot's alert outbox (`telegram_alerts`, `telegram_alert_items`, migration 0080_bot) and the reads
// that find what is due. Each function runs on the handle it is given: a transaction's when the
// service opened one (telegram-alerts.service.ts keeps the boundaries, the dedupe and the leases).
import { and, sql } from 'drizzle-orm';
import type { IdeasFilterState } from '@investradar/ui/domain';
import { queryRows, type Database } from '../../db/client';
import { ideas } from '../../db/schema';
import { feedConditions } from '../ideas';
import { BOT_ACCOUNT_TYPE } from './bot-account';

/** Events older than this are never sent (a link made long ago, a plan bought late). */
const LOOKBACK_DAYS = 7;
/** Per saved filter and run: a flood of new ideas is sent over the next runs. */
const IDEAS_PER_FILTER = 20;
/** A claimed alert not reported within this is claimed again. */
const LEASE_SECONDS = 300;

export interface Recipient {
  user_id: number;
  portfolio_since: Date | string | null;
  ideas_since: Date | string | null;
  insiders_since: Date | string | null;
}

export interface AlertDraft {
  dedupeKey: string;
  userId: number;
  kind: string;
  text: string;
}

export interface PortfolioEventRow {
  id: number;
  idea_id: number;
  event_txt: string;
  name: string;
  ticker: string;
}

export interface SavedFilterRow {
  id: number;
  name: string;
  query: string;
  created_at: Date | string;
}

export interface IdeaAlertRow {
  id: number;
  name: string;
  ticker: string;
  company: string;
  currency: string;
  target_price: string;
  potential_yield: string;
  horizon_days: number;
  premium: boolean;
}

export interface ClusterDealRow {
  id: number;
  stock_id: number;
  ticker: string;
  company: string;
  insider: string;
  deal_date: string;
  value: string | null;
  currency: string;
}

export interface DueAlertRow {
  id: number;
  text: string;
  attempts: number;
  chat_id: string | null;
  wanted: boolean;
}

const since = (column: string) => sql.raw(`GREATEST(l.${column}, now() - interval '${LOOKBACK_DAYS} days')`);

export function createTelegramAlertsRepository(db: Database) {
  return {
    /** Adds an alert unless its dedupe key is there already; whether it was added. */
    async enqueue(alert: AlertDraft): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO telegram_alerts (dedupe_key, user_id, kind, text) VALUES (${alert.dedupeKey}, ${alert.userId}, ${alert.kind}, ${alert.text})
            ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      );
      return rows.length > 0;
    },

    /** Every linked, not stopped bot-PRO account with the time each kind of alert was turned on. */
    async recipients(): Promise<Recipient[]> {
      return queryRows<Recipient>(
        db,
        sql`SELECT l.user_id, l.portfolio_since, l.ideas_since, l.insiders_since
            FROM telegram_links l JOIN users u ON u.id = l.user_id
            WHERE l.stopped_at IS NULL AND u.type = ${BOT_ACCOUNT_TYPE} ORDER BY l.user_id`,
      );
    },

    /** Updates of the account's portfolio since its portfolio alerts were turned on, not yet alerted. */
    async portfolioEvents(userId: number): Promise<PortfolioEventRow[]> {
      return queryRows<PortfolioEventRow>(
        db,
        sql`SELECT pu.id, pu.idea_id, pu.event_txt, i.name, s.ticker
            FROM telegram_links l
            JOIN portfolios p ON p.user_id = l.user_id
            JOIN portfolio_updates pu ON pu.portfolio_id = p.id
            JOIN ideas i ON i.id = pu.idea_id
            JOIN stocks s ON s.id = i.stock_id
            WHERE l.user_id = ${userId} AND pu.dt >= ${since('portfolio_since')}
              AND NOT EXISTS (SELECT 1 FROM telegram_alerts a WHERE a.dedupe_key = 'portfolio_update:' || pu.id || ':u' || l.user_id)
            ORDER BY pu.id LIMIT 100`,
      );
    },

    async savedFilters(userId: number): Promise<SavedFilterRow[]> {
      return queryRows<SavedFilterRow>(
        db,
        sql`SELECT id, name, query, created_at FROM saved_filters WHERE user_id = ${userId} ORDER BY id`,
      );
    },

    /** New ideas matching a saved filter (since it was saved and the alerts turned on), not yet alerted. */
    async ideasForFilter(userId: number, filter: IdeasFilterState, savedAt: Date | string): Promise<IdeaAlertRow[]> {
      const conditions = feedConditions(filter);
      return queryRows<IdeaAlertRow>(
        db,
        sql`SELECT ideas.id, ideas.name, s.ticker, s.name AS company, ideas.currency, ideas.target_price, ideas.potential_yield,
                   ideas.horizon_days, ideas.premium
            FROM ideas JOIN stocks s ON s.id = ideas.stock_id
            JOIN telegram_links l ON l.user_id = ${userId}
            WHERE ${and(...conditions)}
              AND ${ideas.openedAt} >= GREATEST(${since('ideas_since')}, ${new Date(savedAt).toISOString()}::timestamptz) - interval '1 day'
              AND NOT EXISTS (SELECT 1 FROM telegram_alerts a WHERE a.dedupe_key = 'idea:' || ideas.id || ':u' || l.user_id)
            ORDER BY ideas.id LIMIT ${IDEAS_PER_FILTER}`,
      );
    },

    /** Cluster buys on the shares of the account's portfolio ideas whose deals are not yet claimed. */
    async clusterDeals(userId: number): Promise<ClusterDealRow[]> {
      return queryRows<ClusterDealRow>(
        db,
        sql`SELECT d.id, d.stock_id, s.ticker, s.name AS company, ins.name AS insider, to_char(d.deal_date, 'YYYY-MM-DD') AS deal_date, d.value, d.currency
            FROM telegram_links l
            JOIN insider_deals d ON d.cluster
            JOIN stocks s ON s.id = d.stock_id
            JOIN insiders ins ON ins.id = d.insider_id
            WHERE l.user_id = ${userId}
              AND d.stock_id IN (SELECT i.stock_id FROM portfolios p JOIN portfolio_ideas pi ON pi.portfolio_id = p.id JOIN ideas i ON i.id = pi.idea_id WHERE p.user_id = l.user_id)
              AND d.filed_at >= (${since('insiders_since')} AT TIME ZONE 'Europe/Moscow')::date - 1
              AND NOT EXISTS (SELECT 1 FROM telegram_alert_items t WHERE t.item = 'u' || l.user_id || ':deal:' || d.id)
            ORDER BY d.id LIMIT 500`,
      );
    },

    /** Claims the items no one claimed before (ON CONFLICT DO NOTHING); the ones claimed now. */
    async claimItems(items: string[]): Promise<Set<string>> {
      const claimed = await queryRows<{ item: string }>(
        db,
        sql`INSERT INTO telegram_alert_items (item, dedupe_key) VALUES ${sql.join(
          items.map((item) => sql`(${item}, '')`),
          sql`, `,
        )}
            ON CONFLICT (item) DO NOTHING RETURNING item`,
      );
      return new Set(claimed.map((row) => row.item));
    },

    /** Names the alert that claimed `items`. */
    async tagItems(items: string[], dedupeKey: string): Promise<void> {
      await db.execute(
        sql`UPDATE telegram_alert_items SET dedupe_key = ${dedupeKey} WHERE item IN (${sql.join(
          items.map((item) => sql`${item}`),
          sql`, `,
        )})`,
      );
    },

    /** Due alerts, locked (FOR UPDATE SKIP LOCKED: other claimers skip them), with whether they are still wanted. */
    async lockDue(limit: number): Promise<DueAlertRow[]> {
      return queryRows<DueAlertRow>(
        db,
        sql`SELECT a.id, a.text, a.attempts, l.chat_id,
                   (l.user_id IS NOT NULL AND l.stopped_at IS NULL AND u.type = ${BOT_ACCOUNT_TYPE}) AS wanted
            FROM telegram_alerts a
            JOIN users u ON u.id = a.user_id
            LEFT JOIN telegram_links l ON l.user_id = a.user_id
            WHERE a.status IN ('pending', 'sending') AND a.next_attempt_at <= now()
            ORDER BY a.next_attempt_at, a.id LIMIT ${limit}
            FOR UPDATE OF a SKIP LOCKED`,
      );
    },

    async markSkipped(id: number): Promise<void> {
      await db.execute(sql`UPDATE telegram_alerts SET status = 'skipped' WHERE id = ${id}`);
    },

    /** Gives up on an alert leased too often without a report. */
    async markUnreported(id: number): Promise<void> {
      await db.execute(
        sql`UPDATE telegram_alerts SET status = 'failed', error = COALESCE(error, 'no report') WHERE id = ${id}`,
      );
    },

    /** Leases an alert to the caller for LEASE_SECONDS, counting the attempt. */
    async lease(id: number): Promise<void> {
      await db.execute(
        sql`UPDATE telegram_alerts SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + ${LEASE_SECONDS} * interval '1 second' WHERE id = ${id}`,
      );
    },

    async markSent(id: number): Promise<void> {
      await db.execute(
        sql`UPDATE telegram_alerts SET status = 'sent', sent_at = now(), error = NULL WHERE id = ${id} AND status = 'sending'`,
      );
    },

    /** A leased alert, locked for the report (FOR UPDATE); undefined when it is not being sent. */
    async lockSending(id: number): Promise<{ attempts: number; user_id: number } | undefined> {
      const [row] = await queryRows<{ attempts: number; user_id: number }>(
        db,
        sql`SELECT attempts, user_id FROM telegram_alerts WHERE id = ${id} AND status = 'sending' FOR UPDATE`,
      );
      return row;
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.execute(sql`UPDATE telegram_alerts SET status = 'failed', error = ${error} WHERE id = ${id}`);
    },

    /** Telegram refused the chat for good: the account's link stops. */
    async stopLink(userId: number): Promise<void> {
      await db.execute(
        sql`UPDATE telegram_links SET stopped_at = COALESCE(stopped_at, now()), updated_at = now() WHERE user_id = ${userId}`,
      );
    },

    async retryLater(id: number, error: string, delaySeconds: number): Promise<void> {
      await db.execute(
        sql`UPDATE telegram_alerts SET status = 'pending', error = ${error}, next_attempt_at = now() + ${delaySeconds} * interval '1 second' WHERE id = ${id}`,
      );
    },
  };
}
