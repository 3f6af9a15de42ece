// The rows the seed writes, found by their natural keys (never by assumed ids): a database may hold
// SEC filings imported before the seed ran, whose shares (USD, by ticker) and insiders (by CIK) the
// demo data must not touch. Generated rows pick «the n-th seeded share / insider» through these.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { STOCKS } from './data/stocks';

/**
 * Today on the Moscow Exchange's calendar, whatever the database's time zone: no seeded date lies after it
 * (a deal disclosed on or after its trade, both on or before today in Moscow).
 */
export const MOSCOW_TODAY = sql`(now() AT TIME ZONE 'Europe/Moscow')::date`;

/** Moscow Exchange shares: the seed's (imported US issuers are in USD). */
const SEEDED_STOCK = sql`currency = 'RUB'`;
/** The real MOEX shares among them (the benchmark's invented Q-tickers aside). */
const REAL_STOCK = sql`currency = 'RUB' AND ticker IN ${STOCKS.map(([ticker]) => ticker)}`;

/** `id, ticker, name, last_price, n` of the seed's shares, n = 1… in id order (large issuers first). */
export const seededStocks = sql`(SELECT id, ticker, name, last_price, row_number() OVER (ORDER BY id)::int AS n FROM stocks WHERE ${SEEDED_STOCK})`;
/** The same for the real MOEX shares (prices and ideas are seeded for them only). */
export const realStocks = sql`(SELECT id, ticker, name, last_price, row_number() OVER (ORDER BY id)::int AS n FROM stocks WHERE ${REAL_STOCK})`;
/** `id, stock_id, n` of the seed's insiders: the imported ones carry their CIK. */
export const seededInsiders = sql`(SELECT id, stock_id, row_number() OVER (ORDER BY id)::int AS n FROM insiders WHERE cik IS NULL)`;

async function count(db: Database, rows: ReturnType<typeof sql>, what: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${rows} r`);
  if (!row?.n) throw new Error(`no seeded ${what}`);
  return row.n;
}

export const countSeededStocks = (db: Database) => count(db, seededStocks, 'stocks');
export const countRealStocks = (db: Database) => count(db, realStocks, 'real stocks');
export const countSeededInsiders = (db: Database) => count(db, seededInsiders, 'insiders');

/** Ids of the seed's shares in id order (≤ 50k at scale 100). */
export async function seededStockIds(db: Database): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM stocks WHERE ${SEEDED_STOCK} ORDER BY id`);
  return rows.map((r) => r.id);
}
