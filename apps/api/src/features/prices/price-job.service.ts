// The price job (issue #13): new daily closes from the price source, then the ideas they close, then
// the forecaster rating. Safe to run twice (closes are upserts, an idea closes only while open, the
// outbox has one row per idea and kind) and safe to crash midway (each share's prices and each idea's
// close are one transaction each: a crash leaves whole steps done and the rest for the next run).
import type { Database } from '../../db/client';
import { addDays, moscowDate, type PriceSource } from './price-source';
import { createForecastersRepository } from '../ideas';
import { createLeagueRepository, type SettlementResult } from '../league';
import { createPricesRepository, type IdeaClose } from './prices.repository';
import { BENCHMARK_INDEX } from './idea-results';

export interface PriceJobOptions {
  db: Database;
  source: PriceSource;
  /** The job's moment; its Moscow day is the last one priced. */
  now?: Date;
  log?: (message: string) => void;
  /** Test hooks: inside an idea's close transaction (before commit), and after it committed. */
  hooks?: {
    insideClose?: (close: IdeaClose) => Promise<void> | void;
    afterClose?: (close: IdeaClose) => Promise<void> | void;
  };
}

export interface PriceJobResult {
  shares: number;
  candles: number;
  closed: Array<{ id: number; status: IdeaClose['status'] }>;
  forecasterRows: number;
  /** Bets settled on the ideas this run (or an earlier, interrupted one) closed. */
  settlement: SettlementResult;
}

/** How far back a share without stored prices is fetched at most, days. */
const BACKFILL_LIMIT_DAYS = 800;

export async function runPriceJob(options: PriceJobOptions): Promise<PriceJobResult> {
  const { db, source } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const today = moscowDate(now);
  const prices = createPricesRepository(db);

  const shares = await prices.sharesToPrice(today);
  let candles = 0;
  for (const share of shares) {
    const from = share.latest
      ? addDays(share.latest, 1)
      : share.oldestOpen > addDays(today, -BACKFILL_LIMIT_DAYS)
        ? share.oldestOpen
        : addDays(today, -BACKFILL_LIMIT_DAYS);
    if (from > today) continue;
    const got = await source.shareCandles(share.ticker, from, today);
    await prices.storeShareCandles(share.stockId, got);
    candles += got.length;
  }
  const indexLatest = await prices.latestIndexDate(today);
  const indexFrom = indexLatest ? addDays(indexLatest, 1) : addDays(today, -BACKFILL_LIMIT_DAYS);
  if (indexFrom <= today)
    await prices.storeIndexCandles(BENCHMARK_INDEX, await source.indexCandles(BENCHMARK_INDEX, indexFrom, today));
  log(`${source.name}: ${candles} closes for ${shares.length} shares up to ${today}`);

  const closed: PriceJobResult['closed'] = [];
  for (const close of await prices.closable(today)) {
    const done = await prices.closeIdea(
      close,
      options.hooks?.insideClose ? () => options.hooks!.insideClose!(close) : undefined,
    );
    if (done) closed.push({ id: close.id, status: close.status });
    await options.hooks?.afterClose?.(close);
  }
  log(`${closed.length} ideas closed`);
  const forecasterRows = await createForecastersRepository(db).refresh(now);
  // The league pays the bets of the closed ideas (once per idea, whatever the runs).
  const settlement = await createLeagueRepository(db).settle();
  log(`${settlement.bets} bets settled on ${settlement.ideas} ideas`);
  return { shares: shares.length, candles, closed, forecasterRows, settlement };
}
