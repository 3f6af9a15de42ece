import { and, eq, ne, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { analysts, brokers, ideas, stocks } from '../src/db/schema';
import { FREE_FORECASTERS_LIMIT, MESSAGES, type ForecasterRow, type ForecastersResponse } from '@investradar/ui/domain';
import { createForecastersRepository } from '../src/features/ideas/forecasters.repository';
import { Agent, describeOnDatabases } from './support';

describeOnDatabases('forecasters', (ctx) => {
  const list = async (agent: Agent, query = '') => {
    const response = await agent.get(`/api/forecasters${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ForecastersResponse;
  };

  it('PRO: every analyst with a closed idea, best score first, with returns against IMOEX', async () => {
    const pro = await ctx.signedIn('pro@investradar.ru');
    const body = await list(pro, 'per_page=100');
    expect(body.meta).toMatchObject({ period: 'all', kind: 'analyst', page: 1, per_page: 100, limited: false });
    const [withClosed] = await ctx.db
      .select({ n: sql<number>`count(DISTINCT analyst_id)::int` })
      .from(ideas)
      .where(and(ne(ideas.status, 'open'), eq(ideas.hidden, false)));
    expect(body.results.total).toBe(withClosed!.n);
    const rows = body.results.forecasters;
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    const scores = rows.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const row of rows) {
      expect(row.average_return).toEqual(expect.any(Number));
      expect(row.annualised_return).toEqual(expect.any(Number));
      expect(row.vs_index).toEqual(expect.any(Number));
      expect(row.broker).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    }
    // One analyst's figures straight from the ideas.
    const top = rows[0]!;
    const [own] = await ctx.db
      .select({
        closed: sql<number>`count(*)::int`,
        won: sql<number>`(count(*) FILTER (WHERE closed_with_profit))::int`,
        avg: sql<number>`avg(return_pct)::float8`,
        vs: sql<number>`avg(return_pct - index_return_pct)::float8`,
      })
      .from(ideas)
      .where(and(eq(ideas.analystId, top.id), ne(ideas.status, 'open'), eq(ideas.hidden, false)));
    expect(top.closed_ideas).toBe(own!.closed);
    expect(top.successful_ideas).toBe(own!.won);
    expect(top.success_rate).toBeCloseTo((own!.won / own!.closed) * 100, 1);
    expect(top.average_return).toBeCloseTo(own!.avg, 1);
    expect(top.vs_index).toBeCloseTo(own!.vs, 1);
  });

  it('brokers and periods', async () => {
    const pro = await ctx.signedIn('pro@investradar.ru');
    const brokersBody = await list(pro, 'kind=broker&period=1y');
    expect(brokersBody.meta).toMatchObject({ kind: 'broker', period: '1y' });
    expect(brokersBody.results.forecasters.every((r) => r.kind === 'broker' && r.broker === null)).toBe(true);
    const month = await list(pro, 'period=1m&per_page=100');
    const all = await list(pro, 'period=all&per_page=100');
    const closedIn = (body: ForecastersResponse) =>
      body.results.forecasters.reduce((sum, r) => sum + r.closed_ideas, 0);
    expect(closedIn(month)).toBeLessThan(closedIn(all));
  });

  it('free users and visitors get the limited view of ii.best_forecasters', async () => {
    for (const agent of [await ctx.signedIn('free@investradar.ru'), new Agent(() => ctx.app)]) {
      const body = await list(agent, 'per_page=50');
      expect(body.meta.limited).toBe(true);
      expect(body.results.forecasters).toHaveLength(FREE_FORECASTERS_LIMIT);
      expect(body.results.total).toBeGreaterThan(FREE_FORECASTERS_LIMIT);
      expect(
        body.results.forecasters.every(
          (r: ForecasterRow) => r.average_return === null && r.annualised_return === null && r.vs_index === null,
        ),
      ).toBe(true);
      expect((await list(agent, 'page=2')).results.forecasters).toEqual([]);
    }
  });

  it.each(['period=2y', 'kind=bank', 'page=0', 'per_page=500'])('%s → 422', async (query) => {
    const response = await new Agent(() => ctx.app).get(`/api/forecasters?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().success).toBe(false);
    expect(response.json().message).toBe(MESSAGES.ideasFilterInvalid);
  });

  it('three lucky ideas do not outrank a long good record (score shrinks toward the mean)', async () => {
    const [broker] = await ctx.db
      .insert(brokers)
      .values({ key: `lucky-${Date.now()}`, name: 'Везучий брокер' })
      .returning({ id: brokers.id });
    const [lucky, steady] = await ctx.db
      .insert(analysts)
      .values([
        { name: 'Везунчиков Иван Петрович', brokerId: broker!.id },
        { name: 'Стабильный Петр Иванович', brokerId: broker!.id },
      ])
      .returning({ id: analysts.id });
    const [stock] = await ctx.db.select({ id: stocks.id }).from(stocks).limit(1);
    const opened = new Date(Date.now() - 60 * 86_400_000);
    const closedIdea = (analystId: number, won: boolean) => ({
      stockId: stock!.id,
      analystId,
      brokerId: broker!.id,
      name: won ? 'Удачная идея' : 'Неудачная идея',
      direction: 'long',
      horizonDays: 30,
      potentialYield: '10',
      startPrice: '100',
      targetPrice: '110',
      status: won ? 'target_reached' : 'expired',
      openedAt: opened,
      horizonAt: new Date(opened.getTime() + 30 * 86_400_000),
      closedAt: new Date(opened.getTime() + 10 * 86_400_000),
      closedWithProfit: won,
      closePrice: won ? '110' : '95',
      returnPct: won ? '10' : '-5',
      indexReturnPct: '1',
    });
    // 3 of 3 against 240 of 300.
    await ctx.db.insert(ideas).values([0, 1, 2].map(() => closedIdea(lucky!.id, true)));
    await ctx.db.insert(ideas).values(Array.from({ length: 300 }, (_, n) => closedIdea(steady!.id, n % 5 !== 0)));
    await createForecastersRepository(ctx.db).refresh();
    const body = await list(await ctx.signedIn('pro@investradar.ru'), 'per_page=100');
    const luckyRow = body.results.forecasters.find((r) => r.id === lucky!.id)!;
    const steadyRow = body.results.forecasters.find((r) => r.id === steady!.id)!;
    expect(luckyRow.success_rate).toBe(100);
    expect(steadyRow.success_rate).toBe(80);
    expect(steadyRow.rank).toBeLessThan(luckyRow.rank);
    expect(steadyRow.score).toBeGreaterThan(luckyRow.score);
    // The lucky one is pulled toward the mean, not to 100.
    expect(luckyRow.score).toBeLessThan(body.meta.prior + 20);
  });
});
