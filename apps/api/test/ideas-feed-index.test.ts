import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { analysts, ideas, ideaVotes, users } from '../src/db/schema';
import {
  HORIZON_BUCKETS,
  ideaAssetTypes,
  ideaGrowthFactors,
  parseIdeasFilter,
  type IdeasResponse,
} from '@investradar/ui/domain';
import { createIdeasRepository } from '../src/features/ideas/ideas.repository';
import { createIdeasFeedIndex } from '../src/features/ideas/ideas-feed-index';
import { describeOnDatabases, uniqueEmail } from './support';

describeOnDatabases('ideas feed from the in-process copy', (ctx) => {
  const version = async () =>
    (await queryRows<{ v: string }>(ctx.db, sql`SELECT version::text AS v FROM ideas_feed_version`))[0]!.v;

  /** Filter combinations as the feed's users make them (a fixed LCG: the same list every run). */
  async function corpus(): Promise<string[]> {
    const brokerIds = (
      await queryRows<{ id: number }>(
        ctx.db,
        sql`SELECT DISTINCT broker_id AS id FROM ideas WHERE broker_id IS NOT NULL ORDER BY 1 LIMIT 12`,
      )
    ).map((r) => r.id);
    const analystIds = (await ctx.db.select({ id: analysts.id }).from(analysts).orderBy(analysts.id).limit(12)).map(
      (r) => r.id,
    );
    let seed = 7;
    const pick = <T>(list: readonly T[]): T => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return list[seed % list.length]!;
    };
    const queries = [
      '',
      'status=all',
      `status=all&broker_id=2000000,${brokerIds[0]}`,
      'status=closed&sort_order=asc',
      'status=all&sort_by=potential_yield',
      'status=all&sort_by=horizon&sort_order=asc',
      'page=3',
      // Posting lists: the brokers' or the analyst's rows walked instead of the status's, merged in order.
      `status=closed&broker_id=${brokerIds[1]},${brokerIds[2]},${brokerIds[3]}&sort_order=asc`,
      `status=all&analyst_id=${analystIds[0]}&sort_by=potential_yield`,
      `broker_id=${brokerIds[4]}&analyst_id=${analystIds[1]}&sort_by=horizon&sort_order=asc`,
    ];
    for (let n = 0; n < 300; n += 1) {
      const parts = [
        `status=${pick(['all', 'all', 'all', 'active', 'closed', 'target_reached', 'expired', 'closed_profit', 'closed_loss'])}`,
        `page=${pick([1, 1, 1, 2, 4])}`,
      ];
      if (pick([0, 1, 2, 3, 4]) === 0) parts.push(`broker_id=${pick(brokerIds)},${pick(brokerIds)}`);
      if (pick([0, 1, 2, 3, 4, 5]) === 0) parts.push(`analyst_id=${pick(analystIds)}`);
      if (pick([0, 1, 2, 3, 4]) === 0) parts.push(`currency=${pick(['RUB', 'USD', 'RUB,USD'])}`);
      if (pick([0, 1, 2, 3, 4]) === 0) parts.push(`horizon=${pick(HORIZON_BUCKETS)},${pick(HORIZON_BUCKETS)}`);
      if (pick([0, 1, 2, 3, 4]) === 0)
        parts.push(`growth_factors=${pick(ideaGrowthFactors)},${pick(ideaGrowthFactors)}`);
      if (pick([0, 1, 2, 3, 4, 5]) === 0) parts.push(`asset=${pick(ideaAssetTypes)}`);
      if (pick([0, 1, 2, 3, 4, 5]) === 0) parts.push('iis=1');
      if (pick([0, 1, 2, 3, 4]) === 0) parts.push(`potential_yield=${pick(['10', '20,40', '5,15', '0,8.5'])}`);
      if (pick([0, 1, 2, 3, 4, 5]) === 0) parts.push(`period=${pick(['1m', '3m', '1y', 'all'])}`);
      if (pick([0, 1, 2, 3, 4, 5]) === 0) parts.push(`date_from=${pick(['2024-01-01', '2025-06-15', '2025-11-30'])}`);
      if (pick([0, 1, 2, 3, 4, 5]) === 0) parts.push(`date_to=${pick(['2025-01-31', '2025-12-31', '2026-11-01'])}`);
      if (pick([0, 1, 2, 3, 4]) === 0) parts.push(`min_rating=${pick(['20', '40', '55.5', '70'])}`);
      parts.push(`sort_by=${pick(['date', 'potential_yield', 'horizon'])}&sort_order=${pick(['asc', 'desc'])}`);
      queries.push(parts.join('&'));
    }
    return queries;
  }

  it('finds the same page of ids, in the same order, and the same total as the database for every filter combination', async () => {
    const repository = createIdeasRepository(ctx.db);
    const index = createIdeasFeedIndex(repository);
    await index.ready();
    try {
      let nonEmpty = 0;
      for (const query of await corpus()) {
        const filters = parseIdeasFilter(query);
        const offset = (filters.page - 1) * 20;
        const fromMemory = index.find(filters, offset, 20);
        const fromDatabase = await repository.feed(filters, { offset, limit: 20 });
        expect(fromMemory, query).toBeDefined();
        expect({ query, ids: fromMemory!.ids, total: fromMemory!.total }).toEqual({
          query,
          ids: fromDatabase.rows.map((r) => r.id),
          total: fromDatabase.total,
        });
        if (fromMemory!.ids.length) nonEmpty += 1;
      }
      // The corpus means something: most combinations find ideas.
      console.info(`ideas feed corpus: ${nonEmpty} of the combinations find ideas`);
      expect(nonEmpty).toBeGreaterThan(100);
    } finally {
      await index.close();
    }
  });

  it('the feed version moves with the filtered columns and the scores, not with votes, names or prices', async () => {
    const [idea] = await ctx.db
      .select({ id: ideas.id, status: ideas.status, name: ideas.name })
      .from(ideas)
      .where(eq(ideas.hidden, false))
      .limit(1);
    const [user] = await ctx.db
      .insert(users)
      .values({ email: uniqueEmail('feedv'), name: 'Версия', type: 'mbr_free' })
      .returning({ id: users.id });
    const start = await version();
    await ctx.db.insert(ideaVotes).values({ userId: user!.id, ideaId: idea!.id, vote: 'like' });
    await ctx.db
      .update(ideas)
      .set({ name: `${idea!.name} (уточнено)` })
      .where(eq(ideas.id, idea!.id));
    await ctx.db.execute(
      sql`UPDATE stocks SET last_price = last_price WHERE id IN (SELECT stock_id FROM ideas WHERE id = ${idea!.id})`,
    );
    expect(await version()).toBe(start);
    await ctx.db.update(ideas).set({ potentialYield: '12.34' }).where(eq(ideas.id, idea!.id));
    const afterYield = await version();
    expect(BigInt(afterYield)).toBeGreaterThan(BigInt(start));
    await ctx.db.execute(sql`UPDATE forecaster_stats SET score = score + 1 WHERE period = 'all' AND kind = 'analyst'`);
    expect(BigInt(await version())).toBeGreaterThan(BigInt(afterYield));
  });

  it('a change made in SQL is answered at once (the database path), then from a fresh copy', async () => {
    const pro = await ctx.signedIn('pro@investradar.ru');
    const feed = async (query: string) => {
      const response = await pro.get(`/api/ideas?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as IdeasResponse;
    };
    // Loads the copy (the first request starts it in the background).
    await feed('status=all');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = await feed('status=all&sort_by=potential_yield&per_page=1');
    const top = before.results.ideas[0]!;
    const [other] = await queryRows<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM ideas WHERE NOT hidden AND id <> ${top.id} ORDER BY id LIMIT 1`,
    );
    await ctx.db
      .update(ideas)
      .set({ potentialYield: String(top.potential_yield + 100) })
      .where(eq(ideas.id, other!.id));
    const after = await feed('status=all&sort_by=potential_yield&per_page=1');
    expect(after.results.ideas[0]!.id).toBe(other!.id);
    // Hidden in SQL: gone from the next answer whatever the copy held.
    await ctx.db.update(ideas).set({ hidden: true }).where(eq(ideas.id, other!.id));
    const hidden = await feed('status=all&sort_by=potential_yield&per_page=1');
    expect(hidden.results.ideas[0]!.id).toBe(top.id);
    expect(hidden.results.total).toBe(before.results.total - 1);
  });

  describe('analyst_id', () => {
    it('narrows the feed to one analyst for everyone (navigation from the rating), and 422 for a bad value', async () => {
      const [busiest] = await queryRows<{ id: number; n: number }>(
        ctx.db,
        sql`SELECT analyst_id AS id, count(*)::int AS n FROM ideas WHERE NOT hidden AND analyst_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      );
      const response = await ctx.app.inject({ url: `/api/ideas?status=all&analyst_id=${busiest!.id}&per_page=100` });
      expect(response.statusCode).toBe(200);
      const body = response.json() as IdeasResponse;
      expect(body.results.total).toBe(busiest!.n);
      expect(body.meta.ignored_filters).toEqual([]);
      expect(body.meta.filters.analyst_id).toBe(busiest!.id);
      for (const idea of body.results.ideas) expect(idea.analyst?.id).toBe(busiest!.id);
      const bad = await ctx.app.inject({ url: '/api/ideas?analyst_id=-4' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('analyst_id');
    });
  });
});
