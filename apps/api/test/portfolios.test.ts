import { portfolioResponseSchema, type PortfolioIdea } from '@investradar/ui/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTypePermissions, ideas, portfolioIdeas, portfolios, portfolioUpdates, users } from '../src/db/schema';
import { MESSAGES, portfolioUpdatesResponseSchema } from '@investradar/ui/domain';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

describeOnDatabases('portfolios', (ctx) => {
  async function portfolioOf(email: string): Promise<number> {
    const [row] = await ctx.db
      .select({ id: portfolios.id })
      .from(portfolios)
      .innerJoin(users, eq(users.id, portfolios.userId))
      .where(eq(users.email, email));
    return row!.id;
  }

  async function freshFree() {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    const email = uniqueEmail('portfolio');
    expect(
      (await agent.post('/api/auth/register', { name: 'Портфель Тестовый', email, password: 'portfolio-pass' }))
        .statusCode,
    ).toBe(201);
    return { agent, email, portfolioId: await portfolioOf(email) };
  }

  async function someIdeas(n: number): Promise<number[]> {
    const rows = await ctx.db.select({ id: ideas.id }).from(ideas).orderBy(asc(ideas.id)).offset(100).limit(n);
    return rows.map((r) => r.id);
  }

  async function held(portfolioId: number): Promise<number> {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(portfolioIdeas)
      .where(eq(portfolioIdeas.portfolioId, portfolioId));
    return row!.n;
  }

  describe('GET /api/portfolios/{id}', () => {
    it('answers the own portfolio with its ideas, updates and limit', async () => {
      const agent = await ctx.signedIn('pro@investradar.ru');
      const account = await agent.account();
      const response = await agent.get(`/api/portfolios/${account.portfolio!.id}`);
      expect(response.statusCode).toBe(200);
      const { portfolio } = response.json().results;
      expect(portfolio.id).toBe(account.portfolio!.id);
      expect(portfolio.ideas.map((i: { id: number }) => i.id).sort()).toEqual([...account.portfolio!.ideas].sort());
      expect(portfolio.ideas[0]).toMatchObject({
        name: expect.any(String),
        ticker: expect.any(String),
        link: expect.stringMatching(/^\/ideas\/\d+$/),
      });
      expect(portfolio.limit).toBeNull();
      expect(portfolio.updates_count).toBe(account.portfolio!.updates_count);
      // The whole answer is the domain's shape, prices included: the target is potential_yield away
      // from the opening price, up for long ideas and down for short ones.
      expect(portfolioResponseSchema.parse(response.json())).toEqual(response.json());
      for (const idea of portfolio.ideas as PortfolioIdea[]) {
        expect(['RUB', 'USD']).toContain(idea.currency);
        expect(idea.start_price).toBeGreaterThan(0);
        expect(idea.current_price).toBeGreaterThan(0);
        const sign = idea.direction === 'long' ? 1 : -1;
        expect(idea.target_price).toBeCloseTo(idea.start_price * (1 + (sign * idea.potential_yield) / 100), 1);
      }

      const free = await ctx.signedIn('free@investradar.ru');
      const freePortfolio = (await free.account()).portfolio!;
      expect((await free.get(`/api/portfolios/${freePortfolio.id}`)).json().results.portfolio.limit).toBe(3);
    });

    it('answers 404 for someone else’s, missing or malformed ids', async () => {
      const agent = await ctx.signedIn('free@investradar.ru');
      const foreign = await portfolioOf('pro@investradar.ru');
      for (const id of [String(foreign), '999999', 'abc', '99999999999', '-1', '0', '1.5', "1'%20OR%20'1'='1"]) {
        const response = await agent.get(`/api/portfolios/${id}`);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ success: false, message: MESSAGES.notFoundEntity });
      }
      expect((await agent.get(`/api/portfolios/${foreign}/updates`)).statusCode).toBe(404);
    });

    it('answers 401 to a visitor', async () => {
      const guest = new Agent(() => ctx.app);
      expect((await guest.get(`/api/portfolios/${await portfolioOf('pro@investradar.ru')}`)).statusCode).toBe(401);
    });
  });

  describe('updates and mark-as-viewed', () => {
    it('counts unviewed updates and marks those of one idea as viewed', async () => {
      const agent = await ctx.signedIn('lifetime@investradar.ru');
      const portfolioId = await portfolioOf('lifetime@investradar.ru');
      const before = portfolioUpdatesResponseSchema.parse(
        (await agent.get(`/api/portfolios/${portfolioId}/updates`)).json(),
      );
      expect(before.count).toBeGreaterThan(0);
      expect(before.updates).toHaveLength(before.count);
      const [target] = await ctx.db
        .select({ ideaId: portfolioUpdates.ideaId })
        .from(portfolioUpdates)
        .where(and(eq(portfolioUpdates.portfolioId, portfolioId), isNull(portfolioUpdates.viewedAt)))
        .limit(1);
      const [forIdea] = await ctx.db
        .select({ n: count() })
        .from(portfolioUpdates)
        .where(
          and(
            eq(portfolioUpdates.portfolioId, portfolioId),
            eq(portfolioUpdates.ideaId, target!.ideaId),
            isNull(portfolioUpdates.viewedAt),
          ),
        );

      const response = await agent.post(`/api/portfolios/${portfolioId}/mark-as-viewed`, { idea_id: target!.ideaId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, count: before.count - forIdea!.n });
      expect((await agent.account()).portfolio!.updates_count).toBe(before.count - forIdea!.n);
    });

    it('refuses bad bodies and foreign portfolios, changing nothing', async () => {
      const agent = await ctx.signedIn('bot@investradar.ru');
      const own = await portfolioOf('bot@investradar.ru');
      const foreign = await portfolioOf('pro@investradar.ru');
      const unviewed = async (id: number) =>
        (
          await ctx.db
            .select({ n: count() })
            .from(portfolioUpdates)
            .where(and(eq(portfolioUpdates.portfolioId, id), isNull(portfolioUpdates.viewedAt)))
        )[0]!.n;
      const [ownBefore, foreignBefore] = [await unviewed(own), await unviewed(foreign)];
      for (const body of [
        {},
        { idea_id: 'abc' },
        { idea_id: -5 },
        { idea_id: 1e12 },
        { idea_id: [1] },
        { idea_id: true },
        { idea_id: '' },
        [{ idea_id: 1 }],
      ]) {
        const response = await agent.post(`/api/portfolios/${own}/mark-as-viewed`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
      const [anyIdea] = await ctx.db
        .select({ ideaId: portfolioUpdates.ideaId })
        .from(portfolioUpdates)
        .where(eq(portfolioUpdates.portfolioId, foreign))
        .limit(1);
      expect(
        (await agent.post(`/api/portfolios/${foreign}/mark-as-viewed`, { idea_id: anyIdea!.ideaId })).statusCode,
      ).toBe(404);
      expect(
        (await agent.post(`/api/portfolios/${own}/mark-as-viewed`, { idea_id: anyIdea!.ideaId }, { csrf: false }))
          .statusCode,
      ).toBe(419);
      expect(await unviewed(own)).toBe(ownBefore);
      expect(await unviewed(foreign)).toBe(foreignBefore);
    });
  });

  describe('add and remove', () => {
    it('lets a free account hold three ideas and refuses the fourth with the permission to ask for', async () => {
      const { agent, portfolioId } = await freshFree();
      const [a, b, c, d] = await someIdeas(4);
      for (const id of [a, b, c]) {
        const response = await agent.post(`/api/portfolios/${portfolioId}/add/${id}`);
        expect(response.statusCode).toBe(200);
      }
      // Adding one already there is not a fourth idea.
      expect((await agent.post(`/api/portfolios/${portfolioId}/add/${a}`)).json()).toEqual({
        success: true,
        ideas: [a, b, c],
      });
      const fourth = await agent.post(`/api/portfolios/${portfolioId}/add/${d}`);
      expect(fourth.statusCode).toBe(403);
      expect(fourth.json()).toEqual({
        success: false,
        message: MESSAGES.portfolioLimitReached,
        permission: 'ii.portfolio_add_many_ideas',
      });
      expect(await held(portfolioId)).toBe(3);

      const removed = await agent.post(`/api/portfolios/${portfolioId}/remove/${b}`);
      expect(removed.json()).toEqual({ success: true, ideas: [a, c] });
      expect((await agent.post(`/api/portfolios/${portfolioId}/add/${d}`)).statusCode).toBe(200);
      expect((await agent.account()).portfolio!.ideas).toEqual([a, c, d]);
    });

    it('lets PRO hold more than three', async () => {
      const agent = await ctx.signedIn('admin@investradar.ru');
      const portfolioId = await portfolioOf('admin@investradar.ru');
      for (const id of await someIdeas(5))
        expect((await agent.post(`/api/portfolios/${portfolioId}/add/${id}`)).statusCode).toBe(200);
      expect(await held(portfolioId)).toBe(5);
    });

    it('refuses every idea without ii.portfolio, with the PRO message', async () => {
      const { agent, portfolioId } = await freshFree();
      const [idea] = await someIdeas(1);
      const rule = and(
        eq(accountTypePermissions.accountType, 'mbr_free'),
        eq(accountTypePermissions.permission, 'ii.portfolio'),
      );
      await ctx.db.update(accountTypePermissions).set({ allowed: false }).where(rule);
      try {
        const response = await agent.post(`/api/portfolios/${portfolioId}/add/${idea}`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          message: 'Доступно для аккаунтов уровня PRO',
          permission: 'ii.portfolio',
        });
        expect(await held(portfolioId)).toBe(0);
      } finally {
        await ctx.db.update(accountTypePermissions).set({ allowed: true }).where(rule);
      }
    });

    it('answers 404 for foreign portfolios and missing ideas, 419 without the token; nothing changes', async () => {
      const { agent, portfolioId } = await freshFree();
      const foreign = await portfolioOf('pro@investradar.ru');
      const foreignBefore = await held(foreign);
      const [idea] = await someIdeas(1);
      expect((await agent.post(`/api/portfolios/${foreign}/add/${idea}`)).statusCode).toBe(404);
      const [proIdea] = await ctx.db
        .select({ ideaId: portfolioIdeas.ideaId })
        .from(portfolioIdeas)
        .where(eq(portfolioIdeas.portfolioId, foreign))
        .limit(1);
      expect((await agent.post(`/api/portfolios/${foreign}/remove/${proIdea!.ideaId}`)).statusCode).toBe(404);
      expect(await held(foreign)).toBe(foreignBefore);

      const missing = await agent.post(`/api/portfolios/${portfolioId}/add/2000000000`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: MESSAGES.ideaNotFound });
      expect((await agent.post(`/api/portfolios/${portfolioId}/add/abc`)).statusCode).toBe(404);
      expect(
        (await agent.post(`/api/portfolios/${portfolioId}/add/${idea}`, undefined, { csrf: false })).statusCode,
      ).toBe(419);
      expect(await held(portfolioId)).toBe(0);
    });
  });
});
