// The demo data looks like the market and like a used service (issue #34 point 3, issue #35 point 10):
// prices stand on the Moscow Exchange snapshot and move like shares do, deals are priced at the day's
// close and sized to the issuer, and a crowd of demo accounts votes, bets and fills the league table.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { MOEX_SHARES } from '../src/seed/data/moex-shares';
import { STOCKS } from '../src/seed/data/stocks';
import { describeOnDatabases } from './support';

describeOnDatabases('the demo data', (ctx) => {
  it('seeds every share of the snapshot, by its ticker', async () => {
    expect(STOCKS.length).toBe(Object.keys(MOEX_SHARES).length);
    for (const [ticker] of STOCKS) expect(MOEX_SHARES[ticker], ticker).toBeDefined();
    const rows = await queryRows<{ ticker: string }>(
      ctx.db,
      sql`SELECT ticker FROM stocks WHERE currency = 'RUB' ORDER BY ticker`,
    );
    expect(rows.map((r) => r.ticker)).toEqual(Object.keys(MOEX_SHARES).sort());
  });

  it('ends every share’s price path within ±20 % of its snapshot close, with no day beyond ±10 %', async () => {
    const last = await queryRows<{ ticker: string; close: number; last_price: number }>(
      ctx.db,
      sql`SELECT s.ticker, p.close::float8 AS close, s.last_price::float8 AS last_price
          FROM stocks s JOIN LATERAL (SELECT close FROM stock_prices WHERE stock_id = s.id ORDER BY date DESC LIMIT 1) p ON true
          WHERE s.currency = 'RUB' ORDER BY s.ticker`,
    );
    expect(last).toHaveLength(STOCKS.length);
    for (const { ticker, close, last_price } of last) {
      const snapshot = MOEX_SHARES[ticker]![1];
      expect(close / snapshot, ticker).toBeGreaterThanOrEqual(0.8);
      expect(close / snapshot, ticker).toBeLessThanOrEqual(1.2);
      expect(last_price, ticker).toBe(close);
    }
    const [moves] = await queryRows<{ largest: number; typical: number }>(
      ctx.db,
      sql`SELECT max(abs(close / prev - 1))::float8 AS largest, avg(abs(close / prev - 1))::float8 AS typical
          FROM (SELECT close, lag(close) OVER (PARTITION BY stock_id ORDER BY date) AS prev FROM stock_prices) m
          WHERE prev IS NOT NULL`,
    );
    expect(moves!.largest).toBeLessThanOrEqual(0.1);
    expect(moves!.typical).toBeGreaterThan(0.01);
    expect(moves!.typical).toBeLessThan(0.03);
    // The walkthrough's figures: SBER and GAZP trade at a few hundred roubles, LKOH at thousands.
    const level = (ticker: string) => last.find((r) => r.ticker === ticker)!.close;
    expect(level('SBER')).toBeGreaterThan(200);
    expect(level('SBER')).toBeLessThan(350);
    expect(level('GAZP')).toBeGreaterThan(100);
    expect(level('GAZP')).toBeLessThan(200);
    expect(level('LKOH')).toBeGreaterThan(5000);
  });

  it('prices every seeded deal at its day’s close ± 1 %, in whole lots, sized to the issuer', async () => {
    const [off] = await queryRows<{ n: number; deals: number }>(
      ctx.db,
      sql`SELECT count(*) FILTER (WHERE abs(d.price / p.close - 1) > 0.0101)::int AS n, count(*)::int AS deals
          FROM insider_deals d JOIN stock_prices p ON p.stock_id = d.stock_id AND p.date = d.deal_date
          WHERE d.filing_id IS NULL`,
    );
    expect(off!.deals).toBeGreaterThan(4000);
    expect(off!.n).toBe(0);
    const lots = Object.entries(MOEX_SHARES).map(([ticker, [lot]]) => sql`(${ticker}, ${lot}::numeric)`);
    const [odd] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM insider_deals d JOIN stocks s ON s.id = d.stock_id
          JOIN (VALUES ${sql.join(lots, sql`, `)}) m(ticker, lot) ON m.ticker = s.ticker
          WHERE d.filing_id IS NULL AND mod(d.shares, m.lot) <> 0`,
    );
    expect(odd!.n).toBe(0);
    // Сбербанк's insiders trade for millions of roubles, a small issuer's for far less.
    const median = async (ticker: string) => {
      const [row] = await queryRows<{ value: number }>(
        ctx.db,
        sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY d.value)::float8 AS value
            FROM insider_deals d JOIN stocks s ON s.id = d.stock_id WHERE s.ticker = ${ticker} AND d.filing_id IS NULL`,
      );
      return row!.value;
    };
    const sber = await median('SBER');
    expect(sber).toBeGreaterThan(3e6);
    expect(sber).toBeLessThan(1e8);
  });

  it('opens ideas at their day’s close with a target −30…+60 % away', async () => {
    const [ideas] = await queryRows<{ off: number; missed: number; low: number; high: number }>(
      ctx.db,
      sql`SELECT count(*) FILTER (WHERE i.start_price <> p.close)::int AS off,
                 count(*) FILTER (WHERE i.target_price <> round(i.start_price * (1 + CASE WHEN i.direction = 'short' THEN -1 ELSE 1 END * i.potential_yield / 100.0), 4))::int AS missed,
                 min(CASE WHEN i.direction = 'short' THEN -i.potential_yield ELSE i.potential_yield END)::float8 AS low,
                 max(CASE WHEN i.direction = 'short' THEN -i.potential_yield ELSE i.potential_yield END)::float8 AS high
          FROM ideas i JOIN stock_prices p ON p.stock_id = i.stock_id AND p.date = (i.opened_at AT TIME ZONE 'Europe/Moscow')::date`,
    );
    expect(ideas!.off).toBe(0);
    expect(ideas!.missed).toBe(0);
    expect(ideas!.low).toBeGreaterThanOrEqual(-30);
    expect(ideas!.high).toBeLessThanOrEqual(60);
    expect(ideas!.high).toBeGreaterThan(40);
  });

  it('fills the league table with dozens of players, gains and losses', async () => {
    const body = (await ctx.app.inject({ url: '/api/liga/rating' })).json() as {
      participants: number;
      leaders: Array<{ profit: number }>;
    };
    expect(body.participants).toBeGreaterThanOrEqual(20);
    const [spread] = await queryRows<{ players: number; winners: number; losers: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS players, count(*) FILTER (WHERE profit > 0)::int AS winners, count(*) FILTER (WHERE profit < 0)::int AS losers
          FROM (SELECT user_id, sum(CASE WHEN result = 'win' THEN result_coins - coins WHEN result = 'loss' THEN -coins ELSE 0 END) AS profit
                FROM bets GROUP BY user_id) b`,
    );
    expect(spread!.players).toBeGreaterThanOrEqual(20);
    expect(spread!.winners).toBeGreaterThan(10);
    expect(spread!.losers).toBeGreaterThan(0);
  });

  it('gives the ideas varied vote counts, more on older ones', async () => {
    const counts = await queryRows<{ likes: number; dislikes: number; old: boolean }>(
      ctx.db,
      sql`SELECT count(*) FILTER (WHERE v.vote = 'like')::int AS likes, count(*) FILTER (WHERE v.vote = 'dislike')::int AS dislikes,
                 i.opened_at < now() - interval '30 days' AS old
          FROM ideas i LEFT JOIN idea_votes v ON v.idea_id = i.id WHERE NOT i.hidden GROUP BY i.id`,
    );
    const totals = counts.map((c) => c.likes + c.dislikes);
    expect(new Set(totals).size).toBeGreaterThan(15);
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(20);
    expect(totals.filter((n) => n > 0).length / totals.length).toBeGreaterThan(0.8);
    expect(new Set(counts.map((c) => c.likes)).size).toBeGreaterThan(10);
    expect(counts.some((c) => c.dislikes > c.likes)).toBe(true);
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    const fresh = counts.filter((c) => !c.old).map((c) => c.likes + c.dislikes);
    const old = counts.filter((c) => c.old).map((c) => c.likes + c.dislikes);
    expect(mean(old)).toBeGreaterThan(mean(fresh));
  });
});
