// The offline price source: the seeded history (stock_prices, index_prices), continued day by day past
// its end with the seed's own random walk (a hash of ticker and day), so a server started days after
// its seed still sees prices move and ideas reach targets or expire, with no network. Deterministic:
// the same day always gets the same close.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { indexPrices, stockPrices, stocks } from '../../db/schema';
import { addDays, type Candle, type PriceSource } from './price-source';

/** Uniform (0, 1] from a key: md5's first 28 bits (the seed's formula in SQL, seed/ideas.ts). */
function uniform(key: string): number {
  return (parseInt(createHash('md5').update(key).digest('hex').slice(0, 7), 16) + 1) / 268_435_457;
}

function normal(key: string): number {
  return Math.sqrt(-2 * Math.log(uniform(`${key}:a`))) * Math.cos(2 * Math.PI * uniform(`${key}:b`));
}

function isWeekday(day: string): boolean {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dow !== 0 && dow !== 6;
}

/** Closes after `last` (its day and close) up to `till`, one per weekday. */
export function continueWalk(key: string, last: Candle, till: string, volatility: number): Candle[] {
  const candles: Candle[] = [];
  let close = last.close;
  for (let day = addDays(last.date, 1); day <= till; day = addDays(day, 1)) {
    if (!isWeekday(day)) continue;
    close = Math.round(close * Math.exp(0.0002 + volatility * normal(`${key}:${day}`)) * 10_000) / 10_000;
    candles.push({ date: day, close });
  }
  return candles;
}

export function createOfflineSource(db: Database): PriceSource {
  /** Stored closes in [from, till], then the walk from the last stored close up to `till`. */
  function series(table: typeof stockPrices | typeof indexPrices, match: SQL, key: string, volatility: number) {
    return async (from: string, till: string): Promise<Candle[]> => {
      const upTo = and(match, lte(table.date, till));
      const [rows, [latest]] = await Promise.all([
        db
          .select({ date: table.date, close: table.close })
          .from(table)
          .where(and(upTo, gte(table.date, from)))
          .orderBy(asc(table.date)),
        db.select({ date: table.date, close: table.close }).from(table).where(upTo).orderBy(desc(table.date)).limit(1),
      ]);
      const stored = rows.map((r) => ({ date: r.date, close: Number(r.close) }));
      const continued = latest
        ? continueWalk(key, { date: latest.date, close: Number(latest.close) }, till, volatility).filter(
            (c) => c.date >= from,
          )
        : [];
      return [...stored, ...continued];
    };
  }

  return {
    name: 'offline',
    async shareCandles(ticker, from, till) {
      const [stock] = await db.select({ id: stocks.id }).from(stocks).where(eq(stocks.ticker, ticker)).limit(1);
      if (!stock) return [];
      return series(stockPrices, eq(stockPrices.stockId, stock.id), ticker, 0.012 + (stock.id % 7) * 0.003)(from, till);
    },
    indexCandles(code, from, till) {
      return series(indexPrices, eq(indexPrices.code, code), code, 0.011)(from, till);
    },
  };
}
