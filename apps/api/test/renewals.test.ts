import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loadAppConfig } from '../src/app-config';
import { renewDueSubscriptions } from '../src/features/money/renewals.service';
import { paymentInvoices, payments, subscriptionRenewals, subscriptions } from '../src/db/schema';
import type { InvoiceAnswer } from '@investradar/ui/domain';
import { SANDBOX_API_SECRET, type ChargeRequest, type PaymentProvider } from '../src/features/money/payment-provider';
import { createSandboxProvider } from '../src/features/money/sandbox-provider';
import { contentHmac } from '../src/features/money/payments-signature';
import { createPaymentsService } from '../src/features/money/payments.service';
import { Agent, describeOnDatabases, uniqueEmail, type TestContext } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;

describeOnDatabases('subscription renewals', (ctx) => {
  const config = loadAppConfig();
  const silent = { info: () => {}, warn: () => {} };

  /** The sandbox provider, counting the charges it is asked for. */
  function countingProvider() {
    const sandbox = createSandboxProvider({
      provider: 'sandbox',
      publicId: 'pk',
      apiSecret: SANDBOX_API_SECRET,
      apiUrl: '',
    });
    const charges: ChargeRequest[] = [];
    const provider: PaymentProvider = {
      ...sandbox,
      async chargeToken(request) {
        charges.push(request);
        return sandbox.chargeToken(request);
      },
    };
    return { provider, charges };
  }

  function run(provider: PaymentProvider) {
    const paymentsService = createPaymentsService({ db: ctx.db, config, provider, hooks: [], log: silent });
    return renewDueSubscriptions({ db: ctx.db, config, provider, payments: paymentsService });
  }

  /** A fresh subscriber of plan 1066 whose card token is `token`, due for renewal in an hour. */
  async function dueSubscriber(ctx: TestContext, token: string) {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    expect(
      (
        await agent.post('/api/auth/register', {
          name: 'Продление Тестовое',
          email: uniqueEmail('renewal'),
          password: 'renewal-pass-1',
        })
      ).statusCode,
    ).toBe(201);
    const invoice = (await agent.post('/api/payments/invoices', { plan_id: 1066 })).json() as InvoiceAnswer;
    counter += 1;
    const body = new URLSearchParams({
      TransactionId: String(6_000_000_000 + process.pid * 1000 + counter),
      Amount: invoice.widget.amount.toFixed(2),
      Currency: 'RUB',
      InvoiceId: invoice.widget.invoiceId,
      AccountId: invoice.widget.accountId,
      CardLastFour: '5556',
      Token: token,
      SubscriptionId: `sc_renew_${process.pid}_${counter}`,
    }).toString();
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/cloudpayments/pay',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-hmac': contentHmac(body, SANDBOX_API_SECRET),
      },
      payload: body,
    });
    expect(paid.json()).toEqual({ code: 0 });
    const userId = Number(invoice.widget.accountId);
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const dueAt = new Date(Date.now() + 60 * 60 * 1000);
    await ctx.db.update(subscriptions).set({ expiresAt: dueAt }).where(eq(subscriptions.id, sub!.id));
    return { agent, userId, subscriptionId: sub!.id, dueAt };
  }

  it('charges a due subscription once, at the upgraded plan from the current expiry, however often it runs', async () => {
    const { agent, userId, subscriptionId, dueAt } = await dueSubscriber(ctx, `tk_sandbox_ok_${process.pid}`);
    expect((await agent.post(`/api/subscription/${subscriptionId}/upgrade`, { planId: 1067 })).statusCode).toBe(200);
    const { provider, charges } = countingProvider();
    await Promise.all([run(provider), run(provider)]);
    await run(provider);
    const mine = charges.filter((c) => c.accountId === String(userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: 8290, description: 'PRO на 12 месяцев' });

    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(sub).toMatchObject({
      status: 'active',
      planId: 1067,
      pendingPlanId: null,
      durationDays: 365,
      billingErrorCode: null,
    });
    expect(sub!.expiresAt.getTime()).toBe(dueAt.getTime() + 365 * DAY_MS);
    const ledger = await ctx.db.select().from(payments).where(eq(payments.userId, userId));
    expect(ledger.map((p) => p.amount).sort()).toEqual([249_000, 829_000]);
    const renewals = await ctx.db
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.subscriptionId, subscriptionId));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]!.status).toBe('charged');
  });

  it('a declined renewal makes the subscription overdue (banner and pay link) and is not retried by the job', async () => {
    const { agent, userId, subscriptionId } = await dueSubscriber(ctx, `tk_sandbox_declines_${process.pid}`);
    const { provider, charges } = countingProvider();
    await run(provider);
    await run(provider);
    expect(charges.filter((c) => c.accountId === String(userId))).toHaveLength(1);
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(sub!.billingErrorCode).toBe('5051');
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(1);
    const [failed] = await ctx.db
      .select()
      .from(paymentInvoices)
      .where(and(eq(paymentInvoices.userId, userId), eq(paymentInvoices.purpose, 'renewal')));
    expect(failed).toMatchObject({ status: 'failed', error: 'Insufficient funds' });
    await ctx.app.readCache.settle();
    const account = await agent.account();
    expect(account.subscription).toMatchObject({
      status: 'active',
      billing_error_code: '5051',
      ext_id: expect.stringMatching(/^sc_renew_/),
    });
  });
});
