// Money under repeated and parallel notifications: an invoice is paid once whatever the TransactionId,
// refunds are recorded in parts and shorten the period in proportion, a full refund revokes it.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InvoiceAnswer, PurchasesResponse } from '@investradar/ui/domain';
import { payments, subscriptions, users } from '../src/db/schema';
import { planDurationDays } from '../src/features/money/plans';
import { PAYMENT_ANSWER } from '../src/features/money/payments-protocol';
import { SANDBOX_API_SECRET } from '../src/features/money/payment-provider';
import { contentHmac } from '../src/features/money/payments-signature';
import { describeOnDatabases, registeredAgent, type Agent, type TestContext } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

function notify(ctx: TestContext, kind: string, fields: Record<string, string>) {
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
}

let counter = 0;
const nextTransactionId = () => String(7_000_000_000 + process.pid * 1000 + ++counter);

describeOnDatabases('money under repeated notifications', (ctx) => {
  const freshUser = () =>
    registeredAgent(() => ctx.app, { prefix: 'money', name: 'Плательщик Тестовый', password: 'payer-pass-123' });

  async function invoiceFor(agent: Agent, planId: number): Promise<InvoiceAnswer> {
    const response = await agent.post('/api/payments/invoices', { plan_id: planId });
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
    Token: 'tk_sandbox_ok_test',
    Status: 'Completed',
    OperationType: 'Payment',
    ...overrides,
  });

  /** The provider's refund notification: its own TransactionId, the payment's in PaymentTransactionId. */
  const refundFields = (payment: Record<string, string>, rubles: number) => ({
    TransactionId: nextTransactionId(),
    PaymentTransactionId: payment.TransactionId!,
    Amount: rubles.toFixed(2),
    Currency: 'RUB',
    InvoiceId: payment.InvoiceId!,
    AccountId: payment.AccountId!,
    OperationType: 'Refund',
  });

  async function ledger(userId: number) {
    return ctx.db.select().from(payments).where(eq(payments.userId, userId));
  }

  async function subscriptionOf(userId: number) {
    const [row] = await ctx.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.bot, false)));
    return row!;
  }

  async function userRow(userId: number) {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    return row!;
  }

  describe('a paid invoice', () => {
    it('is paid once: a second payment under a new TransactionId is recorded as an overpayment and grants nothing', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      expect((await notify(ctx, 'pay', payFields(invoice))).json()).toEqual({ code: 0 });
      const paidUntil = (await subscriptionOf(userId)).expiresAt.getTime();

      const second = payFields(invoice);
      for (let i = 0; i < 2; i++) expect((await notify(ctx, 'pay', second)).json()).toEqual({ code: 0 });
      expect((await subscriptionOf(userId)).expiresAt.getTime()).toBe(paidUntil);
      expect((await userRow(userId)).premiumExpiresAt!.getTime()).toBe(paidUntil);
      expect((await ledger(userId)).map((row) => row.kind).sort()).toEqual(['credit', 'overpayment']);
      // The check call refuses the invoice from now on (20), as before.
      expect((await notify(ctx, 'check', payFields(invoice))).json()).toEqual({ code: PAYMENT_ANSWER.expired });
      // The payer sees the second charge in the purchases, as money to be returned.
      const purchases = (await agent.get('/api/account/purchases?page=1')).json() as PurchasesResponse;
      expect(purchases.data.map((row) => row.content.title)).toContain(
        'Повторная оплата оплаченного счета (будет возвращена): PRO на 3 месяца',
      );
    });

    it('ten payments of one invoice at once, each under its own TransactionId: one credit, one period', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => notify(ctx, 'pay', payFields(invoice)).then((r) => r.json())),
      );
      expect(answers, JSON.stringify(answers)).toEqual(Array.from({ length: 10 }, () => ({ code: 0 })));
      const rows = await ledger(userId);
      expect(rows.filter((row) => row.kind === 'credit')).toHaveLength(1);
      expect(rows.filter((row) => row.kind === 'overpayment')).toHaveLength(9);
      const sub = await subscriptionOf(userId);
      const period = planDurationDays(3) * DAY_MS;
      expect(sub.expiresAt.getTime()).toBeGreaterThanOrEqual(started + period);
      expect(sub.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + period);
    });
  });

  describe('refunds', () => {
    it('a partial refund is recorded and shortens the period in proportion; the account stays PRO', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      const payment = payFields(invoice);
      await notify(ctx, 'pay', payment);
      const before = (await subscriptionOf(userId)).expiresAt.getTime();
      const cost = invoice.widget.amount;

      const partial = refundFields(payment, 5);
      // Repeated: one refund.
      for (let i = 0; i < 3; i++) expect((await notify(ctx, 'refund', partial)).json()).toEqual({ code: 0 });
      const refunds = (await ledger(userId)).filter((row) => row.kind === 'refund');
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount: 500, originalTransactionId: payment.TransactionId });

      const sub = await subscriptionOf(userId);
      const takenBack = Math.round((planDurationDays(3) * DAY_MS * 5) / cost);
      expect(sub.status).toBe('active');
      expect(before - sub.expiresAt.getTime()).toBe(takenBack);
      expect((await userRow(userId)).premiumExpiresAt!.getTime()).toBe(sub.expiresAt.getTime());
      await ctx.app.readCache.settle();
      expect((await agent.account()).type).toBe('mbr_premium');
    });

    it('refunds adding up to the payment revoke the period; more than was paid is refused with code 12', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      const payment = payFields(invoice);
      await notify(ctx, 'pay', payment);
      const cost = invoice.widget.amount;
      const first = Math.round(cost / 3);
      expect((await notify(ctx, 'refund', refundFields(payment, first))).json()).toEqual({ code: 0 });
      expect((await notify(ctx, 'refund', refundFields(payment, cost))).json()).toEqual({
        code: PAYMENT_ANSWER.badAmount,
      });
      expect((await subscriptionOf(userId)).status).toBe('active');
      expect((await notify(ctx, 'refund', refundFields(payment, cost - first))).json()).toEqual({ code: 0 });
      const sub = await subscriptionOf(userId);
      expect(sub.status).toBe('canceled');
      expect(sub.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
      await ctx.app.readCache.settle();
      expect((await agent.account()).type).toBe('mbr_free');
      // A refund naming a payment the ledger does not hold: 10.
      expect(
        (
          await notify(ctx, 'refund', { ...refundFields(payment, 1), PaymentTransactionId: nextTransactionId() })
        ).json(),
      ).toEqual({ code: PAYMENT_ANSWER.badInvoice });
    });

    it('parallel refunds of one payment never return more than it: of six quarters four are taken', async () => {
      const { agent, userId } = await freshUser();
      const invoice = await invoiceFor(agent, 1066);
      const payment = payFields(invoice);
      await notify(ctx, 'pay', payment);
      const quarter = invoice.widget.amount / 4;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => notify(ctx, 'refund', refundFields(payment, quarter)).then((r) => r.json())),
      );
      const codes = answers.map((answer: { code: number }) => answer.code).sort();
      expect(codes).toEqual([0, 0, 0, 0, PAYMENT_ANSWER.badAmount, PAYMENT_ANSWER.badAmount]);
      const refunded = (await ledger(userId))
        .filter((row) => row.kind === 'refund')
        .reduce((sum, row) => sum + row.amount, 0);
      expect(refunded).toBe(Math.round(invoice.widget.amount * 100));
      expect((await subscriptionOf(userId)).status).toBe('canceled');
      await ctx.app.readCache.settle();
      expect((await agent.account()).type).toBe('mbr_free');
    });

    it('lifetime: a partial refund keeps PRO forever, the full one revokes it', async () => {
      const { agent } = await freshUser();
      const invoice = await invoiceFor(agent, 1062);
      const payment = payFields(invoice);
      expect((await notify(ctx, 'pay', payment)).json()).toEqual({ code: 0 });
      expect((await notify(ctx, 'refund', refundFields(payment, 5))).json()).toEqual({ code: 0 });
      await ctx.app.readCache.settle();
      expect((await agent.account()).meta.premium_access).toMatchObject({ lifetime: true });
      expect((await notify(ctx, 'refund', refundFields(payment, invoice.widget.amount - 5))).json()).toEqual({
        code: 0,
      });
      await ctx.app.readCache.settle();
      const account = await agent.account();
      expect(account.meta.premium_access?.lifetime ?? false).toBe(false);
      expect(account.type).toBe('mbr_free');
    });
  });
});
