import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, subscriptions, users } from '../src/db/schema';
import {
  MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_TYPE_IDEA,
  PAYMENT_TYPE_REFUND,
  PAYMENT_TYPE_SUBSCRIPTION,
  type InvoiceAnswer,
} from '@investradar/ui/domain';
import { SANDBOX_API_SECRET } from '../src/features/money/payment-provider';
import { contentHmac } from '../src/features/money/payments-signature';
import type { Database } from '../src/db/client';
import { grantProDays } from '../src/features/money/subscription-grants.repository';
import { Agent, describeOnDatabases, registeredAgent, type TestContext } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;
let transactionCounter = 0;

async function pay(ctx: TestContext, invoice: InvoiceAnswer, extra: Record<string, string> = {}) {
  transactionCounter += 1;
  const body = new URLSearchParams({
    TransactionId: String(8_000_000_000 + process.pid * 1000 + transactionCounter),
    Amount: invoice.widget.amount.toFixed(2),
    Currency: 'RUB',
    InvoiceId: invoice.widget.invoiceId,
    AccountId: invoice.widget.accountId,
    CardType: 'Visa',
    CardLastFour: '5556',
    Token: 'tk_sandbox_ok_subs',
    SubscriptionId: `sc_subs_${process.pid}_${transactionCounter}`,
    ...extra,
  }).toString();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/cloudpayments/pay',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-hmac': contentHmac(body, SANDBOX_API_SECRET),
    },
    payload: body,
  });
  expect(response.json()).toEqual({ code: 0 });
  return body;
}

describeOnDatabases('subscriptions', (ctx) => {
  const freshUser = (prefix = 'subscriber') =>
    registeredAgent(() => ctx.app, { prefix, name: 'Подписчик Тестовый', password: 'subscriber-pass-1' });

  async function subscriber(planId = 1066) {
    const user = await freshUser();
    const invoice = (await user.agent.post('/api/payments/invoices', { plan_id: planId })).json() as InvoiceAnswer;
    await pay(ctx, invoice);
    await ctx.app.readCache.settle();
    const account = await user.agent.account();
    return { ...user, subscriptionId: account.subscription!.id, account };
  }

  const subscriptionRow = async (id: number) =>
    (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

  describe('POST /api/subscription/{id}/cancel', () => {
    it('validates the reasons, cancels once, keeps access until the expiry', async () => {
      const { agent, subscriptionId, account } = await subscriber();
      for (const body of [{}, { reason: [] }, { reason: 'x' }]) {
        const response = await agent.post(`/api/subscription/${subscriptionId}/cancel`, body);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.reason).toEqual([MESSAGES.cancelReasonRequired]);
      }
      for (const reason of [[0], [9], ['abc'], [1, 99]]) {
        expect(
          (await agent.post(`/api/subscription/${subscriptionId}/cancel`, { reason })).statusCode,
          JSON.stringify(reason),
        ).toBe(422);
      }
      expect((await subscriptionRow(subscriptionId)).status).toBe('active');

      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() => agent.post(`/api/subscription/${subscriptionId}/cancel`, { reason: [2, 7, 2] })),
      );
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0]!.json()).toMatchObject({
        success: true,
        message: 'Подписка была отменена.',
        data: { subscription: { status: 'canceled' } },
      });
      for (const other of answers.filter((a) => a.statusCode !== 200))
        expect(other.json().message).toBe(MESSAGES.subscriptionAlreadyCanceled);
      const row = await subscriptionRow(subscriptionId);
      expect(row.cancelReasons).toEqual([2, 7]);
      expect(row.canceledAt).not.toBeNull();
      await ctx.app.readCache.settle();
      const after = await agent.account();
      expect(after.type).toBe('mbr_premium');
      expect(after.subscription).toMatchObject({ status: 'canceled', expires_at: account.subscription!.expires_at });
    });

    it('someone else’s or a missing subscription is 404; a visitor 401; no token 419', async () => {
      const { subscriptionId } = await subscriber();
      const other = await freshUser('other');
      const response = await other.agent.post(`/api/subscription/${subscriptionId}/cancel`, { reason: [1] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.subscriptionNotFound);
      expect((await other.agent.post('/api/subscription/99999999/cancel', { reason: [1] })).statusCode).toBe(404);
      expect(
        (await other.agent.post(`/api/subscription/${subscriptionId}/cancel`, { reason: [1] }, { csrf: false }))
          .statusCode,
      ).toBe(419);
      const guest = new Agent(() => ctx.app);
      await guest.get('/api/account');
      expect((await guest.post(`/api/subscription/${subscriptionId}/cancel`, { reason: [1] })).statusCode).toBe(401);
      expect((await subscriptionRow(subscriptionId)).status).toBe('active');
    });
  });

  describe('POST /api/subscription/{id}/upgrade', () => {
    it('12 months from the current expiry: the next renewal is the new plan at its price', async () => {
      const { agent, subscriptionId } = await subscriber(1066);
      const response = await agent.post(`/api/subscription/${subscriptionId}/upgrade`, { planId: 1067 });
      expect(response.statusCode).toBe(200);
      const row = await subscriptionRow(subscriptionId);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Тарифный план был успешно обновлен.',
        data: { next_plan_id: 1067, starts_at: row.expiresAt.toISOString() },
      });
      expect(row).toMatchObject({ planId: 1066, pendingPlanId: 1067, renewalAmount: 829_000, updatingSince: null });
      const again = await agent.post(`/api/subscription/${subscriptionId}/upgrade`, { planId: 1067 });
      expect(again.statusCode).toBe(422);
      for (const planId of [1065, 1068, 999]) {
        expect(
          (await agent.post(`/api/subscription/${subscriptionId}/upgrade`, { planId })).json().errors.planId,
        ).toEqual([PAYMENT_MESSAGES.planNotFound]);
      }
    });

    it('the retention offer’s plan (special_plans) is accepted at the offered price', async () => {
      const { agent, subscriptionId } = await subscriber(1066);
      const response = await agent.post(`/api/subscription/${subscriptionId}/upgrade`, { planId: 1070 });
      expect(response.statusCode).toBe(200);
      expect(await subscriptionRow(subscriptionId)).toMatchObject({
        status: 'active',
        pendingPlanId: 1070,
        renewalAmount: 594_000,
      });
    });

    it('a concurrent upgrade answers «Подписка в процессе обновления»; one change only', async () => {
      const { agent, subscriptionId } = await subscriber(1066);
      await ctx.db.update(subscriptions).set({ updatingSince: new Date() }).where(eq(subscriptions.id, subscriptionId));
      const blocked = await agent.post(`/api/subscription/${subscriptionId}/upgrade`, { planId: 1067 });
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().message).toBe('Подписка в процессе обновления');
      expect((await subscriptionRow(subscriptionId)).pendingPlanId).toBeNull();
      // A claim older than a minute is a crashed upgrade: the next one goes ahead.
      await ctx.db
        .update(subscriptions)
        .set({ updatingSince: new Date(Date.now() - 120_000) })
        .where(eq(subscriptions.id, subscriptionId));
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => agent.post(`/api/subscription/${subscriptionId}/upgrade`, { planId: 1067 })),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.every((s) => s === 200 || s === 409 || s === 422)).toBe(true);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json().message).toBe(MESSAGES.upgradeInProgress);
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ pendingPlanId: 1067, updatingSince: null });
    });

    it('lifetime: the widget’s options, and after the payment the account is lifetime', async () => {
      const { agent, subscriptionId } = await subscriber(1066);
      const response = await agent.post(`/api/subscription/${subscriptionId}/upgrade`, { planId: 1062 });
      expect(response.statusCode).toBe(200);
      const { payment } = response.json() as { payment: InvoiceAnswer };
      expect(payment.widget).toMatchObject({ amount: 24900, currency: 'RUB', data: { planId: 1062 } });
      expect(payment.widget_url).toContain(payment.widget.invoiceId);
      expect((await agent.account()).meta.premium_access?.lifetime).toBe(false);
      await pay(ctx, payment, { SubscriptionId: '' });
      await ctx.app.readCache.settle();
      const account = await agent.account();
      expect(account.meta.premium_access).toMatchObject({ lifetime: true });
      expect((await subscriptionRow(subscriptionId)).status).toBe('canceled');
      expect(
        (await agent.post(`/api/subscription/${subscriptionId}/upgrade`, { planId: 1067 })).json().errors.planId,
      ).toEqual([PAYMENT_MESSAGES.lifetimeAlready]);
    });
  });

  describe('POST /api/promocode/activate', () => {
    it('WELCOME90 gives 90 days of promo access once; the errors come as error_description', async () => {
      const { agent } = await freshUser();
      const empty = await agent.post('/api/promocode/activate', { code: '  ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error_description).toBe('Введите промокод');
      const cases: Array<[string, string]> = [
        ['NOPE-NOPE', MESSAGES.promocodeInvalid],
        ['SUMMER2025', PAYMENT_MESSAGES.promocodeExpired],
        ['RADAR30', PAYMENT_MESSAGES.promocodeDiscountOnly],
      ];
      for (const [code, text] of cases) {
        const response = await agent.post('/api/promocode/activate', { code, is_tariff_upgrade: false });
        expect(response.statusCode, code).toBe(422);
        expect(response.json()).toMatchObject({ success: false, error_description: text });
      }
      const before = Date.now();
      const ok = await agent.post('/api/promocode/activate', { code: ' welcome90 ' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ success: true, message: 'PRO доступ успешно активирован!' });
      await ctx.app.readCache.settle();
      const account = await agent.account();
      expect(account.type).toBe('mbr_premium');
      expect(account.has_active_promocode).toBe(true);
      expect(account.meta.premium_access?.promocode).toBe(true);
      const expires = new Date(account.meta.premium_access!.expires_at!).getTime();
      expect(expires - before).toBeGreaterThan(89.9 * DAY_MS);
      expect(expires - before).toBeLessThan(90.1 * DAY_MS);
      expect((await agent.post('/api/promocode/activate', { code: 'WELCOME90' })).json().error_description).toBe(
        MESSAGES.promocodeAlreadyActive,
      );
    });

    it('a single-use code goes to one account of many racing for it', async () => {
      await ctx.db.execute(
        sql`INSERT INTO promo_codes (code, access_days, max_uses) VALUES (${`ONCE${process.pid}`}, 14, 1) ON CONFLICT DO NOTHING`,
      );
      const racers = await Promise.all([1, 2, 3, 4, 5].map(() => freshUser('racer')));
      const answers = await Promise.all(
        racers.map((r) => r.agent.post('/api/promocode/activate', { code: `ONCE${process.pid}` })),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode !== 200))
        expect(a.json().error_description).toBe(PAYMENT_MESSAGES.promocodeExhausted);
      const premium = await Promise.all(
        racers.map(async (r) => (await ctx.db.select().from(users).where(eq(users.id, r.userId)))[0]!.type),
      );
      expect(premium.filter((t) => t === 'mbr_premium')).toHaveLength(1);
    });

    it('is throttled per account', async () => {
      const app = await ctx.buildApp({ money: { promocodeLimit: { perSecond: 0.001, burst: 2 } } });
      const { agent } = await freshUser();
      const local = new Agent(() => app);
      local.cookies.set('ir_session', agent.cookies.get('ir_session')!);
      await local.get('/api/account');
      expect((await local.post('/api/promocode/activate', { code: 'NOPE' })).statusCode).toBe(422);
      expect((await local.post('/api/promocode/activate', { code: 'NOPE' })).statusCode).toBe(422);
      const limited = await local.post('/api/promocode/activate', { code: 'WELCOME90' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error_description).toBe(MESSAGES.tooManyAttempts);
      expect((await agent.account()).type).toBe('mbr_free');
    });

    it('counts guesses through the checkout discount field in the same limit; a code that exists costs nothing', async () => {
      const app = await ctx.buildApp({ money: { promocodeLimit: { perSecond: 0.001, burst: 2 } } });
      const { agent } = await freshUser();
      const local = new Agent(() => app);
      local.cookies.set('ir_session', agent.cookies.get('ir_session')!);
      await local.get('/api/account');
      // Existing codes, as the checkout tries them (a discount, then an access-days code): not guesses.
      for (let i = 0; i < 3; i += 1) {
        expect((await local.post('/api/payments/invoices', { plan_id: 1067, promocode: 'RADAR30' })).statusCode).toBe(
          201,
        );
        const notDiscount = await local.post('/api/payments/invoices', { plan_id: 1067, promocode: 'WELCOME90' });
        expect(notDiscount.json().errors.promocode).toEqual([PAYMENT_MESSAGES.promocodeNotDiscount]);
      }
      expect((await local.post('/api/payments/invoices', { plan_id: 1067, promocode: 'NOPE1' })).statusCode).toBe(422);
      expect((await local.post('/api/promocode/activate', { code: 'NOPE2' })).statusCode).toBe(422);
      const limited = await local.post('/api/payments/invoices', { plan_id: 1067, promocode: 'RADAR30' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error_description).toBe(MESSAGES.tooManyAttempts);
      expect((await local.post('/api/promocode/activate', { code: 'WELCOME90' })).statusCode).toBe(429);
      // Without a code, buying is never throttled.
      expect((await local.post('/api/payments/invoices', { plan_id: 1067 })).statusCode).toBe(201);
    });

    it('RADAR30 takes 30 % off at checkout, and counts once the payment is in', async () => {
      const { agent } = await freshUser();
      const invoice = (
        await agent.post('/api/payments/invoices', { plan_id: 1067, promocode: 'radar30' })
      ).json() as InvoiceAnswer;
      expect(invoice.widget.amount).toBe(5803);
      await pay(ctx, invoice);
      const second = await agent.post('/api/payments/invoices', { plan_id: 1066, promocode: 'RADAR30' });
      expect(second.json().errors.promocode).toEqual([PAYMENT_MESSAGES.promocodeUsedByYou]);
    });
  });

  describe('GET /api/account/purchases', () => {
    it('ideas bought and payments, newest first, 15 a page; refunds negative', async () => {
      const pro = await ctx.signedIn('pro@investradar.ru');
      const seeded = (await pro.get('/api/account/purchases')).json();
      for (const row of seeded.data.filter((r: { type: string }) => r.type === PAYMENT_TYPE_IDEA)) {
        expect(row.content.idea_link).toMatch(/^\/ideas\/\d+$/);
        expect(row.content.idea_name).toEqual(expect.any(String));
      }

      const { agent, userId } = await freshUser();
      expect((await agent.get('/api/account/purchases')).json()).toEqual({
        data: [],
        pagination: { per_page: 15, total: 0 },
      });
      const base = Date.now() - 30 * DAY_MS;
      await ctx.db.insert(payments).values(
        Array.from({ length: 17 }, (_, i) => ({
          provider: 'sandbox',
          transactionId: `purchases-${userId}-${i}`,
          kind: i === 16 ? 'refund' : 'credit',
          userId,
          planId: 1066,
          amount: 249_000,
          currency: 'RUB',
          createdAt: new Date(base + i * DAY_MS),
        })),
      );
      const first = (await agent.get('/api/account/purchases?page=1')).json();
      expect(first.pagination).toEqual({ per_page: 15, total: 17 });
      expect(first.data).toHaveLength(15);
      expect(first.data[0]).toMatchObject({
        type: PAYMENT_TYPE_REFUND,
        amount: -2490,
        content: { title: 'Возврат: PRO на 3 месяца', idea_link: null },
      });
      expect(first.data[1]).toMatchObject({
        type: PAYMENT_TYPE_SUBSCRIPTION,
        amount: 2490,
        content: { title: 'Оплата: PRO на 3 месяца' },
      });
      const dates = first.data.map((r: { date: string }) => r.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect((await agent.get('/api/account/purchases?page=2')).json().data).toHaveLength(2);
      expect((await agent.get('/api/account/purchases?page=abc')).json().data).toHaveLength(15);
      expect((await new Agent(() => ctx.app).get('/api/account/purchases')).statusCode).toBe(401);
    });
  });

  describe('grantProDays', () => {
    it('adds days from the later of now and the current end; parallel grants add up; lifetime untouched', async () => {
      const { userId } = await freshUser();
      await Promise.all(
        [1, 2, 3].map(() => ctx.db.transaction((tx) => grantProDays(tx as unknown as Database, userId, 10, 'prize'))),
      );
      const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
      expect(row!.type).toBe('mbr_premium');
      expect(row!.premiumExpiresAt!.getTime() - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
      expect(row!.premiumExpiresAt!.getTime() - Date.now()).toBeLessThan(30.1 * DAY_MS);

      const sub = await subscriber(1066);
      const before = await subscriptionRow(sub.subscriptionId);
      await ctx.db.transaction((tx) => grantProDays(tx as unknown as Database, sub.userId, 7, 'prize'));
      expect((await subscriptionRow(sub.subscriptionId)).expiresAt.getTime() - before.expiresAt.getTime()).toBe(
        7 * DAY_MS,
      );

      const [lifetime] = await ctx.db.select().from(users).where(eq(users.email, 'lifetime@investradar.ru'));
      expect(
        await ctx.db.transaction((tx) => grantProDays(tx as unknown as Database, lifetime!.id, 30, 'prize')),
      ).toEqual({ status: 'lifetime', expiresAt: null });
      await expect(
        ctx.db.transaction((tx) => grantProDays(tx as unknown as Database, userId, 0, 'prize')),
      ).rejects.toThrow();
    });

    it('a lapsed account starts again from now; a promo code and a prize are the same grant (one result shape)', async () => {
      const { userId } = await freshUser();
      const lapsed = new Date(Date.now() - 5 * DAY_MS);
      await ctx.db.update(users).set({ type: 'mbr_premium', premiumExpiresAt: lapsed }).where(eq(users.id, userId));
      const before = Date.now();
      const result = await ctx.db.transaction((tx) => grantProDays(tx as unknown as Database, userId, 14, 'promocode'));
      expect(result.status).toBe('extended');
      expect(result.expiresAt!.getTime() - before).toBeGreaterThanOrEqual(14 * DAY_MS - 1000);
      expect(result.expiresAt!.getTime() - before).toBeLessThan(14 * DAY_MS + 60_000);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
      expect(row!.premiumExpiresAt!.getTime()).toBe(result.expiresAt!.getTime());
    });
  });
});
