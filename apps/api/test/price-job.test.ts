import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ideaEvents,
  ideas,
  ideaStatusHistory,
  portfolioIdeas,
  portfolios,
  portfolioUpdates,
  stockPrices,
  stocks,
  users,
} from '../src/db/schema';
import { createMoexIssSource } from '../src/features/prices/moex-iss';
import { createOfflineSource } from '../src/features/prices/offline-prices.repository';
import { addDays, moscowDate } from '../src/features/prices/price-source';
import { runPriceJob } from '../src/features/prices/price-job.service';
import { EMPTY_HISTORY, fakeIss, moexHistoryRoute } from './support-iss';
import { describeOnDatabases } from './support';

describeOnDatabases('price job', (ctx) => {
  async function closesOf(ids: number[]) {
    const [history, events, updates] = await Promise.all([
      ctx.db
        .select({ ideaId: ideaStatusHistory.ideaId, n: count() })
        .from(ideaStatusHistory)
        .where(and(inArray(ideaStatusHistory.ideaId, ids), sql`status <> 'open'`))
        .groupBy(ideaStatusHistory.ideaId),
      ctx.db
        .select({ ideaId: ideaEvents.ideaId, n: count() })
        .from(ideaEvents)
        .where(inArray(ideaEvents.ideaId, ids))
        .groupBy(ideaEvents.ideaId),
      ctx.db
        .select({ n: count() })
        .from(portfolioUpdates)
        .where(and(inArray(portfolioUpdates.ideaId, ids), eq(portfolioUpdates.event, 'idea_closed'))),
    ]);
    return { history, events, updates: updates[0]!.n };
  }

  describe('on the Moscow Exchange answers (fixtures)', () => {
    it('stores the closes, closes the ideas they decide, emits the events once; a second run changes nothing', async () => {
      const [moex] = await ctx.db.select({ id: stocks.id }).from(stocks).where(eq(stocks.ticker, 'MOEX'));
      const opened = new Date('2014-01-06T10:00:00+03:00');
      const idea = (direction: string, target: string, horizonDays: number) => ({
        stockId: moex!.id,
        name: `MOEX ${direction} ${target}`,
        direction,
        horizonDays,
        potentialYield: '10',
        startPrice: '62.92',
        targetPrice: target,
        status: 'open',
        openedAt: opened,
        horizonAt: new Date(opened.getTime() + horizonDays * 86_400_000),
      });
      const rows = await ctx.db
        .insert(ideas)
        .values([idea('long', '65', 180), idea('long', '100', 60), idea('short', '50', 365), idea('long', '100', 365)])
        .returning({ id: ideas.id });
      const [reach, expire, short, stillOpen] = rows.map((r) => r.id) as [number, number, number, number];
      const [pro] = await ctx.db
        .select({ portfolioId: portfolios.id })
        .from(portfolios)
        .innerJoin(users, eq(users.id, portfolios.userId))
        .where(eq(users.email, 'pro@investradar.ru'));
      await ctx.db.insert(portfolioIdeas).values({ portfolioId: pro!.portfolioId, ideaId: reach });

      const fetch = fakeIss({
        ...moexHistoryRoute,
        '/iss/history/engines/stock/markets/index/securities/IMOEX.json': (start) => ({
          body:
            start > 0
              ? EMPTY_HISTORY
              : JSON.stringify({
                  history: {
                    columns: ['TRADEDATE', 'CLOSE'],
                    data: [
                      ['2014-01-06', 1500],
                      ['2014-05-29', 1400],
                    ],
                  },
                }),
        }),
      });
      const now = new Date('2014-06-01T12:00:00+03:00');
      const result = await runPriceJob({ db: ctx.db, source: createMoexIssSource({ fetch }), now });
      expect(result.candles).toBe(100);
      expect(result.closed).toEqual([
        { id: reach, status: 'target_reached' },
        { id: expire, status: 'expired' },
        { id: short, status: 'target_reached' },
      ]);
      const after = await ctx.db
        .select()
        .from(ideas)
        .where(inArray(ideas.id, [reach, expire, short, stillOpen]));
      const byId = new Map(after.map((r) => [r.id, r]));
      expect(byId.get(reach)).toMatchObject({
        status: 'target_reached',
        closePrice: '65.0000',
        closedWithProfit: true,
      });
      expect(moscowDate(byId.get(reach)!.closedAt!)).toBe('2014-01-08');
      expect(byId.get(expire)).toMatchObject({ status: 'expired', closePrice: '57.0000', closedWithProfit: false });
      expect(moscowDate(byId.get(expire)!.closedAt!)).toBe('2014-03-07');
      expect(byId.get(short)).toMatchObject({
        status: 'target_reached',
        closePrice: '49.1000',
        closedWithProfit: true,
      });
      expect(Number(byId.get(short)!.returnPct)).toBeCloseTo(((62.92 - 49.1) / 62.92) * 100, 2);
      expect(byId.get(stillOpen)!.status).toBe('open');
      const [stored] = await ctx.db
        .select({ n: count() })
        .from(stockPrices)
        .where(and(eq(stockPrices.stockId, moex!.id), sql`date < '2015-01-01'`));
      expect(stored!.n).toBe(100);

      const once = await closesOf([reach, expire, short]);
      expect(once.history.map((h) => h.n)).toEqual([1, 1, 1]);
      expect(once.events.map((e) => e.n)).toEqual([1, 1, 1]);
      expect(once.updates).toBe(1);
      const [update] = await ctx.db.select().from(portfolioUpdates).where(eq(portfolioUpdates.ideaId, reach));
      expect(update).toMatchObject({
        event: 'idea_closed',
        eventTxt: 'Цель по идее достигнута',
        closedWithProfit: true,
      });

      const again = await runPriceJob({ db: ctx.db, source: createMoexIssSource({ fetch }), now });
      expect(again.closed).toEqual([]);
      expect(await closesOf([reach, expire, short])).toEqual(once);
    });
  });

  describe('offline source, a crash between two ideas', () => {
    it('a crash after the first close and one inside the second leave whole steps; the next run finishes exactly once', async () => {
      const now = new Date(Date.now() + 400 * 86_400_000);
      const [openBefore] = await ctx.db.select({ n: count() }).from(ideas).where(eq(ideas.status, 'open'));
      const started = new Date();
      let closes = 0;
      await expect(
        runPriceJob({
          db: ctx.db,
          source: createOfflineSource(ctx.db),
          now,
          hooks: {
            insideClose: () => {
              if (closes === 1) throw new Error('crash inside the second close');
            },
            afterClose: () => {
              closes += 1;
            },
          },
        }),
      ).rejects.toThrow('crash inside the second close');
      const [openAfterCrash] = await ctx.db.select({ n: count() }).from(ideas).where(eq(ideas.status, 'open'));
      expect(openAfterCrash!.n).toBe(openBefore!.n - 1);
      const [firstEvents] = await ctx.db
        .select({ n: count() })
        .from(ideaEvents)
        .where(gt(ideaEvents.createdAt, started));
      expect(firstEvents!.n).toBe(1);

      const result = await runPriceJob({ db: ctx.db, source: createOfflineSource(ctx.db), now });
      expect(result.closed.length).toBeGreaterThan(10);
      const closedIds = (
        await ctx.db.select({ id: ideaEvents.ideaId }).from(ideaEvents).where(gt(ideaEvents.createdAt, started))
      ).map((r) => r.id);
      expect(closedIds).toHaveLength(result.closed.length + 1);
      const after = await closesOf(closedIds);
      expect(after.history.every((h) => h.n === 1)).toBe(true);
      expect(after.history).toHaveLength(closedIds.length);
      expect(after.events.every((e) => e.n === 1)).toBe(true);
      // The stored prices run up to the job's day, and the share's last price moved with them.
      const [sber] = await ctx.db.select({ date: stocks.lastPriceDate }).from(stocks).where(eq(stocks.ticker, 'SBER'));
      expect(sber!.date! >= addDays(moscowDate(now), -4)).toBe(true);
      // Every idea whose horizon passed is closed now.
      const [overdue] = await ctx.db
        .select({ n: count() })
        .from(ideas)
        .where(and(eq(ideas.status, 'open'), sql`horizon_at < ${now.toISOString()}::timestamptz - interval '1 day'`));
      expect(overdue!.n).toBe(0);

      const again = await runPriceJob({ db: ctx.db, source: createOfflineSource(ctx.db), now });
      expect(again.closed).toEqual([]);
      expect(again.candles).toBe(0);
    });
  });
});
