// The bot's alerts: a job collects them into the `telegram_alerts` outbox (migration 0080_bot), the bot
// claims due ones, sends them and reports each result. Never inside a user's request.
//
// Sent once: every alert has a dedupe key (`portfolio_update:42:u5`, `idea:17:u5`,
// `insiders:u5:deal:77`) inserted with ON CONFLICT DO NOTHING, and a cluster alert claims its deals in
// `telegram_alert_items` in the same transaction, so a job run twice, or two runs at once, enqueue
// nothing twice. Claiming takes rows with FOR UPDATE SKIP LOCKED and leases them for five minutes, so
// two bots never send one alert twice; a bot that dies between sending and reporting leaves its lease to
// lapse and the alert is sent again (at least once, never twice in a healthy run).
import { z } from 'zod';
import { parseIdeasFilter } from '@investradar/ui/domain';
import type { Database } from '../../db/client';
import { parseBody } from '../../lib/errors';
import { createTelegramAlertsRepository, type Recipient } from './telegram-alerts.repository';

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
  const alerts = createTelegramAlertsRepository(db);
  const base = deps.publicUrl.replace(/\/+$/, '');

  async function portfolioAlerts(recipient: Recipient): Promise<number> {
    const rows = await alerts.portfolioEvents(recipient.user_id);
    let enqueued = 0;
    for (const row of rows) {
      const text = `${ALERT_TEXTS.portfolioTitle}: ${row.name} (${row.ticker})\n${row.event_txt}\n${base}/ideas/${row.idea_id}`;
      if (
        await alerts.enqueue({
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
    const filters = await alerts.savedFilters(recipient.user_id);
    let enqueued = 0;
    for (const filter of filters) {
      const rows = await alerts.ideasForFilter(recipient.user_id, parseIdeasFilter(filter.query), filter.created_at);
      for (const row of rows) {
        const details = row.premium
          ? ALERT_TEXTS.premium
          : `${ALERT_TEXTS.target}: ${money(Number(row.target_price), row.currency)} (${ALERT_TEXTS.potential} ${Number(row.potential_yield)} %), ${ALERT_TEXTS.horizon} ${row.horizon_days} ${ALERT_TEXTS.days}`;
        const text = `${ALERT_TEXTS.ideaTitle} «${filter.name}»: ${row.name}\n${row.ticker} · ${row.company}\n${details}\n${base}/ideas/${row.id}`;
        if (
          await alerts.enqueue({
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
    const deals = await alerts.clusterDeals(recipient.user_id);
    const byStock = new Map<number, typeof deals>();
    for (const deal of deals) byStock.set(deal.stock_id, [...(byStock.get(deal.stock_id) ?? []), deal]);
    let enqueued = 0;
    for (const group of byStock.values()) {
      const done = await db.transaction(async (transaction) => {
        const inTx = createTelegramAlertsRepository(transaction as unknown as Database);
        const itemOf = (deal: { id: number }) => `u${recipient.user_id}:deal:${deal.id}`;
        const mine = await inTx.claimItems(group.map(itemOf));
        const fresh = group.filter((deal) => mine.has(itemOf(deal)));
        if (fresh.length === 0) return false;
        const first = fresh[0]!;
        // Runs that overlap claim disjoint deals, so the first claimed deal names the alert.
        const dedupeKey = `insiders:u${recipient.user_id}:deal:${first.id}`;
        await inTx.tagItems(fresh.map(itemOf), dedupeKey);
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
        return inTx.enqueue({ dedupeKey, userId: recipient.user_id, kind: 'insiders', text });
      });
      if (done) enqueued++;
    }
    return enqueued;
  }

  return {
    /** POST /api/telegram/alerts/collect: enqueues the alerts due to every linked, not stopped bot-PRO account. */
    async collect() {
      const recipients = await alerts.recipients();
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
        const inTx = createTelegramAlertsRepository(transaction as unknown as Database);
        const due = await inTx.lockDue(limit);
        const claimed: Array<{ id: number; chat_id: string; text: string }> = [];
        for (const row of due) {
          if (!row.wanted || row.chat_id === null) {
            await inTx.markSkipped(row.id);
          } else if (row.attempts >= MAX_ATTEMPTS) {
            // Leased MAX_ATTEMPTS times and never reported: give up rather than risk a loop.
            await inTx.markUnreported(row.id);
          } else {
            await inTx.lease(row.id);
            claimed.push({ id: Number(row.id), chat_id: row.chat_id, text: row.text });
          }
        }
        return { alerts: claimed };
      });
    },

    /** POST /api/telegram/alerts/{id}/result { ok, error?, permanent?, retry_after? }. */
    async result(id: number, body: unknown) {
      const input = parseBody(resultSchema, body);
      if (input.ok) {
        await alerts.markSent(id);
        return { success: true, status: 'sent' as const };
      }
      return db.transaction(async (transaction) => {
        const inTx = createTelegramAlertsRepository(transaction as unknown as Database);
        const row = await inTx.lockSending(id);
        if (!row) return { success: true, status: 'unchanged' as const };
        const error = input.error ?? 'error';
        if (input.permanent || row.attempts >= MAX_ATTEMPTS) {
          await inTx.markFailed(id, error);
          if (input.permanent) await inTx.stopLink(row.user_id);
          return { success: true, status: 'failed' as const };
        }
        // 30 s, 1 min, 2 min, 4 min… or what Telegram asked for.
        const delay = input.retry_after ?? 30 * 2 ** (row.attempts - 1);
        await inTx.retryLater(id, error, delay);
        return { success: true, status: 'pending' as const };
      });
    },
  };
}
export type TelegramAlertsService = ReturnType<typeof createTelegramAlertsService>;
