import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideaPurchases, ideas, ideaVotes, stocks, users } from '../src/db/schema';
import {
  IDEAS_FILTER_DEFAULTS,
  MESSAGES,
  parseIdeasFilter,
  serializeFilterState,
  type IdeaDetails,
  type IdeasResponse,
  type IdeaView,
} from '@investradar/ui/domain';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

describeOnDatabases('ideas', (ctx) => {
  const visitor = async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    return agent;
  };
  const feed = async (agent: Agent, query = '') => {
    const response = await agent.get(`/api/ideas${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as IdeasResponse;
  };
  /** Accounts made straight in the database (no argon2), signed in through the test harness. */
  async function freshAccounts(n: number, type = 'mbr_free'): Promise<Array<{ id: number; agent: Agent }>> {
    const rows = await ctx.db
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => ({ email: uniqueEmail(`ideas${i}`), name: 'Голосующий', type })))
      .returning({ id: users.id, email: users.email });
    return Promise.all(rows.map(async (r) => ({ id: r.id, agent: await ctx.signedIn(r.email!) })));
  }
  async function freshAccount(): Promise<{ id: number; agent: Agent }> {
    const [account] = await freshAccounts(1);
    return account!;
  }
  async function visibleIdea(
    offset = 0,
    where = and(eq(ideas.hidden, false), eq(ideas.premium, false)),
  ): Promise<number> {
    const [row] = await ctx.db
      .select({ id: ideas.id })
      .from(ideas)
      .where(where)
      .orderBy(asc(ideas.id))
      .offset(offset)
      .limit(1);
    return row!.id;
  }

  describe('GET /api/ideas', () => {
    it('answers the open ideas, newest first, with the default filters and a page of 20', async () => {
      const body = await feed(await visitor());
      const [open] = await ctx.db
        .select({ n: count() })
        .from(ideas)
        .where(and(eq(ideas.status, 'open'), eq(ideas.hidden, false)));
      expect(body.results.total).toBe(open!.n);
      expect(body.results.ideas).toHaveLength(20);
      expect(body.meta).toEqual({ filters: { ...IDEAS_FILTER_DEFAULTS }, page: 1, per_page: 20, ignored_filters: [] });
      const dates = body.results.ideas.map((i) => i.opened_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const idea of body.results.ideas) {
        expect(idea.status).toBe('open');
        expect(idea.link).toBe(`/ideas/${idea.id}`);
        expect(idea.ticker_url).toMatch(/^\/stocks\//);
        expect(idea.current_price).toBeGreaterThan(0);
        expect(idea.my_vote).toBeNull();
        expect(new Date(idea.horizon_at).getTime() - new Date(idea.opened_at).getTime()).toBe(
          idea.horizon_days * 86_400_000,
        );
      }
    });

    it('applies every filter of a PRO account; the filters round-trip through meta.filters', async () => {
      const pro = await ctx.signedIn('pro@investradar.ru');
      const [broker] = await ctx.db
        .select({ id: ideas.brokerId, n: count() })
        .from(ideas)
        .groupBy(ideas.brokerId)
        .orderBy(sql`count(*) desc`)
        .limit(1);
      const query =
        `status=all&broker_id=${broker!.id}&currency=RUB&growth_factors=dividends,buyback&horizon=90,365&potential_yield=10,40` +
        '&asset=shares_ru&iis=1&date_from=2020-01-01&date_to=2100-12-31&sort_by=potential_yield&sort_order=asc&per_page=100';
      const body = await feed(pro, query);
      expect(body.meta.ignored_filters).toEqual([]);
      expect(body.results.total).toBeGreaterThan(0);
      for (const idea of body.results.ideas) {
        expect(idea.broker?.id).toBe(broker!.id);
        expect(idea.currency).toBe('RUB');
        expect(idea.growth_factors.some((g) => g === 'dividends' || g === 'buyback')).toBe(true);
        expect(
          (idea.horizon_days > 30 && idea.horizon_days <= 90) || (idea.horizon_days > 180 && idea.horizon_days <= 365),
        ).toBe(true);
        expect(idea.potential_yield).toBeGreaterThanOrEqual(10);
        expect(idea.potential_yield).toBeLessThanOrEqual(40);
        expect(idea.asset_type).toBe('shares_ru');
        expect(idea.iis).toBe(true);
      }
      const yields = body.results.ideas.map((i) => i.potential_yield);
      expect([...yields].sort((a, b) => a - b)).toEqual(yields);
      // The same count straight from the table.
      const [expected] = await ctx.db
        .select({ n: count() })
        .from(ideas)
        .where(
          sql`NOT hidden AND broker_id = ${broker!.id} AND currency = 'RUB' AND growth_factors && ARRAY['dividends','buyback']::text[]
              AND ((horizon_days > 30 AND horizon_days <= 90) OR (horizon_days > 180 AND horizon_days <= 365))
              AND potential_yield BETWEEN 10 AND 40 AND asset_type = 'shares_ru' AND iis`,
        );
      expect(body.results.total).toBe(expected!.n);
      // The domain's filter state round-trips: the query built from meta.filters answers the same.
      const again = await feed(pro, `${serializeFilterState(body.meta.filters)}&per_page=100`);
      expect(again.meta.filters).toEqual(body.meta.filters);
      expect(again.results).toEqual(body.results);
      expect(parseIdeasFilter(serializeFilterState(body.meta.filters))).toEqual(body.meta.filters);
    });

    it('closed and single statuses', async () => {
      const agent = await visitor();
      const closed = await feed(agent, 'status=closed&per_page=100');
      expect(
        closed.results.ideas.every((i) => i.status !== 'open' && i.closed_at !== null && i.close_price !== null),
      ).toBe(true);
      const reached = await feed(agent, 'status=target_reached&per_page=100');
      expect(reached.results.total).toBeGreaterThan(0);
      for (const idea of reached.results.ideas) {
        expect(idea.status).toBe('target_reached');
        if (idea.direction === 'long') expect(idea.close_price!).toBeGreaterThanOrEqual(idea.target_price ?? 0);
      }
    });

    it('a free account’s PRO filters are ignored and reported; the registered-only ones apply', async () => {
      const free = await ctx.signedIn('free@investradar.ru');
      const unfiltered = await feed(free, 'asset=shares_ru');
      const body = await feed(
        free,
        'asset=shares_ru&broker_id=1&currency=USD&horizon=30&potential_yield=50&growth_factors=mergers',
      );
      expect(body.meta.ignored_filters).toEqual([
        'potential_yield',
        'broker_id',
        'horizon',
        'growth_factors',
        'currency',
      ]);
      expect(body.meta.filters).toMatchObject({
        asset: 'shares_ru',
        broker_id: [],
        currency: [],
        horizon: [],
        potential_yield: [],
        growth_factors: [],
      });
      expect(body.results).toEqual(unfiltered.results);
      expect(body.results.ideas.every((i) => i.asset_type === 'shares_ru')).toBe(true);
    });

    it('a visitor’s asset and ИИС filters are ignored too (registration unlocks them)', async () => {
      const agent = await visitor();
      const body = await feed(agent, 'asset=bonds&iis=1');
      expect(body.meta.ignored_filters).toEqual(['asset', 'iis']);
      expect(body.results.total).toBe((await feed(agent)).results.total);
      const free = await ctx.signedIn('free@investradar.ru');
      const freeBody = await feed(free, 'asset=bonds&iis=1');
      expect(freeBody.meta.ignored_filters).toEqual([]);
      expect(freeBody.results.ideas.every((i) => i.asset_type === 'bonds' && i.iis)).toBe(true);
    });

    it('pages do not overlap and keep the total', async () => {
      const agent = await visitor();
      const first = await feed(agent, 'per_page=10');
      const second = await feed(agent, 'per_page=10&page=2');
      expect(second.meta).toMatchObject({ page: 2, per_page: 10 });
      expect(second.results.total).toBe(first.results.total);
      const ids = new Set(first.results.ideas.map((i) => i.id));
      expect(second.results.ideas.some((i) => ids.has(i.id))).toBe(false);
      const beyond = await feed(agent, 'page=100000');
      expect(beyond.results.ideas).toEqual([]);
    });

    it.each([
      ['status=opened', 'status', MESSAGES.ideasFilterInvalid],
      ['sort_by=name', 'sort_by', MESSAGES.ideasFilterInvalid],
      ['broker_id=x', 'broker_id', MESSAGES.ideasFilterInvalid],
      ['date_from=31.12.2024', 'date_from', MESSAGES.ideasFilterInvalid],
      ['page=0', 'page', MESSAGES.ideasFilterInvalid],
      ['per_page=101', 'per_page', MESSAGES.ideasFilterInvalid],
    ])('%s → 422 with a Russian message', async (query, field, message) => {
      const response = await (await visitor()).get(`/api/ideas?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
    });

    it('hidden ideas never show', async () => {
      const hidden = await ctx.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.hidden, true));
      expect(hidden.length).toBeGreaterThan(0);
      const pro = await ctx.signedIn('pro@investradar.ru');
      const all = await feed(pro, 'status=all&per_page=100&page=1');
      const [visible] = await ctx.db.select({ n: count() }).from(ideas).where(eq(ideas.hidden, false));
      expect(all.results.total).toBe(visible!.n);
    });
  });

  describe('GET /api/ideas/{id}', () => {
    it('answers the idea with its description and status history', async () => {
      const [closed] = await ctx.db
        .select({ id: ideas.id })
        .from(ideas)
        .where(and(ne(ideas.status, 'open'), eq(ideas.hidden, false), eq(ideas.premium, false)))
        .limit(1);
      const response = await (await visitor()).get(`/api/ideas/${closed!.id}`);
      expect(response.statusCode).toBe(200);
      const idea = response.json().results.idea as IdeaDetails;
      expect(idea.id).toBe(closed!.id);
      expect(idea.description).toMatch(/Аналитик ожидает/);
      expect(idea.status_history.map((h) => h.status)).toEqual(['open', idea.status]);
      expect(idea.status_history[0]!.price).toBe(idea.start_price);
      expect(idea.status_history[1]!.price).toBe(idea.close_price);
      expect(idea.locked).toBe(false);
    });

    it('404 for unknown, hidden and malformed ids', async () => {
      const agent = await visitor();
      const [hidden] = await ctx.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.hidden, true)).limit(1);
      for (const id of ['999999999', String(hidden!.id), 'abc', '0']) {
        const response = await agent.get(`/api/ideas/${id}`);
        expect(response.statusCode, id).toBe(404);
      }
      expect((await agent.get('/api/ideas/999999999')).json().message).toBe(MESSAGES.ideaNotFound);
    });

    it('a premium idea is locked (no target, no description) unless the account bought it', async () => {
      const [bought] = await ctx.db
        .select({ id: ideaPurchases.ideaId })
        .from(ideaPurchases)
        .innerJoin(users, eq(users.id, ideaPurchases.userId))
        .where(eq(users.email, 'pro@investradar.ru'));
      const asVisitor = (await (await visitor()).get(`/api/ideas/${bought!.id}`)).json().results.idea as IdeaDetails;
      expect(asVisitor).toMatchObject({ premium: true, locked: true, target_price: null, description: null });
      const asOwner = (await (await ctx.signedIn('pro@investradar.ru')).get(`/api/ideas/${bought!.id}`)).json().results
        .idea as IdeaDetails;
      expect(asOwner.locked).toBe(false);
      expect(asOwner.target_price).toBeGreaterThan(0);
      expect(asOwner.description).not.toBeNull();
    });
  });

  describe('GET /api/stocks/{ticker}', () => {
    it('answers the share, its last price, open and closed ideas and the consensus target', async () => {
      const [stock] = await ctx.db
        .select({ ticker: stocks.ticker })
        .from(stocks)
        .orderBy(sql`ideas_count desc`)
        .limit(1);
      const response = await (await visitor()).get(`/api/stocks/${stock!.ticker.toLowerCase()}`);
      expect(response.statusCode).toBe(200);
      const { results } = response.json();
      expect(results.stock).toMatchObject({
        ticker: stock!.ticker,
        last_price: expect.any(Number),
        last_price_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(results.ideas.open.every((i: IdeaView) => i.status === 'open' && i.ticker === stock!.ticker)).toBe(true);
      expect(results.ideas.closed.every((i: IdeaView) => i.status !== 'open')).toBe(true);
      expect(results.ideas.open.length + results.ideas.closed_total).toBeLessThanOrEqual(results.stock.ideas_count);
      const targets = results.ideas.open.filter((i: IdeaView) => !i.premium).map((i: IdeaView) => i.target_price!);
      if (targets.length) {
        const mean = targets.reduce((a: number, b: number) => a + b, 0) / targets.length;
        expect(results.consensus.target_price).toBeCloseTo(mean, 1);
        expect(results.consensus.ideas).toBe(targets.length);
      } else expect(results.consensus).toBeNull();
      expect(Array.isArray(results.insider_deals)).toBe(true);
    });

    it('404 for an unknown ticker', async () => {
      const response = await (await visitor()).get('/api/stocks/NOPE1');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.stockNotFound);
      expect((await (await visitor()).get(`/api/stocks/${'x'.repeat(40)}`)).statusCode).toBe(404);
    });
  });

  describe('POST /api/ideas/{id}/vote', () => {
    it('believe, change to notbelieve, take back; counts in the answer and in the feed', async () => {
      const { agent } = await freshAccount();
      const id = await visibleIdea(3);
      const vote = (v: unknown) => agent.post(`/api/ideas/${id}/vote`, { vote: v });
      const before = (await (await visitor()).get(`/api/ideas/${id}`)).json().results.idea as IdeaDetails;

      const believed = await vote('believe');
      expect(believed.statusCode).toBe(200);
      expect(believed.json()).toEqual({
        success: true,
        vote: 'believe',
        likes_count: before.likes_count + 1,
        dislikes_count: before.dislikes_count,
      });
      const changed = (await vote('notbelieve')).json();
      expect(changed).toEqual({
        success: true,
        vote: 'notbelieve',
        likes_count: before.likes_count,
        dislikes_count: before.dislikes_count + 1,
      });
      const mine = (await agent.get(`/api/ideas/${id}`)).json().results.idea as IdeaDetails;
      expect(mine.my_vote).toBe('notbelieve');
      expect((await agent.account()).dislikes).toContain(id);
      const none = (await vote('none')).json();
      expect(none).toEqual({
        success: true,
        vote: null,
        likes_count: before.likes_count,
        dislikes_count: before.dislikes_count,
      });
    });

    it('guests vote locally: 401; bad votes 422; unknown or hidden ideas 404', async () => {
      const id = await visibleIdea(4);
      expect((await (await visitor()).post(`/api/ideas/${id}/vote`, { vote: 'believe' })).statusCode).toBe(401);
      const { agent } = await freshAccount();
      const bad = await agent.post(`/api/ideas/${id}/vote`, { vote: 'like' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.vote).toEqual([MESSAGES.ideaVoteInvalid]);
      const [hidden] = await ctx.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.hidden, true)).limit(1);
      expect((await agent.post(`/api/ideas/${hidden!.id}/vote`, { vote: 'believe' })).statusCode).toBe(404);
      expect((await agent.post('/api/ideas/999999999/vote', { vote: 'believe' })).statusCode).toBe(404);
    });

    it('parallel votes: one per account, every one counted', async () => {
      const id = await visibleIdea(5);
      // The demo crowd has voted already: counted on top of its votes.
      const tally = async () => {
        const rows = await ctx.db
          .select({ vote: ideaVotes.vote, n: count() })
          .from(ideaVotes)
          .where(eq(ideaVotes.ideaId, id))
          .groupBy(ideaVotes.vote);
        return {
          likes: rows.find((r) => r.vote === 'like')?.n ?? 0,
          dislikes: rows.find((r) => r.vote === 'dislike')?.n ?? 0,
        };
      };
      const before = await tally();
      const accounts = await freshAccounts(12);
      const answers = await Promise.all(
        accounts.map(({ agent }, n) =>
          agent.post(`/api/ideas/${id}/vote`, { vote: n % 3 === 0 ? 'notbelieve' : 'believe' }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      const after = await tally();
      expect(after.likes - before.likes).toBe(8);
      expect(after.dislikes - before.dislikes).toBe(4);
      // The same account voting 10 times at once keeps one vote.
      const { id: userId, agent } = await freshAccount();
      await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          agent.post(`/api/ideas/${id}/vote`, { vote: n % 2 ? 'believe' : 'notbelieve' }),
        ),
      );
      const [own] = await ctx.db
        .select({ n: count() })
        .from(ideaVotes)
        .where(and(eq(ideaVotes.ideaId, id), eq(ideaVotes.userId, userId)));
      expect(own!.n).toBe(1);
    });
  });

  describe('POST /api/ideas/votes/sync (guest votes after login)', () => {
    it('writes the guest’s votes once; the account’s own votes win; sending again changes nothing', async () => {
      const { id: userId, agent } = await freshAccount();
      const [a, b, c, d] = [await visibleIdea(10), await visibleIdea(11), await visibleIdea(12), await visibleIdea(13)];
      const [hidden] = await ctx.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.hidden, true)).limit(1);
      await agent.post(`/api/ideas/${d}/vote`, { vote: 'believe' });

      const payload = { likes: [a, b, hidden!.id, 999_999_999], dislikes: [c, d] };
      const first = await agent.post('/api/ideas/votes/sync', payload);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, applied: [a, b, c].sort((x, y) => x! - y!), skipped: 3 });
      const again = await agent.post('/api/ideas/votes/sync', payload);
      expect(again.json()).toEqual({ success: true, applied: [], skipped: 6 });

      const votes = await ctx.db
        .select({ ideaId: ideaVotes.ideaId, vote: ideaVotes.vote })
        .from(ideaVotes)
        .where(eq(ideaVotes.userId, userId))
        .orderBy(asc(ideaVotes.ideaId));
      expect(votes).toEqual(
        [
          { ideaId: a, vote: 'like' },
          { ideaId: b, vote: 'like' },
          { ideaId: c, vote: 'dislike' },
          { ideaId: d, vote: 'like' },
        ].sort((x, y) => x.ideaId! - y.ideaId!),
      );
      const account = await agent.account();
      expect(account.likes).toEqual(expect.arrayContaining([a, b, d]));
      expect(account.dislikes).toEqual([c]);
    });

    it('parallel syncs of the same batch write each vote once', async () => {
      const { id: userId, agent } = await freshAccount();
      const ids = [await visibleIdea(20), await visibleIdea(21), await visibleIdea(22)];
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => agent.post('/api/ideas/votes/sync', { likes: ids })),
      );
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect(answers.flatMap((r) => r.json().applied as number[]).sort()).toEqual([...ids].sort());
      const [own] = await ctx.db.select({ n: count() }).from(ideaVotes).where(eq(ideaVotes.userId, userId));
      expect(own!.n).toBe(3);
    });

    it('401 for visitors, 422 for malformed lists, an idea in both lists is skipped', async () => {
      expect((await (await visitor()).post('/api/ideas/votes/sync', { likes: [1] })).statusCode).toBe(401);
      const { agent } = await freshAccount();
      for (const payload of [
        { likes: 'abc' },
        { likes: [0] },
        { dislikes: Array.from({ length: 501 }, (_, i) => i + 1) },
        [1, 2],
      ]) {
        const response = await agent.post('/api/ideas/votes/sync', payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      }
      const id = await visibleIdea(30);
      expect((await agent.post('/api/ideas/votes/sync', { likes: [id], dislikes: [id] })).json()).toEqual({
        success: true,
        applied: [],
        skipped: 1,
      });
    });
  });
});
