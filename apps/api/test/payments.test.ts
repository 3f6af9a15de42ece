import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentInvoices, payments, subscriptions, users } from '../src/db/schema';
import { PAYMENT_MESSAGES, type InvoiceAnswer } from '@investradar/ui/domain';
import { PAYMENT_ANSWER, SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../src/features/money/payments-protocol';
import { contentHmac } from '../src/features/money/payments-signature';
import { SANDBOX_API_SECRET } from '../src/features/money/payment-provider';
import type { Database } from '../src/db/client';
import type { PaymentRow } from '../src/features/money/payments.service';
import { Agent, describeOnDatabases, registeredAgent, type TestContext } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A provider notification: form-encoded, signed like CloudPayments signs it (unless told otherwise). */
function notify(ctx: TestContext, kind: string, fields: Record<string, string>, signature?: string | null) {
  const body = new URLSearchParams(fields).toString();
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (signature !== null) headers['content-hmac'] = signature ?? contentHmac(body, SANDBOX_API_SECRET);
  return ctx.app.inject({ method: 'POST', url: `/api/payments/cloudpayments/${kind}`, headers, payload: body });
}

let transactionCounter = 0;
const nextTransactionId = () => String(9_000_000_000 + process.pid * 1000 + ++transactionCounter);

describeOnDatabases('payments', (ctx) => {
  const freshUser = (prefix = 'buyer') =>
    registeredAgent(() => ctx.app, { prefix, name: 'Покупатель Тестовый', password: 'buyer-pass-123' });

  async function invoiceFor(agent: Agent, planId: number, promocode?: string): Promise<InvoiceAnswer> {
    const response = await agent.post('/api/payments/invoices', {
      plan_id: planId,
      ...(promocode ? { promocode } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as InvoiceAnswer;
  }

  const payFields = (invoice: InvoiceAnswer, overrides: Record<string, string> = {}) => ({
    TransactionId: nextTransactionId(),
    Amount: invoice.widget.amount.toFixed(2),
    Currency: 'RUB',
    InvoiceId: invoice.widget.invoiceId,
    AccountId: invoice.widget.accountId,
    CardType: 'Visa',
    CardLastFour: '5556',
    CardFirstSix: '400005',
    CardExpDate: '12/30',
    Token: 'tk_sandbox_ok_test',
    SubscriptionId: `sc_test_${transactionCounter}`,
    Status: 'Completed',
    OperationType: 'Payment',
    ...overrides,
  });

  async function ledgerCount(userId: number): Promise<number> {
    const [row] = await ctx.db.select({ n: count() }).from(payments).where(eq(payments.userId, userId));
    return row!.n;
  }

  describe('invoices', () => {
    it('gives the widget its options: RUB, the account, the invoice, the receipt, the recurrence of a periodic plan', async () => {
      const { agent, userId, email } = await freshUser();
      const invoice = await invoiceFor(agent, 1067);
      expect(invoice.provider).toBe('sandbox');
      expect(invoice.widget_url).toBe(`/payments/sandbox/widget/${invoice.widget.invoiceId}`);
      expect(invoice.widget).toMatchObject({
        amount: 8290,
        currency: 'RUB',
        accountId: String(userId),
        email,
        description: 'PRO на 12 месяцев',
        data: {
          planId: 1067,
          CloudPayments: {
            recurrent: { interval: 'Month', period: 12 },
            CustomerReceipt: { amounts: { electronic: 8290 } },
          },
        },
      });
      const status = await agent.get(`/api/payments/invoices/${invoice.widget.invoiceId}`);
      expect(status.json().results.invoice).toMatchObject({ status: 'pending', plan_id: 1067, amount: 8290 });
    });

    it('refuses unknown and offer-only plans, and hides other accounts’ invoices', async () => {
      const { agent } = await freshUser();
      for (const planId of [999, 1070]) {
        const response = await agent.post('/api/payments/invoices', { plan_id: planId });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.plan_id).toEqual([PAYMENT_MESSAGES.planNotFound]);
      }
      const invoice = await invoiceFor(agent, 1066);
      const other = await freshUser('other');
      expect((await other.agent.get(`/api/payments/invoices/${invoice.widget.invoiceId}`)).statusCode).toBe(404);
      expect((await new Agent(() => ctx.app).post('/api/payments/invoices', { plan_id: 1066 })).statusCode).toBe(419);
    });
  });

  describe('notifications', () => {
    it('check then pay: one ledger row, a subscription and PRO in the same transaction', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1067);
      const fields = payFields(invoice);
      expect((await notify(ctx, 'check', fields)).json()).toEqual({ code: 0 });
      const before = Date.now();
      const paid = await notify(ctx, 'pay', fields);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ code: 0 });

      expect(await ledgerCount(userId)).toBe(1);
      const [row] = await ctx.db.select().from(payments).where(eq(payments.userId, userId));
      expect(row).toMatchObject({
        kind: 'credit',
        amount: 829_000,
        currency: 'RUB',
        planId: 1067,
        invoiceId: invoice.widget.invoiceId,
        cardLast4: '5556',
      });
      await ctx.app.readCache.settle();
      const account = await agent.account();
      expect(account.type).toBe('mbr_premium');
      expect(account.subscription).toMatchObject({
        status: 'active',
        plan_id: 1067,
        duration: 365,
        ext_id: fields.SubscriptionId,
        billing_card_last4: '5556',
        billing_error_code: null,
      });
      const expires = new Date(account.subscription!.expires_at).getTime();
      expect(expires - before).toBeGreaterThan(364 * DAY_MS);
      expect(expires - before).toBeLessThan(366 * DAY_MS);
      expect(
        (await agent.get(`/api/payments/invoices/${invoice.widget.invoiceId}`)).json().results.invoice.status,
      ).toBe('paid');
      // The provider asks again before charging the same invoice twice: refused as already paid.
      expect((await notify(ctx, 'check', payFields(invoice))).json()).toEqual({ code: PAYMENT_ANSWER.expired });
    });

    it('100 concurrent copies of one pay notification credit once', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      const fields = payFields(invoice);
      const answers = await Promise.all(Array.from({ length: 100 }, () => notify(ctx, 'pay', fields)));
      expect(answers.map((a) => a.json().code)).toEqual(Array(100).fill(0));
      expect(await ledgerCount(userId)).toBe(1);
      const subs = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      expect(subs).toHaveLength(1);
      // Credited once: 90 days, not 100 × 90.
      expect(subs[0]!.expiresAt.getTime() - Date.now()).toBeLessThan(91 * DAY_MS);
      // Replayed later and reordered after a fail: still once, nothing else changes.
      expect((await notify(ctx, 'fail', { ...fields, Reason: 'late', ReasonCode: '5051' })).json()).toEqual({
        code: 0,
      });
      expect((await notify(ctx, 'pay', fields)).json()).toEqual({ code: 0 });
      expect(await ledgerCount(userId)).toBe(1);
      const [after] = await ctx.db
        .select()
        .from(paymentInvoices)
        .where(eq(paymentInvoices.id, invoice.widget.invoiceId));
      expect(after!.status).toBe('paid');
    });

    it('a forged or unsigned notification is refused and changes nothing, and the log has no card data', async () => {
      const lines: string[] = [];
      const app = await ctx.buildApp({
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      });
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      const fields = payFields(invoice, { CardFirstSix: '400005', CardLastFour: '5556', Name: 'IVAN PETROV' });
      const body = new URLSearchParams(fields).toString();
      const send = (signature: string | undefined) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/cloudpayments/pay',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(signature === undefined ? {} : { 'content-hmac': signature }),
          },
          payload: body,
        });
      for (const signature of [
        undefined,
        '',
        contentHmac(body, 'wrong-secret'),
        contentHmac(`${body}&x=1`, SANDBOX_API_SECRET),
        'x'.repeat(500),
      ]) {
        const response = await send(signature);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ code: PAYMENT_ANSWER.rejected });
      }
      expect(await ledgerCount(userId)).toBe(0);
      const [row] = await ctx.db.select().from(paymentInvoices).where(eq(paymentInvoices.id, invoice.widget.invoiceId));
      expect(row!.status).toBe('pending');
      expect((await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.type).toBe('mbr_free');
      const log = lines.join('\n');
      expect(log).toContain('bad signature');
      expect(log).not.toContain('IVAN');
      expect(log).not.toContain('400005');
      expect(log).not.toContain('5556');
    });

    it('refuses an unknown invoice (10), another account (11), a wrong amount (12) — nothing credited', async () => {
      const { agent, userId } = await freshUser();
      const other = await freshUser('other');
      const invoice = await invoiceFor(agent, 1067);
      const cases: Array<[Record<string, string>, number]> = [
        [{ InvoiceId: 'inv_unknown' }, PAYMENT_ANSWER.badInvoice],
        [{ AccountId: String(other.userId) }, PAYMENT_ANSWER.badAccount],
        [{ AccountId: '999999' }, PAYMENT_ANSWER.badAccount],
        [{ Amount: '1.00' }, PAYMENT_ANSWER.badAmount],
        [{ Amount: '8290.01' }, PAYMENT_ANSWER.badAmount],
        [{ Currency: 'USD' }, PAYMENT_ANSWER.badAmount],
        [{ TransactionId: 'abc' }, PAYMENT_ANSWER.rejected],
      ];
      for (const [override, code] of cases) {
        expect((await notify(ctx, 'check', payFields(invoice, override))).json(), JSON.stringify(override)).toEqual({
          code,
        });
        expect((await notify(ctx, 'pay', payFields(invoice, override))).json(), JSON.stringify(override)).toEqual({
          code,
        });
      }
      expect(await ledgerCount(userId)).toBe(0);
      expect(await ledgerCount(other.userId)).toBe(0);
      expect((await notify(ctx, 'unknown-kind', payFields(invoice))).statusCode).toBe(404);
    });

    it('fail marks the invoice failed with the reason and grants nothing', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      expect(
        (await notify(ctx, 'fail', payFields(invoice, { Reason: 'Insufficient funds', ReasonCode: '5051' }))).json(),
      ).toEqual({ code: 0 });
      expect(
        (await agent.get(`/api/payments/invoices/${invoice.widget.invoiceId}`)).json().results.invoice,
      ).toMatchObject({ status: 'failed', error: 'Insufficient funds' });
      expect(await ledgerCount(userId)).toBe(0);
      expect((await agent.account()).type).toBe('mbr_free');
    });

    it('cancel refunds once: a refund row and the bought period taken back', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      const fields = payFields(invoice);
      await notify(ctx, 'pay', fields);
      for (let i = 0; i < 3; i++) expect((await notify(ctx, 'cancel', fields)).json()).toEqual({ code: 0 });
      const rows = await ctx.db.select().from(payments).where(eq(payments.userId, userId));
      expect(rows.map((r) => r.kind).sort()).toEqual(['credit', 'refund']);
      await ctx.app.readCache.settle();
      expect((await agent.account()).type).toBe('mbr_free');
      expect((await notify(ctx, 'cancel', { ...fields, TransactionId: nextTransactionId() })).json()).toEqual({
        code: PAYMENT_ANSWER.badInvoice,
      });
    });

    it('lifetime: PRO forever, the running subscription stops', async () => {
      const { agent, userId } = await freshUser();
      await notify(ctx, 'pay', payFields(await invoiceFor(agent, 1066)));
      const invoice = await invoiceFor(agent, 1062);
      expect(invoice.widget.data.CloudPayments.recurrent).toBeUndefined();
      expect((await notify(ctx, 'pay', payFields(invoice, { SubscriptionId: '' }))).json()).toEqual({ code: 0 });
      await ctx.app.readCache.settle();
      const account = await agent.account();
      expect(account.meta.premium_access).toMatchObject({ lifetime: true, expires_at: null });
      const subs = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      expect(subs.every((s) => s.status === 'canceled')).toBe(true);
      const again = await agent.post('/api/payments/invoices', { plan_id: 1067 });
      expect(again.json().errors.plan_id).toEqual([PAYMENT_MESSAGES.lifetimeAlready]);
    });

    it('runs the onPaymentCredited hooks inside the credit’s transaction, once per credit', async () => {
      const seen: PaymentRow[] = [];
      const app = await ctx.buildApp({
        money: {
          onPaymentCredited: [
            async (tx: Database, payment) => {
              // The hook sees the ledger row and the derived subscription of its own transaction.
              const [sub] = await tx
                .select()
                .from(subscriptions)
                .where(and(eq(subscriptions.userId, payment.userId), eq(subscriptions.id, payment.subscriptionId!)));
              expect(sub?.status).toBe('active');
              seen.push(payment);
            },
          ],
        },
      });
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      const body = new URLSearchParams(payFields(invoice)).toString();
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/payments/cloudpayments/pay',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-hmac': contentHmac(body, SANDBOX_API_SECRET),
          },
          payload: body,
        });
      await Promise.all([send(), send(), send()]);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ userId, amount: 249_000, kind: 'credit' });
    });
  });

  describe('sandbox widget', () => {
    async function widgetPost(url: string, form: Record<string, string>) {
      return ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams(form).toString(),
      });
    }

    it('success card: the same signed notifications, then back to the checkout', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1067);
      const page = await ctx.app.inject({ method: 'GET', url: invoice.widget_url!, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Номер карты');
      expect(page.body).toMatch(/8\s290\s₽/u);
      expect(page.headers['content-security-policy']).toBeDefined();
      const paid = await widgetPost(invoice.widget_url!, { card: '4000 0566 5566 5556', exp: '12/30', cvc: '123' });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/checkout?plan_id=1067&invoice=${invoice.widget.invoiceId}`);
      expect(await ledgerCount(userId)).toBe(1);
      await ctx.app.readCache.settle();
      expect((await agent.account()).subscription).toMatchObject({
        plan_id: 1067,
        billing_card_last4: '5556',
        ext_id: expect.stringMatching(/^sc_/),
      });
      // Paid is paid: the page says so and charges nothing again.
      expect(
        (await widgetPost(invoice.widget_url!, { card: SANDBOX_CARDS.success, exp: '12/30', cvc: '123' })).statusCode,
      ).toBe(409);
      expect(await ledgerCount(userId)).toBe(1);
    });

    it('declined card: the error on the form, the invoice failed, nothing credited', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1067);
      const declined = await widgetPost(invoice.widget_url!, { card: '4012 8888 8888 1881', exp: '12/30', cvc: '123' });
      expect(declined.statusCode).toBe(200);
      expect(declined.body).toContain(PAYMENT_MESSAGES.declined);
      expect(await ledgerCount(userId)).toBe(0);
      expect(
        (await agent.get(`/api/payments/invoices/${invoice.widget.invoiceId}`)).json().results.invoice.status,
      ).toBe('failed');
      expect((await agent.account()).type).toBe('mbr_free');
    });

    it('the billing update page pays an overdue subscription with a new card and clears the error', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      await notify(ctx, 'pay', payFields(invoice, { SubscriptionId: `sc_overdue_${userId}` }));
      const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      await ctx.db.update(subscriptions).set({ billingErrorCode: '5051' }).where(eq(subscriptions.id, sub!.id));
      await ctx.app.readCache.settle();
      const config = (await agent.get('/api/config')).json();
      const link = `${config.payments.billing_update_url}${encodeURIComponent(`sc_overdue_${userId}`)}`;
      const page = await ctx.app.inject({ method: 'GET', url: link, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('оплата новой картой');
      // Reloading the page keeps one open invoice.
      await ctx.app.inject({ method: 'GET', url: link, headers: { accept: 'text/html' } });
      const open = await ctx.db.select().from(paymentInvoices).where(eq(paymentInvoices.subscriptionId, sub!.id));
      const renewal = open.filter((i) => i.purpose === 'renewal');
      expect(renewal).toHaveLength(1);
      const paid = await widgetPost(`/payments/sandbox/widget/${renewal[0]!.id}`, {
        card: SANDBOX_CARDS.success,
        exp: '12/30',
        cvc: '123',
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/account/settings/subscription?invoice=${renewal[0]!.id}`);
      const [after] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
      expect(after).toMatchObject({ billingErrorCode: null, status: 'active' });
      expect(after!.expiresAt.getTime()).toBe(sub!.expiresAt.getTime() + 90 * DAY_MS);
      expect(after!.cardToken).toMatch(/^tk_sandbox_ok_/);
      expect(await ledgerCount(userId)).toBe(2);
      // Nothing overdue any more: the page says so.
      expect((await ctx.app.inject({ method: 'GET', url: link, headers: { accept: 'text/html' } })).body).toContain(
        'Оплата не требуется',
      );
    });

    it('form checks and the 3-D Secure step', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      expect(
        (await widgetPost(invoice.widget_url!, { card: '4000 0566 5566 5557', exp: '12/30', cvc: '123' })).body,
      ).toContain('Проверьте номер карты');
      expect(
        (await widgetPost(invoice.widget_url!, { card: SANDBOX_CARDS.success, exp: '01/20', cvc: '123' })).body,
      ).toContain('Срок действия карты истек');
      expect(
        (await widgetPost(invoice.widget_url!, { card: SANDBOX_CARDS.success, exp: '12/30', cvc: '1' })).body,
      ).toContain('CVC');
      const step = await widgetPost(invoice.widget_url!, { card: '4242 4242 4242 4242', exp: '12/30', cvc: '123' });
      expect(step.body).toContain('Код из SMS');
      const wrong = await widgetPost(`${invoice.widget_url!}/3ds`, { card: SANDBOX_CARDS.threeDSecure, code: '00000' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain(PAYMENT_MESSAGES.threeDSecureFailed);
      expect(await ledgerCount(userId)).toBe(0);
      const ok = await widgetPost(`${invoice.widget_url!}/3ds`, {
        card: SANDBOX_CARDS.threeDSecure,
        code: SANDBOX_3DS_CODE,
      });
      expect(ok.statusCode).toBe(303);
      expect(await ledgerCount(userId)).toBe(1);
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/payments/sandbox/widget/inv_nope',
            headers: { accept: 'text/html' },
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});
