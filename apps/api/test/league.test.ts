import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { bets, coinLedger, ideas, prizeOrders, prizes, stocks, subscriptions, users } from '../src/db/schema';
import { prizesResponseSchema } from '@investradar/ui/domain';
import * as z from 'zod/mini';
import { COIN_REASON_TEXT, MAX_STAKE, winPayout } from '../src/features/league/league-rules';
import { applyCoinChange, createCoinLedgerRepository } from '../src/features/league/coin-ledger.repository';
import { createLeagueRepository } from '../src/features/league/league.repository';
import { createPricesRepository } from '../src/features/prices/prices.repository';
import { createSessionsRepository } from '../src/features/account/sessions.repository';
import { ADMIN_SECRET_HEADER } from '../src/features/league/league.routes';
import { runCoinAccrual } from '../src/features/league/coin-accrual.service';
import { recordPartnerPayment } from '../src/features/partners/partners.repository';
import { TELEGRAM_SECRET_HEADER } from '../src/features/telegram/telegram.routes';
import { partnerAttributions } from '../src/db/schema';
import { contentHmac } from '../src/features/money/payments-signature';
import { SANDBOX_API_SECRET } from '../src/features/money/payment-provider';
import { Agent, describeOnDatabases, DEMO_PASSWORD, uniqueEmail, type TestContext } from './support';

const ADMIN_SECRET = 'league-admin-secret-0123456789';
const CONFIG = { investcoins: { monthly_coins_add: { month: 5000, telegram_bot: 1000, telegram_bot_year: 12000 } } };

/** An account with `coins` given through the ledger, signed in (session made directly, as ctx.signedIn). */
async function account(
  ctx: TestContext,
  coins: number,
  extra: Partial<typeof users.$inferInsert> = {},
  app?: () => FastifyInstance,
) {
  const [user] = await ctx.db
    .insert(users)
    .values({ email: uniqueEmail('league'), name: 'Участник Лиги', coins: 0, ...extra })
    .returning({ id: users.id });
  const id = user!.id;
  if (coins > 0) {
    await ctx.db.transaction((tx) =>
      applyCoinChange(tx as never, { userId: id, amount: coins, reason: 'registration', key: `registration:${id}` }),
    );
  }
  const session = await createSessionsRepository(ctx.db).create(id, {});
  const agent = new Agent(app ?? (() => ctx.app));
  agent.cookies.set('ir_session', session.id);
  await agent.get('/api/account');
  return { id, agent };
}

async function balanceOf(ctx: TestContext, userId: number) {
  const [row] = await ctx.db.select({ coins: users.coins }).from(users).where(eq(users.id, userId));
  return row!.coins;
}

async function openIdeas(ctx: TestContext, n: number): Promise<number[]> {
  const [stock] = await ctx.db.select({ id: stocks.id }).from(stocks).where(eq(stocks.ticker, 'SBER'));
  const opened = new Date();
  const rows = await ctx.db
    .insert(ideas)
    .values(
      Array.from({ length: n }, (_, i) => ({
        stockId: stock!.id,
        name: `Сбербанк: идея лиги ${i + 1}`,
        direction: 'long',
        horizonDays: 90,
        potentialYield: '15',
        startPrice: '250',
        targetPrice: '287.5',
        status: 'open',
        openedAt: opened,
        horizonAt: new Date(opened.getTime() + 90 * 86_400_000),
      })),
    )
    .returning({ id: ideas.id });
  return rows.map((r) => r.id);
}

describeOnDatabases('league: coins, bets, settlement', (ctx) => {
  let admin: FastifyInstance;
  beforeAll(async () => {
    admin = await ctx.buildApp({ adminSecret: ADMIN_SECRET });
  });

  const closeIdea = (ideaId: number, profit: boolean) =>
    admin.inject({
      method: 'POST',
      url: `/api/admin/ideas/${ideaId}/close`,
      headers: { [ADMIN_SECRET_HEADER]: ADMIN_SECRET },
      payload: { profit },
    });

  describe('the ledger and GET /api/coining', () => {
    it('registration credits the free coins through the ledger; the history pages 15 rows with signed amounts and Russian reasons', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.get('/api/account');
      const email = uniqueEmail('coins');
      expect(
        (await agent.post('/api/auth/register', { name: 'Новый Участник', email, password: DEMO_PASSWORD + 'x!Q' }))
          .statusCode,
      ).toBe(201);
      const user = await agent.account();
      expect(user.coins).toBe(1000);
      const first = (await agent.get('/api/coining')).json();
      expect(first).toEqual({
        items: [{ created_at: expect.any(String), comment: COIN_REASON_TEXT.registration, coins: 1000 }],
        pagination: { per_page: 15, total: 1 },
      });

      const [ideaId] = await openIdeas(ctx, 1);
      expect((await agent.post('/api/bets/store', { idea_id: ideaId, bet: 'believe', coins: 100 })).statusCode).toBe(
        200,
      );
      const after = (await agent.get('/api/coining?page=1')).json();
      expect(after.items[0]).toEqual({
        created_at: expect.any(String),
        comment: `${COIN_REASON_TEXT.bet_stake}: Сбербанк: идея лиги 1`,
        coins: -100,
      });
      expect(after.pagination.total).toBe(2);
    });

    it('pages by 15; a page past the end is empty; a bad page is page 1; a visitor gets 401', async () => {
      const { id, agent } = await account(ctx, 0);
      const ledger = createCoinLedgerRepository(ctx.db);
      for (let n = 1; n <= 17; n += 1)
        await ledger.apply({ userId: id, amount: n, reason: 'adjustment', key: `test-page:${id}:${n}` });
      const one = (await agent.get('/api/coining')).json();
      expect(one.items).toHaveLength(15);
      expect(one.items[0].coins).toBe(17);
      expect(one.pagination).toEqual({ per_page: 15, total: 17 });
      expect((await agent.get('/api/coining?page=2')).json().items.map((i: { coins: number }) => i.coins)).toEqual([
        2, 1,
      ]);
      expect((await agent.get('/api/coining?page=3')).json().items).toEqual([]);
      expect((await agent.get('/api/coining?page=abc')).json().items).toHaveLength(15);
      const visitor = new Agent(() => ctx.app);
      expect((await visitor.get('/api/coining')).statusCode).toBe(401);
    });

    it('a key already in the ledger changes nothing; a spend beyond the balance is refused and leaves no row', async () => {
      const { id } = await account(ctx, 50);
      const ledger = createCoinLedgerRepository(ctx.db);
      expect(await ledger.apply({ userId: id, amount: 10, reason: 'refund', key: `dup:${id}` })).toEqual({
        status: 'applied',
        balance: 60,
      });
      expect(await ledger.apply({ userId: id, amount: 10, reason: 'refund', key: `dup:${id}` })).toEqual({
        status: 'duplicate',
      });
      expect(await ledger.apply({ userId: id, amount: -61, reason: 'adjustment', key: `over:${id}` })).toEqual({
        status: 'insufficient',
      });
      expect(await balanceOf(ctx, id)).toBe(60);
      expect(await ledger.sum(id)).toBe(60);
    });

    it('the database refuses a negative balance whatever the code path (CHECK coins >= 0)', async () => {
      const { id } = await account(ctx, 5);
      await expect(ctx.db.execute(sql`UPDATE users SET coins = -1 WHERE id = ${id}`)).rejects.toThrow();
      expect(await balanceOf(ctx, id)).toBe(5);
    });
  });

  describe('POST /api/bets/store', () => {
    it('takes the stake, answers the balance, and refuses a second bet on the same idea', async () => {
      const { id, agent } = await account(ctx, 500);
      const [ideaId] = await openIdeas(ctx, 1);
      const placed = await agent.post('/api/bets/store', { idea_id: ideaId, bet: 'notbelieve', coins: '120' });
      expect(placed.statusCode).toBe(200);
      expect(placed.json()).toEqual({
        success: true,
        coins: 380,
        bet: { idea_id: ideaId, bet: 'notbelieve', coins: 120 },
      });
      const again = await agent.post('/api/bets/store', { idea_id: ideaId, bet: 'believe', coins: 10 });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({
        success: false,
        message: 'Вы уже сделали ставку на эту идею',
        errors: { idea_id: ['Вы уже сделали ставку на эту идею'] },
      });
      expect(await balanceOf(ctx, id)).toBe(380);
      expect((await agent.account()).coins).toBe(380);
    });

    it('refuses bad input with Russian errors and changes nothing', async () => {
      const { id, agent } = await account(ctx, 2000);
      const [ideaId] = await openIdeas(ctx, 1);
      const cases: Array<[unknown, string, string]> = [
        [{ idea_id: ideaId, bet: 'believe', coins: 9 }, 'coins', 'Ставка должна быть от 10 до 1000 монет'],
        [{ idea_id: ideaId, bet: 'believe', coins: MAX_STAKE + 1 }, 'coins', 'Ставка должна быть от 10 до 1000 монет'],
        [{ idea_id: ideaId, bet: 'believe', coins: 10.5 }, 'coins', 'Ставка должна быть от 10 до 1000 монет'],
        [{ idea_id: ideaId, bet: 'believe' }, 'coins', 'Ставка должна быть от 10 до 1000 монет'],
        [{ idea_id: ideaId, bet: 'maybe', coins: 100 }, 'bet', 'Выберите: верю или не верю'],
        [{ idea_id: 'x', bet: 'believe', coins: 100 }, 'idea_id', 'Идея не найдена'],
      ];
      for (const [body, key, message] of cases) {
        const response = await agent.post('/api/bets/store', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().errors[key]).toEqual([message]);
      }
      expect(
        (await agent.post('/api/bets/store', { idea_id: 2_000_000_000, bet: 'believe', coins: 100 })).json(),
      ).toMatchObject({ message: 'Идея не найдена' });
      expect((await agent.post('/api/bets/store', [1, 2])).statusCode).toBe(422);
      const poor = await account(ctx, 50);
      const short = await poor.agent.post('/api/bets/store', { idea_id: ideaId, bet: 'believe', coins: 100 });
      expect(short.json()).toMatchObject({
        message: 'Недостаточно монет для ставки',
        errors: { coins: ['Недостаточно монет для ставки'] },
      });
      expect(await balanceOf(ctx, poor.id)).toBe(50);
      expect(await ctx.db.select().from(bets).where(eq(bets.userId, poor.id))).toEqual([]);
      expect(await balanceOf(ctx, id)).toBe(2000);
      const visitor = new Agent(() => ctx.app);
      await visitor.get('/api/account');
      expect((await visitor.post('/api/bets/store', { idea_id: ideaId, bet: 'believe', coins: 100 })).statusCode).toBe(
        401,
      );
      expect(
        (await agent.post('/api/bets/store', { idea_id: ideaId, bet: 'believe', coins: 100 }, { csrf: false }))
          .statusCode,
      ).toBe(419);
    });

    it('refuses a closed idea', async () => {
      const { agent } = await account(ctx, 500);
      const [ideaId] = await openIdeas(ctx, 1);
      expect((await closeIdea(ideaId!, true)).statusCode).toBe(200);
      const response = await agent.post('/api/bets/store', { idea_id: ideaId, bet: 'believe', coins: 100 });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.idea_id).toEqual(['Идея уже закрыта, ставки не принимаются']);
    });

    it('50 parallel bets on one account never overspend; the ledger sums to the balance', async () => {
      const { id, agent } = await account(ctx, 1000);
      const ideaIds = await openIdeas(ctx, 50);
      const answers = await Promise.all(
        ideaIds.map((ideaId) => agent.post('/api/bets/store', { idea_id: ideaId, bet: 'believe', coins: 70 })),
      );
      const ok = answers.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(14); // 14 × 70 = 980 ≤ 1000 < 15 × 70
      for (const refused of answers.filter((r) => r.statusCode !== 200))
        expect(refused.json().errors.coins).toEqual(['Недостаточно монет для ставки']);
      expect(await balanceOf(ctx, id)).toBe(20);
      expect(await createCoinLedgerRepository(ctx.db).sum(id)).toBe(20);
      const [placed] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${id}`,
      );
      expect(placed!.n).toBe(14);
    });

    it('20 parallel bets on one idea from one account: one bet, one stake', async () => {
      const { id, agent } = await account(ctx, 1000);
      const [ideaId] = await openIdeas(ctx, 1);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => agent.post('/api/bets/store', { idea_id: ideaId, bet: 'believe', coins: 30 })),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await balanceOf(ctx, id)).toBe(970);
      const ledgerRows = await ctx.db
        .select()
        .from(coinLedger)
        .where(and(eq(coinLedger.userId, id), eq(coinLedger.reason, 'bet_stake')));
      expect(ledgerRows).toHaveLength(1);
    });
  });

  describe('settlement and GET /api/bets', () => {
    it('a win pays the stake × 1.8, a loss keeps the stake; delivered twice (and at once) it pays once; the rating is recomputed', async () => {
      const believer = await account(ctx, 1000);
      const doubter = await account(ctx, 1000);
      const [ideaId, otherId] = await openIdeas(ctx, 2);
      await believer.agent.post('/api/bets/store', { idea_id: ideaId, bet: 'believe', coins: 100 });
      await believer.agent.post('/api/bets/store', { idea_id: otherId, bet: 'believe', coins: 50 });
      await doubter.agent.post('/api/bets/store', { idea_id: ideaId, bet: 'notbelieve', coins: 200 });

      const open = (await believer.agent.get('/api/bets')).json();
      expect(open.bets.map((b: { result: string }) => b.result)).toEqual(['', '']);

      // The idea closes with profit as the price job would close it (status, outbox event), then the
      // settlement is delivered three times at once and once more later.
      const closed = await createPricesRepository(ctx.db).closeIdea({
        id: ideaId!,
        status: 'target_reached',
        date: '2026-11-20',
        close: 290,
        profit: true,
      });
      expect(closed).toBe(true);
      const league = createLeagueRepository(ctx.db);
      const runs = await Promise.all([league.settle(), league.settle(), league.settle()]);
      expect(runs.reduce((sum, r) => sum + r.bets, 0)).toBe(2);
      expect((await league.settle()).bets).toBe(0);
      expect(await balanceOf(ctx, believer.id)).toBe(1000 - 100 - 50 + winPayout(100));
      expect(await balanceOf(ctx, doubter.id)).toBe(800);
      expect(await createCoinLedgerRepository(ctx.db).sum(believer.id)).toBe(await balanceOf(ctx, believer.id));

      const list = (await believer.agent.get('/api/bets')).json();
      expect(list).toMatchObject({ profit: 80, pagination: { per_page: 6, total: 2 } });
      expect(list.bets).toContainEqual({
        idea_id: ideaId,
        idea: { name: 'Сбербанк: идея лиги 1', link: `/ideas/${ideaId}` },
        bet: 'believe',
        coins: 100,
        result: 'win',
        result_coins: 180,
      });
      expect(list.bets).toContainEqual(expect.objectContaining({ idea_id: otherId, result: '', result_coins: null }));
      const lost = (await doubter.agent.get('/api/bets')).json();
      expect(lost).toMatchObject({ profit: -200, bets: [{ result: 'loss', result_coins: -200 }] });
      expect(list.rating).toBeLessThan(lost.rating);
      expect(list.total).toBeGreaterThanOrEqual(2);
      const history = (await believer.agent.get('/api/coining')).json();
      expect(history.items[0]).toMatchObject({
        comment: `${COIN_REASON_TEXT.bet_win}: Сбербанк: идея лиги 1`,
        coins: 180,
      });
    });

    it('a settlement that fails midway pays nothing; the next run pays once', async () => {
      const { id, agent } = await account(ctx, 500);
      const [ideaId] = await openIdeas(ctx, 1);
      await agent.post('/api/bets/store', { idea_id: ideaId, bet: 'notbelieve', coins: 100 });
      await createPricesRepository(ctx.db).closeIdea({
        id: ideaId!,
        status: 'expired',
        date: '2026-11-20',
        close: 240,
        profit: false,
      });
      const league = createLeagueRepository(ctx.db);
      await expect(league.settle(() => Promise.reject(new Error('crash')))).rejects.toThrow('crash');
      expect(await balanceOf(ctx, id)).toBe(400);
      expect((await league.settle()).bets).toBeGreaterThanOrEqual(1);
      expect(await balanceOf(ctx, id)).toBe(400 + winPayout(100));
      await league.settle();
      expect(await balanceOf(ctx, id)).toBe(580);
    });

    it('the operator commands need ADMIN_SECRET: closed without one, 401 with a wrong one', async () => {
      const [ideaId] = await openIdeas(ctx, 1);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/admin/league/settle',
            headers: { [ADMIN_SECRET_HEADER]: ADMIN_SECRET },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await admin.inject({
            method: 'POST',
            url: '/api/admin/league/settle',
            headers: { [ADMIN_SECRET_HEADER]: 'wrong' },
          })
        ).statusCode,
      ).toBe(401);
      expect((await admin.inject({ method: 'POST', url: '/api/admin/league/settle' })).statusCode).toBe(401);
      expect(
        (
          await admin.inject({
            method: 'POST',
            url: `/api/admin/ideas/${ideaId}/close`,
            headers: { [ADMIN_SECRET_HEADER]: ADMIN_SECRET },
            payload: {},
          })
        ).statusCode,
      ).toBe(422);
      expect((await closeIdea(ideaId!, false)).json()).toMatchObject({ success: true });
      expect((await closeIdea(ideaId!, false)).json()).toMatchObject({ message: 'Идея уже закрыта' });
      const settle = await admin.inject({
        method: 'POST',
        url: '/api/admin/league/settle',
        headers: { [ADMIN_SECRET_HEADER]: ADMIN_SECRET },
      });
      expect(settle.json()).toMatchObject({ success: true, settlement: { ideas: 0 } });
    });

    it('GET /api/liga/rating: the public top 10 with short names, profit, bets and win rate', async () => {
      const response = await new Agent(() => ctx.app).get('/api/liga/rating');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.participants).toBeGreaterThanOrEqual(4);
      expect(body.leaders.length).toBeGreaterThan(0);
      expect(body.leaders.length).toBeLessThanOrEqual(10);
      expect(body.leaders[0]).toEqual({
        place: 1,
        name: expect.stringMatching(/^\S+( \S\.)?$/),
        profit: expect.any(Number),
        bets: expect.any(Number),
        win_rate: expect.any(Number),
      });
      const places = body.leaders.map((l: { place: number }) => l.place);
      expect(places).toEqual([...places].sort((a: number, b: number) => a - b));
      const profits = body.leaders.map((l: { profit: number }) => l.profit);
      expect(profits).toEqual([...profits].sort((a: number, b: number) => b - a));
    });

    it('the seeded demo accounts: each ledger sums to the balance; GET /api/bets pages by 6', async () => {
      const rows = await queryRows<{ coins: number; ledger: number }>(
        ctx.db,
        sql`SELECT u.coins, COALESCE((SELECT sum(amount) FROM coin_ledger l WHERE l.user_id = u.id), 0)::int AS ledger FROM users u WHERE u.email LIKE '%@investradar.ru'`,
      );
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) expect(row.ledger).toBe(row.coins);
      const pro = await ctx.signedIn('pro@investradar.ru');
      const first = (await pro.get('/api/bets')).json();
      expect(first.bets).toHaveLength(6);
      expect(first.pagination).toEqual({ per_page: 6, total: 10 });
      expect((await pro.get('/api/bets?page=2')).json().bets).toHaveLength(4);
      expect(first.rating).toEqual(expect.any(Number));
    });
  });

  describe('monthly accrual (npm run coins:accrue)', () => {
    it('pays by the next-credit rules once per period, whatever the runs', async () => {
      const month = await account(ctx, 0);
      const quarter = await account(ctx, 0);
      const botYear = await account(ctx, 0);
      const canceled = await account(ctx, 0);
      const created = new Date('2026-10-10T10:00:00+03:00');
      await ctx.db.insert(subscriptions).values([
        {
          userId: month.id,
          status: 'active',
          planId: 1065,
          durationDays: 30,
          expiresAt: new Date('2026-11-24T10:00:00+03:00'),
          createdAt: created,
        },
        {
          userId: quarter.id,
          status: 'active',
          planId: 1066,
          durationDays: 90,
          expiresAt: new Date('2027-01-08T10:00:00+03:00'),
          createdAt: created,
        },
        {
          userId: botYear.id,
          status: 'active',
          planId: 1068,
          durationDays: 365,
          expiresAt: new Date('2027-10-10T10:00:00+03:00'),
          createdAt: created,
          bot: true,
        },
        {
          userId: canceled.id,
          status: 'canceled',
          planId: 1066,
          durationDays: 90,
          expiresAt: new Date('2027-01-08T10:00:00+03:00'),
          createdAt: created,
        },
      ]);
      // Only this test's subscriptions matter: the seeded ones are credited too, and counted apart.
      const mine = async () => Promise.all([month, quarter, botYear, canceled].map((a) => balanceOf(ctx, a.id)));

      await runCoinAccrual(ctx.db, CONFIG, new Date('2026-11-23T12:00:00+03:00'));
      expect(await mine()).toEqual([0, 5000, 12000, 0]);
      await runCoinAccrual(ctx.db, CONFIG, new Date('2026-11-24T12:00:00+03:00'));
      await Promise.all([
        runCoinAccrual(ctx.db, CONFIG, new Date('2026-11-24T18:00:00+03:00')),
        runCoinAccrual(ctx.db, CONFIG, new Date('2026-11-25T09:00:00+03:00')),
      ]);
      expect(await mine()).toEqual([5000, 5000, 12000, 0]);
      await runCoinAccrual(ctx.db, CONFIG, new Date('2026-12-01T09:00:00+03:00'));
      expect(await mine()).toEqual([5000, 10000, 24000, 0]);
      const history = (await quarter.agent.get('/api/coining')).json();
      expect(history.items.map((i: { comment: string; coins: number }) => [i.comment, i.coins])).toEqual([
        [COIN_REASON_TEXT.monthly, 5000],
        [COIN_REASON_TEXT.monthly, 5000],
      ]);
      const runs = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM coin_accrual_runs WHERE finished_at IS NOT NULL`,
      );
      expect(runs[0]!.n).toBeGreaterThanOrEqual(5);
    });
  });

  describe('prizes: GET /api/liga/prizes, can-exchange, exchange-coins', () => {
    const DAY = 86_400_000;
    const pro = (days = 20) => ({ type: 'mbr_premium', premiumExpiresAt: new Date(Date.now() + days * DAY) });
    const prizeId = async (title: string) =>
      (await ctx.db.select({ id: prizes.id }).from(prizes).where(eq(prizes.title, title)))[0]!.id;

    it('the shop is data: prizes as a map by id, the FAQ and the special cards, open to visitors', async () => {
      const response = await new Agent(() => ctx.app).get('/api/liga/prizes');
      expect(response.statusCode).toBe(200);
      const body = z.parse(prizesResponseSchema, response.json());
      const list = Object.values(body.prizes);
      expect(list.map((p) => p.title)).toEqual([
        'PRO на 1 месяц',
        'PRO на 3 месяца',
        'PRO на 12 месяцев',
        'Блокнот инвестора',
        'Кружка «Инвестрадар»',
        'Худи «Купил на хаях»',
      ]);
      expect(body.prizes[String(list[0]!.id)]).toMatchObject({ type: 'subscription', coins: 4000 });
      expect(body.faq.length).toBeGreaterThanOrEqual(3);
      expect(body.special_cards?.map((c) => c.id)).toEqual(['bets', 'pro', 'bot']);
    });

    it('can-exchange answers success or the reason: PRO only, not enough coins, unknown prize, lifetime', async () => {
      const proMonth = await prizeId('PRO на 1 месяц');
      const mug = await prizeId('Кружка «Инвестрадар»');
      const free = await account(ctx, 10_000);
      const member = await account(ctx, 5000, pro());
      const lifetime = await account(ctx, 50_000, { type: 'mbr_premium', premiumLifetime: true });
      const check = (agent: Agent, id: unknown) => agent.post('/api/liga/can-exchange', { prize_id: id });

      expect((await check(member.agent, proMonth)).json()).toEqual({
        success: true,
        error_code: null,
        error_message: null,
        error_description: null,
      });
      expect((await check(free.agent, proMonth)).json()).toEqual({
        success: false,
        error_code: 'error_pro_only',
        error_message: 'Приз доступен только для PRO',
        error_description: 'Оформите PRO подписку, чтобы обменивать монеты на этот приз.',
      });
      expect((await check(free.agent, mug)).json()).toMatchObject({ success: true });
      const poor = await account(ctx, 100);
      expect((await check(poor.agent, mug)).json()).toMatchObject({
        success: false,
        error_code: 'error_not_enough_coins',
        error_message: 'Недостаточно монет для обмена',
      });
      expect((await check(free.agent, 999_999)).json()).toMatchObject({
        success: false,
        error_code: 'error_prize_not_found',
        error_message: 'Приз не найден',
      });
      expect((await check(lifetime.agent, proMonth)).json()).toMatchObject({
        success: false,
        error_code: 'error_lifetime',
      });
      expect((await check(free.agent, 'abc')).statusCode).toBe(422);
      const visitor = new Agent(() => ctx.app);
      await visitor.get('/api/account');
      expect((await check(visitor, mug)).statusCode).toBe(401);
    });

    it('a subscription prize extends PRO in the same transaction as the spend', async () => {
      const member = await account(ctx, 6000, pro(20));
      const before = (await member.agent.account()).meta.premium_access!.expires_at!;
      const response = await member.agent.post('/api/liga/exchange-coins', {
        prize_id: await prizeId('PRO на 1 месяц'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        coins: 2000,
        order: { status: 'done' },
        message: 'Ваша подписка продлена!',
      });
      const after = await member.agent.account();
      expect(after.coins).toBe(2000);
      expect(new Date(after.meta.premium_access!.expires_at!).getTime() - new Date(before).getTime()).toBe(30 * DAY);
      const history = (await member.agent.get('/api/coining')).json();
      expect(history.items[0]).toMatchObject({ comment: 'Обмен монет на приз: PRO на 1 месяц', coins: -4000 });
      const refused = await member.agent.post('/api/liga/exchange-coins', {
        prize_id: await prizeId('PRO на 1 месяц'),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        success: false,
        error_code: 'error_not_enough_coins',
        message: 'Недостаточно монет для обмена',
      });
    });

    it('prize PRO days are the same grant as a promo code’s: a paid PRO subscription’s end moves, a bot account becomes PRO', async () => {
      const month = await prizeId('PRO на 1 месяц');
      // A paying PRO member: the account's end and its running PRO subscription's end move by 30 days.
      const paying = await account(ctx, 4000, pro(40));
      const subscriptionEnd = new Date(Date.now() + 40 * DAY);
      const [sub] = await ctx.db
        .insert(subscriptions)
        .values({
          userId: paying.id,
          status: 'active',
          planId: 1066,
          durationDays: 90,
          expiresAt: subscriptionEnd,
          renewalAmount: 249_000,
        })
        .returning({ id: subscriptions.id });
      expect((await paying.agent.post('/api/liga/exchange-coins', { prize_id: month })).json()).toMatchObject({
        success: true,
        coins: 0,
      });
      const [moved] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
      expect(moved!.expiresAt.getTime() - subscriptionEnd.getTime()).toBe(30 * DAY);

      // A bot-only member (PRO for the prize shop's PRO-only rule): the gift makes the account PRO; its bot subscription stays put.
      const botEnd = new Date(Date.now() + 10 * DAY);
      const bot = await account(ctx, 4000, { type: 'mbr_premium_bot', premiumExpiresAt: botEnd });
      const [botSub] = await ctx.db
        .insert(subscriptions)
        .values({
          userId: bot.id,
          status: 'active',
          planId: 1068,
          durationDays: 365,
          expiresAt: botEnd,
          renewalAmount: 100_000,
          bot: true,
        })
        .returning({ id: subscriptions.id });
      expect((await bot.agent.post('/api/liga/exchange-coins', { prize_id: month })).json()).toMatchObject({
        success: true,
        message: 'Ваша подписка продлена!',
      });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, bot.id));
      expect(row!.type).toBe('mbr_premium');
      expect(row!.premiumExpiresAt!.getTime() - botEnd.getTime()).toBe(30 * DAY);
      const [botAfter] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, botSub!.id));
      expect(botAfter!.expiresAt.getTime()).toBe(botEnd.getTime());

      // Lifetime: refused, and the refusal rolls the spend and the stock back.
      const lifetime = await account(ctx, 4000, { type: 'mbr_premium', premiumLifetime: true });
      expect((await lifetime.agent.post('/api/liga/exchange-coins', { prize_id: month })).statusCode).toBe(422);
      expect(await balanceOf(ctx, lifetime.id)).toBe(4000);
    });

    it('merch becomes an order waiting for its delivery address; the address is checked and set once', async () => {
      const buyer = await account(ctx, 3000);
      const other = await account(ctx, 0);
      const response = await buyer.agent.post('/api/liga/exchange-coins', {
        prize_id: await prizeId('Кружка «Инвестрадар»'),
      });
      expect(response.json()).toMatchObject({
        success: true,
        coins: 500,
        order: { status: 'address_needed' },
        message: 'Отличная сделка!',
      });
      const orderId = response.json().order.id as number;
      const bad = await buyer.agent.post(`/api/liga/orders/${orderId}/address`, {
        recipient: ' ',
        phone: '12',
        city: 'Москва',
        address: 'ул. Тверская, 1',
        zip: '1234',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        recipient: ['Заполните поле'],
        phone: ['Укажите телефон в формате +7 999 123-45-67'],
        zip: ['Индекс — 6 цифр'],
      });
      const address = {
        recipient: 'Мария Соколова',
        phone: '+7 999 123-45-67',
        city: 'Москва',
        address: 'ул. Тверская, д. 1, кв. 5',
        zip: '125009',
      };
      expect((await other.agent.post(`/api/liga/orders/${orderId}/address`, address)).statusCode).toBe(404);
      expect((await buyer.agent.post(`/api/liga/orders/${orderId}/address`, address)).json()).toEqual({
        success: true,
        message: 'Адрес доставки сохранен',
      });
      expect((await buyer.agent.post(`/api/liga/orders/${orderId}/address`, address)).statusCode).toBe(422);
      const orders = (await buyer.agent.get('/api/liga/orders')).json().orders;
      expect(orders).toEqual([
        expect.objectContaining({ id: orderId, title: 'Кружка «Инвестрадар»', status: 'processing', address }),
      ]);
    });

    it('30 parallel exchanges on one account never overspend; the ledger sums to the balance and the stock follows', async () => {
      const notebook = await prizeId('Блокнот инвестора');
      const [before] = await ctx.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, notebook));
      const buyer = await account(ctx, 10_000);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => buyer.agent.post('/api/liga/exchange-coins', { prize_id: notebook })),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(6); // 6 × 1500 = 9000 ≤ 10000
      expect(await balanceOf(ctx, buyer.id)).toBe(1000);
      expect(await createCoinLedgerRepository(ctx.db).sum(buyer.id)).toBe(1000);
      expect(await ctx.db.select().from(prizeOrders).where(eq(prizeOrders.userId, buyer.id))).toHaveLength(6);
      const [after] = await ctx.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, notebook));
      expect(after!.stock).toBe(before!.stock! - 6);
    });

    it('a prize with stock 1 exchanged by 20 accounts at once is sold once; the others keep their coins', async () => {
      const [rare] = await ctx.db
        .insert(prizes)
        .values({
          type: 'merch',
          title: 'Редкий значок',
          coins: 100,
          description: 'Один на всех.',
          stock: 1,
          position: 99,
        })
        .returning({ id: prizes.id });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => account(ctx, 500)));
      const answers = await Promise.all(
        buyers.map((b) => b.agent.post('/api/liga/exchange-coins', { prize_id: rare!.id })),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((r) => r.statusCode !== 200))
        expect(refused.json().error_code).toBe('error_out_of_stock');
      const balances = await Promise.all(buyers.map((b) => balanceOf(ctx, b.id)));
      expect(balances.sort((a, b) => a - b)).toEqual([400, ...Array(19).fill(500)]);
      const [left] = await ctx.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, rare!.id));
      expect(left!.stock).toBe(0);
      expect(await ctx.db.select().from(prizeOrders).where(eq(prizeOrders.prizeId, rare!.id))).toHaveLength(1);
    });
  });

  describe('the partner programme', () => {
    const CAMPAIGN = 'radar-partner-17';

    it('a partner link sets the 30-day attribution cookie once; a registration through it and a payment within the window are counted', async () => {
      const partner = await ctx.signedIn('partner@investradar.ru');
      const before = (await partner.get('/api/account/partner/stat/month/current')).json();
      const visitor = new Agent(() => ctx.app);
      const first = await visitor.get(`/api/account?partner=${CAMPAIGN}`);
      const cookie = (
        first.cookies as Array<{ name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string }>
      ).find((c) => c.name === 'ir_partner');
      // Signed by the server (test/partners-crediting.test.ts); counted once the browser sends it back.
      expect(cookie).toMatchObject({ maxAge: 30 * 86_400, httpOnly: true, sameSite: 'Lax' });
      expect(cookie!.value).toMatch(new RegExp(`^${CAMPAIGN}~[\\w-]+~-\\.`));
      const counted = await visitor.get(`/api/account?partner=${CAMPAIGN}`);
      expect((counted.cookies as Array<{ name: string }>).some((c) => c.name === 'ir_partner')).toBe(true);
      // The same browser again, and another partner's link: no second count, the first attribution kept.
      const again = await visitor.get(`/api/account?partner=${CAMPAIGN}`);
      expect((again.cookies as Array<{ name: string }>).some((c) => c.name === 'ir_partner')).toBe(false);
      const unknown = await new Agent(() => ctx.app).get('/api/account?partner=no-such-campaign');
      expect((unknown.cookies as Array<{ name: string }>).some((c) => c.name === 'ir_partner')).toBe(false);

      const email = uniqueEmail('referred');
      expect(
        (
          await visitor.post('/api/auth/register', {
            name: 'Приглашенный Друг',
            email,
            password: DEMO_PASSWORD + 'x!Q',
          })
        ).statusCode,
      ).toBe(201);
      const [referred] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const [attribution] = await ctx.db
        .select()
        .from(partnerAttributions)
        .where(eq(partnerAttributions.userId, referred!.id));
      expect(attribution).toMatchObject({ campaignId: CAMPAIGN });

      // The payments' hook, in the payment's transaction: once per payment, only for referred accounts within the window.
      const pay = (userId: number, paymentId: string, amountRub: number) =>
        ctx.db.transaction((tx) => recordPartnerPayment(tx as never, { userId, paymentId, amountRub }));
      expect(await pay(referred!.id, `pay-${referred!.id}-1`, 990)).toEqual({
        credited: true,
        campaignId: CAMPAIGN,
        rewardRub: 297,
      });
      expect(await pay(referred!.id, `pay-${referred!.id}-1`, 990)).toEqual({ credited: false, reason: 'duplicate' });
      const stranger = await account(ctx, 0);
      expect(await pay(stranger.id, `pay-${stranger.id}-1`, 990)).toEqual({ credited: false, reason: 'not_referred' });
      const late = await account(ctx, 0);
      await ctx.db
        .insert(partnerAttributions)
        .values({ userId: late.id, campaignId: CAMPAIGN, registeredAt: new Date(Date.now() - 31 * 86_400_000) });
      expect(await pay(late.id, `pay-${late.id}-1`, 990)).toEqual({ credited: false, reason: 'outside_window' });

      const stats = (await partner.get('/api/account/partner/stat/month/current')).json();
      const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
      expect(stats.days_stat.at(-1)).toEqual({
        date: today,
        conversion: 100,
        visitors: 1,
        registration: 1,
        deals: 1,
        amount: 990,
        reward: 297,
      });
      expect(stats.days_stat).toHaveLength(Number(today.slice(8, 10)));
      expect(stats.total).toMatchObject({
        visitors: before.total.visitors + 1,
        registration: before.total.registration + 1,
        deals: before.total.deals + 1,
        amount: before.total.amount + 990,
        reward: before.total.reward + 297,
      });
      expect(stats.next).toBeNull();
      expect(stats.prev).toEqual({ key: expect.stringMatching(/^\d{4}-\d{2}$/) });
      expect(stats.title).toMatch(/^[а-я]+ \d{4}$/);
      const previous = (await partner.get(`/api/account/partner/stat/month/${stats.prev.key}`)).json();
      expect(previous.next).toEqual({ key: today.slice(0, 7) });
      expect(previous.days_stat.length).toBeGreaterThanOrEqual(28);
      expect((await partner.get('/api/account/partner/stat/month/2999-01')).statusCode).toBe(404);
      expect((await partner.get('/api/account/partner/stat/month/bad')).statusCode).toBe(404);
      const notPartner = await ctx.signedIn('free@investradar.ru');
      expect((await notPartner.get('/api/account/partner/stat/month/current')).json()).toMatchObject({
        message: 'Раздел доступен только партнерам',
      });
    });
  });

  describe('the partner programme and the payments ledger', () => {
    const CAMPAIGN = 'radar-partner-17';
    /** A provider notification, form-encoded and signed with the sandbox's secret. */
    const notify = (kind: string, fields: Record<string, string>) => {
      const body = new URLSearchParams(fields).toString();
      return ctx.app.inject({
        method: 'POST',
        url: `/api/payments/cloudpayments/${kind}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-hmac': contentHmac(body, SANDBOX_API_SECRET),
        },
        payload: body,
      });
    };
    const monthTotal = async (partner: Agent) =>
      (await partner.get('/api/account/partner/stat/month/current')).json().total;

    it('a referred account pays through the sandbox notification: counted once however many copies arrive at once; the refund takes the share back once', async () => {
      const partner = await ctx.signedIn('partner@investradar.ru');
      const visitor = new Agent(() => ctx.app);
      await visitor.get(`/api/account?partner=${CAMPAIGN}`);
      expect(
        (
          await visitor.post('/api/auth/register', {
            name: 'Приглашенный Покупатель',
            email: uniqueEmail('referred-buyer'),
            password: DEMO_PASSWORD + 'x!Q',
          })
        ).statusCode,
      ).toBe(201);
      const before = await monthTotal(partner);

      const invoice = (await visitor.post('/api/payments/invoices', { plan_id: 1066 })).json();
      const fields = {
        TransactionId: String(8_100_000_000 + process.pid),
        Amount: invoice.widget.amount.toFixed(2),
        Currency: 'RUB',
        InvoiceId: invoice.widget.invoiceId,
        AccountId: invoice.widget.accountId,
        CardType: 'Visa',
        CardLastFour: '5556',
        Status: 'Completed',
        OperationType: 'Payment',
      };
      const answers = await Promise.all(Array.from({ length: 20 }, () => notify('pay', fields)));
      expect(answers.map((a) => a.json().code)).toEqual(Array(20).fill(0));
      expect((await notify('pay', fields)).json()).toEqual({ code: 0 });
      const paid = await monthTotal(partner);
      expect(paid).toMatchObject({
        deals: before.deals + 1,
        amount: before.amount + 2490,
        reward: before.reward + 747,
      });

      // The refund, replayed at once too: the share comes off the month once; the deal stays counted.
      const refunds = await Promise.all(Array.from({ length: 5 }, () => notify('cancel', fields)));
      expect(refunds.map((a) => a.json().code)).toEqual(Array(5).fill(0));
      expect(await monthTotal(partner)).toMatchObject({
        deals: before.deals + 1,
        amount: before.amount,
        reward: before.reward,
      });
    });

    it('a payment of an account nobody referred is not counted to any campaign', async () => {
      const partner = await ctx.signedIn('partner@investradar.ru');
      const before = await monthTotal(partner);
      const buyer = new Agent(() => ctx.app);
      await buyer.get('/api/account');
      expect(
        (
          await buyer.post('/api/auth/register', {
            name: 'Сам Пришел',
            email: uniqueEmail('direct-buyer'),
            password: DEMO_PASSWORD + 'x!Q',
          })
        ).statusCode,
      ).toBe(201);
      const invoice = (await buyer.post('/api/payments/invoices', { plan_id: 1066 })).json();
      const fields = {
        TransactionId: String(8_200_000_000 + process.pid),
        Amount: invoice.widget.amount.toFixed(2),
        Currency: 'RUB',
        InvoiceId: invoice.widget.invoiceId,
        AccountId: invoice.widget.accountId,
      };
      expect((await notify('pay', fields)).json()).toEqual({ code: 0 });
      expect((await notify('cancel', fields)).json()).toEqual({ code: 0 });
      expect(await monthTotal(partner)).toEqual(before);
      const [row] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM partner_payments WHERE user_id = ${Number(invoice.widget.accountId)}`,
      );
      expect(row!.n).toBe(0);
    });
  });

  describe('the Telegram bonus: POST /api/telegram/redeem', () => {
    const BOT_SECRET = 'telegram-bot-secret-0123456789abcdef';
    let bot: FastifyInstance;
    beforeAll(async () => {
      bot = await ctx.buildApp({ telegramBotSecret: BOT_SECRET });
    });
    const redeem = (payload: unknown, secret: string | null = BOT_SECRET) =>
      bot.inject({
        method: 'POST',
        url: '/api/telegram/redeem',
        headers: secret === null ? {} : { [TELEGRAM_SECRET_HEADER]: secret },
        payload: payload as object,
      });
    const codeOf = async (userId: number) => {
      const [row] = await ctx.db.select({ link: users.telegramBonusLink }).from(users).where(eq(users.id, userId));
      return row!.link!.split('?start=')[1]!;
    };

    it('grants 500 coins once per account and once per Telegram user; needs the bot secret', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.get('/api/account');
      const email = uniqueEmail('telegram');
      await agent.post('/api/auth/register', { name: 'Телеграм Пользователь', email, password: DEMO_PASSWORD + 'x!Q' });
      const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const code = await codeOf(user!.id);

      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/telegram/redeem',
            headers: { [TELEGRAM_SECRET_HEADER]: BOT_SECRET },
            payload: { start_code: code, telegram_user_id: 1 },
          })
        ).statusCode,
      ).toBe(404);
      expect((await redeem({ start_code: code, telegram_user_id: 1 }, 'wrong')).statusCode).toBe(401);
      expect((await redeem({ start_code: code, telegram_user_id: 1 }, null)).statusCode).toBe(401);
      expect((await redeem({ start_code: 'bad code!', telegram_user_id: 'x' })).json().errors).toEqual({
        start_code: ['Неверный код'],
        telegram_user_id: ['Неверный пользователь Telegram'],
      });
      expect((await redeem({ start_code: 'bonus_unknown', telegram_user_id: 5 })).json()).toMatchObject({
        message: 'Код не найден',
      });

      const telegramUser = 700_000_000 + user!.id;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => redeem({ start_code: code, telegram_user_id: telegramUser })),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.find((r) => r.statusCode === 200)!.json()).toEqual({ success: true, coins: 1500, granted: 500 });
      for (const other of answers.filter((r) => r.statusCode !== 200))
        expect(other.json()).toMatchObject({ message: 'Бонус уже получен' });
      expect((await redeem({ start_code: code, telegram_user_id: telegramUser + 1 })).statusCode).toBe(409);
      const second = await account(ctx, 0);
      expect(
        (await redeem({ start_code: await codeOf(second.id).catch(() => 'none'), telegram_user_id: telegramUser }))
          .statusCode,
      ).not.toBe(200);
      const me = await agent.account();
      expect(me.coins).toBe(1500);
      expect(me.telegram_bot_user).toBe(true);
      expect((await agent.get('/api/coining')).json().items[0]).toMatchObject({
        comment: 'Бонус за подключение Telegram-бота',
        coins: 500,
      });
    });
  });
});
