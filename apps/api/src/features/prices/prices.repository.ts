import { and, eq, sql } from 'drizzle-orm';
import type { IdeaStatus } from '@investradar/ui/domain';
import { IDEA_CLOSE_EVENTS } from '../../lib/domain-titles';
import { queryRows, type Database } from '../../db/client';
import { ideas } from '../../db/schema';
import type { Candle } from './price-source';
import { BENCHMARK_INDEX, IDEA_RESULTS } from './idea-results';

export interface ShareToPrice {
  stockId: number;
  ticker: string;
  /** Latest stored close on or before the job's day; null: none. */
  latest: string | null;
  /** Opening day of the share's oldest open idea. */
  oldestOpen: string;
}

export interface IdeaClose {
  id: number;
  status: Exclude<IdeaStatus, 'open'>;
  date: string;
  close: number;
  profit: boolean;
}

/** Texts of the portfolio update an idea's close sends to every portfolio holding it. */
/** Channel on which a committed close is announced (payload: the idea id); the outbox row is the record. */
export const IDEA_EVENTS_CHANNEL = 'ir_ideas';

export function createPricesRepository(db: Database) {
  return {
    /** An idea's status and the price an operator's close takes: the share's last price, else the idea's start. */
    async ideaForOperatorClose(ideaId: number): Promise<{ status: string; price: string } | undefined> {
      const [idea] = await queryRows<{ status: string; price: string }>(
        db,
        sql`SELECT i.status, COALESCE(s.last_price, i.start_price)::text AS price FROM ideas i JOIN stocks s ON s.id = i.stock_id WHERE i.id = ${ideaId}`,
      );
      return idea;
    },

    /** Shares with open ideas (hidden ones too: they still close) and where their stored prices end. */
    async sharesToPrice(today: string): Promise<ShareToPrice[]> {
      return queryRows<ShareToPrice>(
        db,
        sql`
        SELECT s.id AS "stockId", s.ticker,
               (SELECT max(p.date)::text FROM stock_prices p WHERE p.stock_id = s.id AND p.date <= ${today}::date) AS latest,
               o.oldest::text AS "oldestOpen"
        FROM (SELECT stock_id, min((opened_at AT TIME ZONE 'Europe/Moscow')::date) AS oldest FROM ideas WHERE status = 'open' GROUP BY stock_id) o
        JOIN stocks s ON s.id = o.stock_id
        ORDER BY s.id`,
      );
    },

    async latestIndexDate(today: string): Promise<string | null> {
      const [row] = await queryRows<{ latest: string | null }>(
        db,
        sql`SELECT max(date)::text AS latest FROM index_prices WHERE code = ${BENCHMARK_INDEX} AND date <= ${today}::date`,
      );
      return row?.latest ?? null;
    },

    /**
     * Stores a share's closes and moves its last price to the newest one, in one transaction; a close
     * stored before is overwritten (a corrected figure), so storing the same candles twice is harmless.
     */
    async storeShareCandles(stockId: number, candles: Candle[]): Promise<void> {
      if (!candles.length) return;
      const last = candles.reduce((a, b) => (b.date > a.date ? b : a));
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO stock_prices (stock_id, date, close)
          SELECT ${stockId}, d::date, c FROM unnest(${sql.param(candles.map((c) => c.date))}::text[], ${sql.param(candles.map((c) => c.close))}::numeric[]) AS t(d, c)
          ON CONFLICT (stock_id, date) DO UPDATE SET close = EXCLUDED.close`);
        await tx.execute(sql`
          UPDATE stocks SET last_price = ${String(last.close)}, last_price_date = ${last.date}::date
          WHERE id = ${stockId} AND (last_price_date IS NULL OR last_price_date <= ${last.date}::date)`);
      });
    },

    async storeIndexCandles(code: string, candles: Candle[]): Promise<void> {
      if (!candles.length) return;
      await db.execute(sql`
        INSERT INTO index_prices (code, date, close)
        SELECT ${code}, d::date, c FROM unnest(${sql.param(candles.map((c) => c.date))}::text[], ${sql.param(candles.map((c) => c.close))}::numeric[]) AS t(d, c)
        ON CONFLICT (code, date) DO UPDATE SET close = EXCLUDED.close`);
    },

    /**
     * Open ideas that the stored prices close as of `today`: the first close at or beyond the target
     * after the opening day and up to the horizon (target_reached); else, past the horizon, the last
     * close on or before it (expired, with profit when it moved the idea's way).
     */
    async closable(today: string): Promise<IdeaClose[]> {
      const rows = await queryRows<{
        id: number;
        hit_date: string | null;
        hit_close: string | null;
        end_close: string | null;
        end_date: string | null;
        long: boolean;
        start: string;
        expired: boolean;
      }>(
        db,
        sql`
        SELECT i.id, h.date::text AS hit_date, h.close AS hit_close, e.date::text AS end_date, e.close AS end_close,
               i.direction <> 'short' AS long, i.start_price AS start, (i.horizon_at AT TIME ZONE 'Europe/Moscow')::date < ${today}::date AS expired
        FROM ideas i
        LEFT JOIN LATERAL (
          SELECT p.date, p.close FROM stock_prices p
          WHERE p.stock_id = i.stock_id AND p.date > (i.opened_at AT TIME ZONE 'Europe/Moscow')::date
            AND p.date <= LEAST((i.horizon_at AT TIME ZONE 'Europe/Moscow')::date, ${today}::date)
            AND CASE WHEN i.direction = 'short' THEN p.close <= i.target_price ELSE p.close >= i.target_price END
          ORDER BY p.date LIMIT 1
        ) h ON true
        LEFT JOIN LATERAL (
          SELECT p.date, p.close FROM stock_prices p
          WHERE p.stock_id = i.stock_id AND p.date <= (i.horizon_at AT TIME ZONE 'Europe/Moscow')::date
          ORDER BY p.date DESC LIMIT 1
        ) e ON true
        WHERE i.status = 'open'
          AND (h.date IS NOT NULL OR (i.horizon_at AT TIME ZONE 'Europe/Moscow')::date < ${today}::date)
        ORDER BY i.id`,
      );
      return rows.flatMap((r): IdeaClose[] => {
        if (r.hit_date !== null && r.hit_close !== null)
          return [{ id: r.id, status: 'target_reached', date: r.hit_date, close: Number(r.hit_close), profit: true }];
        if (!r.expired || r.end_close === null || r.end_date === null) return [];
        const close = Number(r.end_close);
        const start = Number(r.start);
        return [
          { id: r.id, status: 'expired', date: r.end_date, close, profit: r.long ? close > start : close < start },
        ];
      });
    },

    /**
     * Closes one idea and records everything that follows from it in one transaction: the status
     * change, its history row, an update in every portfolio holding it, and the idea_closed outbox
     * event (announced on commit). Only an idea still open is closed: a second run, or a run racing
     * this one, changes nothing. `inside` runs before the commit (tests crash there).
     */
    async closeIdea(close: IdeaClose, inside?: () => Promise<void> | void): Promise<boolean> {
      return db.transaction(async (tx) => {
        const closedAt = sql`(${close.date}::date + time '19:00') AT TIME ZONE 'Europe/Moscow'`;
        const [updated] = await tx
          .update(ideas)
          .set({
            status: close.status,
            closedAt: sql`${closedAt}`,
            closePrice: String(close.close),
            closedWithProfit: close.profit,
          })
          .where(and(eq(ideas.id, close.id), eq(ideas.status, 'open')))
          .returning({ id: ideas.id });
        if (!updated) return false;
        await tx.execute(sql`UPDATE ideas SET ${IDEA_RESULTS} WHERE id = ${close.id}`);
        await tx.execute(
          sql`INSERT INTO idea_status_history (idea_id, status, price, changed_at) VALUES (${close.id}, ${close.status}, ${String(close.close)}, ${closedAt})`,
        );
        const event = IDEA_CLOSE_EVENTS[close.status];
        const text = close.profit ? event.profit : event.loss;
        await tx.execute(sql`
          INSERT INTO portfolio_updates (portfolio_id, idea_id, event, event_txt, closed_with_profit)
          SELECT portfolio_id, ${close.id}, 'idea_closed', ${text}, ${close.profit} FROM portfolio_ideas WHERE idea_id = ${close.id}`);
        await tx.execute(sql`
          INSERT INTO idea_events (idea_id, kind, payload)
          SELECT id, 'idea_closed', jsonb_build_object('status', status, 'closed_at', closed_at, 'close_price', close_price,
                 'closed_with_profit', closed_with_profit, 'return_pct', return_pct)
          FROM ideas WHERE id = ${close.id}
          ON CONFLICT (idea_id, kind) DO NOTHING`);
        await tx.execute(sql`SELECT pg_notify(${IDEA_EVENTS_CHANNEL}, ${String(close.id)})`);
        await inside?.();
        return true;
      });
    },
  };
}
export type PricesRepository = ReturnType<typeof createPricesRepository>;
