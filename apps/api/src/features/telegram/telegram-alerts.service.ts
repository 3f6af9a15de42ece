// The bot's alerts: a job collects them into the `telegram_alerts` outbox (migration 0080_bot), the bot
// claims due ones, sends them and reports each result. Never inside a user's request.
//
// Sent once: every alert has a dedupe key (`portfolio_update:42:u5`, `idea:17:u5`,
// `insiders:u5:deal:77`) inserted with ON CONFLICT DO NOTHING, and a cluster alert claims its deals in
// `telegram_alert_items` in the same transaction, so a job run twice, or two runs at once, enqueue
// nothing twice. Claiming takes rows with FOR UPDATE SKIP LOCKED and leases them for five minutes, so
// two bots never send one alert twice; a bot that dies between sending and reporting leaves its lease to
// lapse and the alert is sent again (at least once, never twice in a healthy run).
import { and, sql } from 'drizzle-orm';
import { z } from 'zod';
import { parseIdeasFilter } from '@investradar/ui/domain';
import { queryRows, type Database } from '../../db/client';
import { ideas } from '../../db/schema';
import { parseBody } from '../../lib/errors';
import { feedConditions } from '../ideas/ideas.repository';
import { BOT_ACCOUNT_TYPE } from './telegram-bot.service';

/** Events older than this are never sent (a link made long ago, a plan bought late). */
const LOOKBACK_DAYS = 7;
/** Per saved filter and run: a flood of new ideas is sent over the next runs. */
const IDEAS_PER_FILTER = 20;
/** A claimed alert not reported within this is claimed again. */
const LEASE_SECONDS = 300;
export const MAX_ATTEMPTS = 5;

export const ALERT_TEXTS = {
  portfolioTitle: 'Событие в портфеле',
  ideaTitle: 'Новая идея по фильтру',
  target: 'Цель',
  potential: 'потенциал',
  horizon: 'горизонт',
  days: 'дн.',
  premium: 'Премиум-идея: цель и подробности на сайте',
  clusterTitle: 'Кластерная покупка инсайдеров',
  bought: 'купили акции',
} as const;

const CURRENCY_SIGN: Record<string, string> = { RUB: '₽', USD: '$' };

function money(value: number, currency: string): string {
  const sign = CURRENCY_SIGN[currency] ?? currency;
  return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(value)} ${sign}`;
}

/** 1 сделка, 2 сделки, 5 сделок. */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** 2026-03-04 → 04.03.2026. */
const day = (iso: string) => iso.split('-').reverse().join('.');

interface Recipient {
  user_id: number;
  portfolio_since: Date | string | null;
  ideas_since: Date | string | null;
  insiders_since: Date | string | null;
}

const resultSchema = z.object({
  ok: z.boolean(),
  error: z.string().max(500).optional(),
  /** Telegram refused for good (blocked by the user, chat not found): the link is stopped too. */
  permanent: z.boolean().optional(),
  /** Telegram's retry_after (seconds) on 429. */
  retry_after: z.number().int().min(0).max(86_400).optional(),
});
const claimSchema = z.object({ limit: z.number().int().min(1).max(100).optional() });

export function createTelegramAlertsService(deps: { db: Database; publicUrl: string }) {
  const { db } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  async function enqueue(
    tx: Database,
    alert: { dedupeKey: string; userId: number; kind: string; text: string },
  ): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO telegram_alerts (dedupe_key, user_id, kind, text) VALUES (${alert.dedupeKey}, ${alert.userId}, ${alert.kind}, ${alert.text})
          ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    );
    return rows.length > 0;
  }

  const since = (column: string) => sql.raw(`GREATEST(l.${column}, now() - interval '${LOOKBACK_DAYS} days')`);

  async function portfolioAlerts(recipient: Recipient): Promise<number> {
    const rows = await queryRows<{ id: number; idea_id: number; event_txt: string; name: string; ticker: string }>(
      db,
      sql`SELECT pu.id, pu.idea_id, pu.event_txt, i.name, s.ticker
          FROM telegram_links l
          JOIN portfolios p ON p.user_id = l.user_id
          JOIN portfolio_updates pu ON pu.portfolio_id = p.id
          JOIN ideas i ON i.id = pu.idea_id
          JOIN stocks s ON s.id = i.stock_id
          WHERE l.user_id = ${recipient.user_id} AND pu.dt >= ${since('portfolio_since')}
            AND NOT EXISTS (SELECT 1 FROM telegram_alerts a WHERE a.dedupe_key = 'portfolio_update:' || pu.id || ':u' || l.user_id)
          ORDER BY pu.id LIMIT 100`,
    );
    let enqueued = 0;
    for (const row of rows) {
      const text = `${ALERT_TEXTS.portfolioTitle}: ${row.name} (${row.ticker})\n${row.event_txt}\n${base}/ideas/${row.idea_id}`;
      if (
        await enqueue(db, {
          dedupeKey: `portfolio_update:${row.id}:u${recipient.user_id}`,
          userId: recipient.user_id,
          kind: 'portfolio',
          text,
        })
      )
        enqueued++;
    }
    return enqueued;
  }

  async function ideaAlerts(recipient: Recipient): Promise<number> {
    const filters = await queryRows<{ id: number; name: string; query: string; created_at: Date | string }>(
      db,
      sql`SELECT id, name, query, created_at FROM saved_filters WHERE user_id = ${recipient.user_id} ORDER BY id`,
    );
    let enqueued = 0;
    for (const filter of filters) {
      const conditions = feedConditions(parseIdeasFilter(filter.query));
      const rows = await queryRows<{
        id: number;
        name: string;
        ticker: string;
        company: string;
        currency: string;
        target_price: string;
        potential_yield: string;
        horizon_days: number;
        premium: boolean;
      }>(
        db,
        sql`SELECT ideas.id, ideas.name, s.ticker, s.name AS company, ideas.currency, ideas.target_price, ideas.potential_yield,
                   ideas.horizon_days, ideas.premium
            FROM ideas JOIN stocks s ON s.id = ideas.stock_id
            JOIN telegram_links l ON l.user_id = ${recipient.user_id}
            WHERE ${and(...conditions)}
              AND ${ideas.openedAt} >= GREATEST(${since('ideas_since')}, ${new Date(filter.created_at).toISOString()}::timestamptz) - interval '1 day'
              AND NOT EXISTS (SELECT 1 FROM telegram_alerts a WHERE a.dedupe_key = 'idea:' || ideas.id || ':u' || l.user_id)
            ORDER BY ideas.id LIMIT ${IDEAS_PER_FILTER}`,
      );
      for (const row of rows) {
        const details = row.premium
          ? ALERT_TEXTS.premium
          : `${ALERT_TEXTS.target}: ${money(Number(row.target_price), row.currency)} (${ALERT_TEXTS.potential} ${Number(row.potential_yield)} %), ${ALERT_TEXTS.horizon} ${row.horizon_days} ${ALERT_TEXTS.days}`;
        const text = `${ALERT_TEXTS.ideaTitle} «${filter.name}»: ${row.name}\n${row.ticker} · ${row.company}\n${details}\n${base}/ideas/${row.id}`;
        if (
          await enqueue(db, {
            dedupeKey: `idea:${row.id}:u${recipient.user_id}`,
            userId: recipient.user_id,
            kind: 'idea',
            text,
          })
        )
          enqueued++;
      }
    }
    return enqueued;
  }

  /** Cluster buys (insider_deals.cluster) on the shares of the account's portfolio ideas, one alert per share and run. */
  async function insiderAlerts(recipient: Recipient): Promise<number> {
    const deals = await queryRows<{
      id: number;
      stock_id: number;
      ticker: string;
      company: string;
      insider: string;
      deal_date: string;
      value: string | null;
      currency: string;
    }>(
      db,
      sql`SELECT d.id, d.stock_id, s.ticker, s.name AS company, ins.name AS insider, to_char(d.deal_date, 'YYYY-MM-DD') AS deal_date, d.value, d.currency
          FROM telegram_links l
          JOIN insider_deals d ON d.cluster
          JOIN stocks s ON s.id = d.stock_id
          JOIN insiders ins ON ins.id = d.insider_id
          WHERE l.user_id = ${recipient.user_id}
            AND d.stock_id IN (SELECT i.stock_id FROM portfolios p JOIN portfolio_ideas pi ON pi.portfolio_id = p.id JOIN ideas i ON i.id = pi.idea_id WHERE p.user_id = l.user_id)
            AND d.filed_at >= (${since('insiders_since')} AT TIME ZONE 'Europe/Moscow')::date - 1
            AND NOT EXISTS (SELECT 1 FROM telegram_alert_items t WHERE t.item = 'u' || l.user_id || ':deal:' || d.id)
          ORDER BY d.id LIMIT 500`,
    );
    const byStock = new Map<number, typeof deals>();
    for (const deal of deals) byStock.set(deal.stock_id, [...(byStock.get(deal.stock_id) ?? []), deal]);
    let enqueued = 0;
    for (const group of byStock.values()) {
      const done = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const itemOf = (deal: { id: number }) => `u${recipient.user_id}:deal:${deal.id}`;
        const claimed = await queryRows<{ item: string }>(
          tx,
          sql`INSERT INTO telegram_alert_items (item, dedupe_key) VALUES ${sql.join(
            group.map((deal) => sql`(${itemOf(deal)}, '')`),
            sql`, `,
          )}
              ON CONFLICT (item) DO NOTHING RETURNING item`,
        );
        const mine = new Set(claimed.map((row) => row.item));
        const fresh = group.filter((deal) => mine.has(itemOf(deal)));
        if (fresh.length === 0) return false;
        const first = fresh[0]!;
        // Runs that overlap claim disjoint deals, so the first claimed deal names the alert.
        const dedupeKey = `insiders:u${recipient.user_id}:deal:${first.id}`;
        await tx.execute(
          sql`UPDATE telegram_alert_items SET dedupe_key = ${dedupeKey} WHERE item IN (${sql.join(
            fresh.map((deal) => sql`${itemOf(deal)}`),
            sql`, `,
          )})`,
        );
        const isoDates = fresh.map((deal) => deal.deal_date).sort();
        const names = [...new Set(fresh.map((deal) => deal.insider))];
        const total = fresh.reduce((sum, deal) => sum + (deal.value === null ? 0 : Number(deal.value)), 0);
        const from = day(isoDates[0]!);
        const to = day(isoDates.at(-1)!);
        const period = from === to ? from : `${from} — ${to}`;
        const text =
          `${ALERT_TEXTS.clusterTitle}: ${first.ticker} (${first.company})\n` +
          `${fresh.length} ${plural(fresh.length, 'сделка', 'сделки', 'сделок')}, ${period}: ${names.join(', ')} ${ALERT_TEXTS.bought}` +
          (total > 0 ? ` на ${money(total, first.currency)}` : '') +
          `\n${base}/insider-radar/deals?ticker=${encodeURIComponent(first.ticker)}&cluster=1`;
        return enqueue(tx, { dedupeKey, userId: recipient.user_id, kind: 'insiders', text });
      });
      if (done) enqueued++;
    }
    return enqueued;
  }

  return {
    /** POST /api/telegram/alerts/collect: enqueues the alerts due to every linked, not stopped bot-PRO account. */
    async collect() {
      const recipients = await queryRows<Recipient>(
        db,
        sql`SELECT l.user_id, l.portfolio_since, l.ideas_since, l.insiders_since
            FROM telegram_links l JOIN users u ON u.id = l.user_id
            WHERE l.stopped_at IS NULL AND u.type = ${BOT_ACCOUNT_TYPE} ORDER BY l.user_id`,
      );
      const enqueued = { portfolio: 0, ideas: 0, insiders: 0 };
      for (const recipient of recipients) {
        if (recipient.portfolio_since !== null) enqueued.portfolio += await portfolioAlerts(recipient);
        if (recipient.ideas_since !== null) enqueued.ideas += await ideaAlerts(recipient);
        if (recipient.insiders_since !== null) enqueued.insiders += await insiderAlerts(recipient);
      }
      return { success: true, recipients: recipients.length, enqueued };
    },

    /**
     * POST /api/telegram/alerts/claim { limit? }: due alerts leased to the caller, with the chat to send
     * to. An alert whose account was unlinked, stopped or left the bot plan meanwhile is skipped.
     */
    async claim(body: unknown) {
      const { limit = 20 } = parseBody(claimSchema, body);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const due = await queryRows<{
          id: number;
          text: string;
          attempts: number;
          chat_id: string | null;
          wanted: boolean;
        }>(
          tx,
          sql`SELECT a.id, a.text, a.attempts, l.chat_id,
                     (l.user_id IS NOT NULL AND l.stopped_at IS NULL AND u.type = ${BOT_ACCOUNT_TYPE}) AS wanted
              FROM telegram_alerts a
              JOIN users u ON u.id = a.user_id
              LEFT JOIN telegram_links l ON l.user_id = a.user_id
              WHERE a.status IN ('pending', 'sending') AND a.next_attempt_at <= now()
              ORDER BY a.next_attempt_at, a.id LIMIT ${limit}
              FOR UPDATE OF a SKIP LOCKED`,
        );
        const alerts: Array<{ id: number; chat_id: string; text: string }> = [];
        for (const row of due) {
          if (!row.wanted || row.chat_id === null) {
            await tx.execute(sql`UPDATE telegram_alerts SET status = 'skipped' WHERE id = ${row.id}`);
          } else if (row.attempts >= MAX_ATTEMPTS) {
            // Leased MAX_ATTEMPTS times and never reported: give up rather than risk a loop.
            await tx.execute(
              sql`UPDATE telegram_alerts SET status = 'failed', error = COALESCE(error, 'no report') WHERE id = ${row.id}`,
            );
          } else {
            await tx.execute(
              sql`UPDATE telegram_alerts SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + ${LEASE_SECONDS} * interval '1 second' WHERE id = ${row.id}`,
            );
            alerts.push({ id: Number(row.id), chat_id: row.chat_id, text: row.text });
          }
        }
        return { alerts };
      });
    },

    /** POST /api/telegram/alerts/{id}/result { ok, error?, permanent?, retry_after? }. */
    async result(id: number, body: unknown) {
      const input = parseBody(resultSchema, body);
      if (input.ok) {
        await db.execute(
          sql`UPDATE telegram_alerts SET status = 'sent', sent_at = now(), error = NULL WHERE id = ${id} AND status = 'sending'`,
        );
        return { success: true, status: 'sent' as const };
      }
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [row] = await queryRows<{ attempts: number; user_id: number }>(
          tx,
          sql`SELECT attempts, user_id FROM telegram_alerts WHERE id = ${id} AND status = 'sending' FOR UPDATE`,
        );
        if (!row) return { success: true, status: 'unchanged' as const };
        const error = input.error ?? 'error';
        if (input.permanent || row.attempts >= MAX_ATTEMPTS) {
          await tx.execute(sql`UPDATE telegram_alerts SET status = 'failed', error = ${error} WHERE id = ${id}`);
          if (input.permanent)
            await tx.execute(
              sql`UPDATE telegram_links SET stopped_at = COALESCE(stopped_at, now()), updated_at = now() WHERE user_id = ${row.user_id}`,
            );
          return { success: true, status: 'failed' as const };
        }
        // 30 s, 1 min, 2 min, 4 min… or what Telegram asked for.
        const delay = input.retry_after ?? 30 * 2 ** (row.attempts - 1);
        await tx.execute(
          sql`UPDATE telegram_alerts SET status = 'pending', error = ${error}, next_attempt_at = now() + ${delay} * interval '1 second' WHERE id = ${id}`,
        );
        return { success: true, status: 'pending' as const };
      });
    },
  };
}
export type TelegramAlertsService = ReturnType<typeof createTelegramAlertsService>;
