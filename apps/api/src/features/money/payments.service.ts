// Card payments: invoices for the widget, the provider's notifications, and the one transaction in
// which a credit is written to the ledger and the subscription it pays for is derived.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  invoicePayloadSchema,
  isBotPlan,
  MESSAGES,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  planMonths,
  type AppConfig,
  type InvoiceAnswer,
  type InvoiceStatusAnswer,
  type PaymentWidgetOptions,
  type Plan,
} from '@investradar/ui/domain';
import {
  PAYMENT_ANSWER,
  paymentNotificationSchema,
  recurrentNotificationSchema,
  type PaymentAnswerCode,
  type PaymentNotificationKind,
} from './payments-protocol';
import { planById } from '../../app-config';
import type { Database } from '../../db/client';
import { paymentInvoices, payments, promoCodeActivations, promoCodes, subscriptions, users } from '../../db/schema';
import { ApiError, invalid, notFound, parseBody } from '../../lib/errors';
import type { TokenBuckets } from '../../lib/rate-limit';
import { discountedPrice, planDurationDays } from './plans';
import type { PaymentProvider } from './payment-provider';
import type { UserRow } from '../account/users.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type InvoiceRow = typeof paymentInvoices.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * What the partner programme (and any other listener) learns of a ledger row, inside the transaction
 * that writes it: a credit (`kind: 'credit'`) once per provider transaction, and its refund
 * (`kind: 'refund'`, the refunded amount) once. Default list: services/payment-hooks.ts.
 */
export type PaymentCreditedHook = (tx: Database, payment: PaymentRow) => Promise<void> | void;

export interface MoneyOptions {
  /**
   * Run inside the credit's (or refund's) transaction, after the ledger row and the subscription are
   * written. Default: `defaultPaymentHooks()` (the partner's share); a list given here replaces it.
   */
  onPaymentCredited?: PaymentCreditedHook[];
}

export interface PaymentsLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

export interface CreditInput {
  provider: string;
  transactionId: string;
  userId: number;
  invoice: InvoiceRow | null;
  /** The subscription a provider-side recurrent charge (no invoice) renews. */
  subscription: SubscriptionRow | null;
  planId: number;
  /** Kopecks. */
  amount: number;
  currency: string;
  cardType: string | null;
  cardLast4: string | null;
  token: string | null;
  extSubscriptionId: string | null;
}

export const toKopecks = (rubles: number) => Math.round(rubles * 100);

/** True when a plan is reached only through special_plans (the retention offer), not sold on its own. */
export function isOfferOnlyPlan(config: AppConfig, planId: number): boolean {
  return (
    Object.values(config.special_plans).includes(planId) && !Object.keys(config.special_plans).includes(String(planId))
  );
}

export function isLifetimePlanId(config: AppConfig, planId: number): boolean {
  return planById(config, planId)?.code === 'lifetime';
}

/**
 * Writes a credit and what it buys in the caller's transaction. Returns null for a TransactionId the
 * ledger already holds (a replay, a retry, a concurrent duplicate): nothing else is touched then.
 * Also returns the provider subscriptions to stop once the transaction commits (lifetime replaces them).
 */
export async function creditPayment(
  tx: Database,
  config: AppConfig,
  input: CreditInput,
  hooks: readonly PaymentCreditedHook[] = [],
  now = new Date(),
): Promise<{ payment: PaymentRow; subscriptionId: number | null; stopExtIds: string[] } | null> {
  const [inserted] = await tx
    .insert(payments)
    .values({
      provider: input.provider,
      transactionId: input.transactionId,
      kind: 'credit',
      userId: input.userId,
      invoiceId: input.invoice?.id ?? null,
      planId: input.planId,
      amount: input.amount,
      currency: input.currency,
      cardType: input.cardType,
      cardLast4: input.cardLast4,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) return null;

  if (input.invoice) {
    await tx
      .update(paymentInvoices)
      .set({ status: 'paid', paidAt: now, error: null })
      .where(eq(paymentInvoices.id, input.invoice.id));
    if (input.invoice.promoCodeId !== null) {
      const activated = await tx
        .insert(promoCodeActivations)
        .values({ promoCodeId: input.invoice.promoCodeId, userId: input.userId })
        .onConflictDoNothing()
        .returning();
      if (activated.length)
        await tx
          .update(promoCodes)
          .set({ uses: sql`${promoCodes.uses} + 1` })
          .where(eq(promoCodes.id, input.invoice.promoCodeId));
    }
  }

  const plan = planById(config, input.planId);
  if (!plan) throw new Error(`credit for unknown plan ${input.planId}`);
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
  if (!user) throw new Error(`credit for unknown user ${input.userId}`);
  const stopExtIds: string[] = [];
  let subscriptionId: number | null = null;

  if (plan.code === 'lifetime') {
    // PRO forever replaces every running subscription: no further charges.
    const running = await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: now, pendingPlanId: null })
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, 'active')))
      .returning({ extId: subscriptions.extId });
    for (const row of running) if (row.extId) stopExtIds.push(row.extId);
    await tx
      .update(users)
      .set({
        type: 'mbr_premium',
        premiumLifetime: true,
        premiumPromocode: false,
        premiumExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
  } else {
    const months = planMonths(plan) ?? 1;
    const days = planDurationDays(months);
    const bot = isBotPlan(plan);
    let target = input.subscription;
    if (!target && input.invoice?.subscriptionId) {
      [target = null] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, input.invoice.subscriptionId))
        .for('update');
    }
    if (!target) {
      [target = null] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.bot, bot), gt(subscriptions.expiresAt, now)))
        .orderBy(desc(subscriptions.expiresAt))
        .limit(1)
        .for('update');
    }
    const renewal = input.invoice?.purpose === 'renewal' || (input.invoice === null && input.subscription !== null);
    let expiresAt: Date;
    if (target) {
      const from = target.expiresAt > now ? target.expiresAt : now;
      expiresAt = new Date(from.getTime() + days * DAY_MS);
      const nextPlan = renewal ? (target.pendingPlanId ?? plan.id) : plan.id;
      await tx
        .update(subscriptions)
        .set({
          status: 'active',
          planId: nextPlan,
          durationDays: days,
          expiresAt,
          billingErrorCode: null,
          canceledAt: null,
          cancelReasons: null,
          pendingPlanId: null,
          extId: input.extSubscriptionId ?? target.extId,
          billingCardType: input.cardType ?? target.billingCardType,
          billingCardLast4: input.cardLast4 ?? target.billingCardLast4,
          cardToken: input.token ?? target.cardToken,
          renewalAmount: renewal ? (target.renewalAmount ?? toKopecks(plan.cost)) : toKopecks(plan.cost),
        })
        .where(eq(subscriptions.id, target.id));
      subscriptionId = target.id;
    } else {
      expiresAt = new Date(now.getTime() + days * DAY_MS);
      const [created] = await tx
        .insert(subscriptions)
        .values({
          userId: user.id,
          status: 'active',
          planId: plan.id,
          durationDays: days,
          expiresAt,
          extId: input.extSubscriptionId,
          billingCardType: input.cardType,
          billingCardLast4: input.cardLast4,
          cardToken: input.token,
          renewalAmount: toKopecks(plan.cost),
          bot,
        })
        .returning({ id: subscriptions.id });
      subscriptionId = created!.id;
    }
    if (!user.premiumLifetime) {
      const current = user.premiumExpiresAt && user.premiumExpiresAt > now ? user.premiumExpiresAt : null;
      const premiumRunning = user.type === 'mbr_premium' && current !== null;
      await tx
        .update(users)
        .set({
          // A bot subscription does not take PRO away from a running PRO account.
          type: bot && premiumRunning ? 'mbr_premium' : bot ? 'mbr_premium_bot' : 'mbr_premium',
          premiumExpiresAt: current && current > expiresAt ? current : expiresAt,
          premiumPromocode: false,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
    }
  }
  const [payment] = await tx.update(payments).set({ subscriptionId }).where(eq(payments.id, inserted.id)).returning();
  for (const hook of hooks) await hook(tx, payment!);
  return { payment: payment!, subscriptionId, stopExtIds };
}

/** The widget's options for an invoice (CloudPayments names; RUB, receipt included). */
export function widgetOptions(
  provider: PaymentProvider,
  invoice: InvoiceRow,
  plan: Plan,
  user: Pick<UserRow, 'id' | 'email'>,
): PaymentWidgetOptions {
  const amount = invoice.amount / 100;
  const months = planMonths(plan);
  return {
    publicId: provider.publicId,
    description: plan.description,
    amount,
    currency: PAYMENT_CURRENCY,
    accountId: String(user.id),
    invoiceId: invoice.id,
    email: user.email,
    skin: 'mini',
    data: {
      planId: plan.id,
      CloudPayments: {
        CustomerReceipt: {
          // method 4 = full payment, object 4 = service (the fiscal receipt codes of Russian providers).
          Items: [{ label: plan.description, price: amount, quantity: 1, amount, vat: null, method: 4, object: 4 }],
          email: user.email,
          amounts: { electronic: amount },
        },
        ...(months === null || invoice.purpose !== 'buy'
          ? {}
          : { recurrent: { interval: 'Month' as const, period: months } }),
      },
    },
  };
}

/**
 * One attempt at a promo code by an account, counted against the per-account limit shared by the
 * checkout's discount field and the activation call (guessing codes through either is slowed the
 * same); answers 429 with Retry-After when the account is over it.
 */
export function takePromocodeAttempt(limit: TokenBuckets, userId: number) {
  const limited = limit.take(`promo:${userId}`);
  if (limited.allowed) return;
  const error = new ApiError(429, MESSAGES.tooManyAttempts, undefined, { error_description: MESSAGES.tooManyAttempts });
  error.headers['retry-after'] = String(Math.ceil(limited.retryAfterMs / 1000));
  throw error;
}

export function createPaymentsService(deps: {
  db: Database;
  config: AppConfig;
  provider: PaymentProvider;
  hooks: readonly PaymentCreditedHook[];
  log: PaymentsLog;
  /** Called after a change of a user's access commits (the read cache of this instance). */
  onUserChanged?: (userId: number) => void;
  /** Promo code attempts per account, shared with the activation call (unset: not limited). */
  promocodeLimit?: TokenBuckets;
}) {
  const { db, config, provider, hooks, log } = deps;

  async function findInvoice(id: string | undefined): Promise<InvoiceRow | null> {
    if (!id || id.length > 64) return null;
    const [row] = await db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id));
    return row ?? null;
  }

  async function afterCredit(userId: number, stopExtIds: string[]) {
    deps.onUserChanged?.(userId);
    for (const extId of stopExtIds) {
      await provider
        .cancelSubscription(extId)
        .catch((error: unknown) => log.warn({ err: error, extId }, 'provider subscription not cancelled'));
    }
  }

  /** Checks a notification against its invoice: account and amount must match what was asked. */
  function invoiceRefusal(
    invoice: InvoiceRow | null,
    accountId: string | undefined,
    amount: number,
  ): PaymentAnswerCode | null {
    if (!invoice) return PAYMENT_ANSWER.badInvoice;
    if (accountId !== String(invoice.userId)) return PAYMENT_ANSWER.badAccount;
    if (toKopecks(amount) !== invoice.amount) return PAYMENT_ANSWER.badAmount;
    return null;
  }

  async function credit(input: CreditInput): Promise<PaymentAnswerCode> {
    const result = await db.transaction((tx) => creditPayment(tx as unknown as Database, config, input, hooks));
    if (!result) {
      log.info({ transactionId: input.transactionId }, 'payment notification repeated; already credited');
      return PAYMENT_ANSWER.ok;
    }
    log.info(
      { transactionId: input.transactionId, userId: input.userId, planId: input.planId, amount: input.amount },
      'payment credited',
    );
    await afterCredit(input.userId, result.stopExtIds);
    return PAYMENT_ANSWER.ok;
  }

  return {
    /** POST /api/payments/invoices: an invoice for the widget. */
    async createInvoice(user: UserRow, body: unknown): Promise<InvoiceAnswer> {
      const payload = parseBody(invoicePayloadSchema, body);
      const plan = planById(config, payload.plan_id);
      if (!plan || isOfferOnlyPlan(config, plan.id)) throw invalid({ plan_id: [PAYMENT_MESSAGES.planNotFound] });
      if (user.premiumLifetime) throw invalid({ plan_id: [PAYMENT_MESSAGES.lifetimeAlready] });
      let amount = toKopecks(plan.cost);
      let promoCodeId: number | null = null;
      if (payload.promocode) {
        if (deps.promocodeLimit) takePromocodeAttempt(deps.promocodeLimit, user.id);
        const promo = await findUsablePromo(db, payload.promocode, user.id);
        if (typeof promo === 'string') throw invalid({ promocode: [promo] });
        // A code that exists is not a guess: its attempt is given back (the checkout then activates a
        // code that gives access days instead of a discount, which counts on its own).
        deps.promocodeLimit?.giveBack(`promo:${user.id}`);
        if (promo.discountPercent <= 0) throw invalid({ promocode: [PAYMENT_MESSAGES.promocodeNotDiscount] });
        amount = toKopecks(discountedPrice(plan.cost, promo.discountPercent));
        promoCodeId = promo.id;
      }
      const lifetime = plan.code === 'lifetime';
      const [running] = lifetime
        ? await db
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, 'active')))
            .limit(1)
        : [];
      const [invoice] = await db
        .insert(paymentInvoices)
        .values({
          id: `inv_${randomBytes(12).toString('hex')}`,
          userId: user.id,
          planId: plan.id,
          amount,
          promoCodeId,
          purpose: running ? 'upgrade' : 'buy',
          subscriptionId: running?.id ?? null,
        })
        .returning();
      return {
        success: true,
        provider: provider.kind,
        widget_url: provider.widgetUrl(invoice!.id),
        widget: widgetOptions(provider, invoice!, plan, user),
      };
    },

    /** GET /api/payments/invoices/{id}: the owner's invoice status (someone else's is 404). */
    async invoiceStatus(user: UserRow, id: string): Promise<InvoiceStatusAnswer> {
      const invoice = await findInvoice(id);
      if (!invoice || invoice.userId !== user.id) throw notFound();
      return {
        results: {
          invoice: {
            id: invoice.id,
            status: invoice.status as 'pending',
            plan_id: invoice.planId,
            amount: invoice.amount / 100,
            error: invoice.error,
          },
        },
      };
    },

    /** A notification whose signature has been verified. Answers the provider's code. */
    async notify(kind: PaymentNotificationKind, fields: Record<string, unknown>): Promise<PaymentAnswerCode> {
      if (kind === 'recurrent') {
        const parsed = recurrentNotificationSchema.safeParse(fields);
        if (!parsed.success) return PAYMENT_ANSWER.rejected;
        const n = parsed.data;
        const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.extId, n.Id));
        if (!sub) return PAYMENT_ANSWER.badInvoice;
        if (n.AccountId !== undefined && n.AccountId !== String(sub.userId)) return PAYMENT_ANSWER.badAccount;
        if (n.Status === 'Active')
          await db.update(subscriptions).set({ billingErrorCode: null }).where(eq(subscriptions.id, sub.id));
        else if (n.Status === 'PastDue' || n.Status === 'Rejected') {
          await db
            .update(subscriptions)
            .set({ billingErrorCode: `recurrent_${n.Status.toLowerCase()}` })
            .where(eq(subscriptions.id, sub.id));
        } else
          await db
            .update(subscriptions)
            .set({ status: 'canceled', canceledAt: sub.canceledAt ?? new Date() })
            .where(eq(subscriptions.id, sub.id));
        deps.onUserChanged?.(sub.userId);
        return PAYMENT_ANSWER.ok;
      }
      const parsed = paymentNotificationSchema.safeParse(fields);
      if (!parsed.success) return PAYMENT_ANSWER.rejected;
      const n = parsed.data;
      if (n.Currency !== PAYMENT_CURRENCY) return PAYMENT_ANSWER.badAmount;
      const invoice = await findInvoice(n.InvoiceId);

      if (kind === 'check') {
        const refusal = invoiceRefusal(invoice, n.AccountId, n.Amount);
        if (refusal !== null) return refusal;
        return invoice!.status === 'paid' ? PAYMENT_ANSWER.expired : PAYMENT_ANSWER.ok;
      }

      if (kind === 'fail') {
        if (!invoice) return PAYMENT_ANSWER.ok;
        await db
          .update(paymentInvoices)
          .set({ status: 'failed', error: n.Reason ?? 'declined' })
          .where(and(eq(paymentInvoices.id, invoice.id), sql`${paymentInvoices.status} <> 'paid'`));
        if (invoice.purpose === 'renewal' && invoice.subscriptionId !== null) {
          await db
            .update(subscriptions)
            .set({ billingErrorCode: n.ReasonCode ?? 'declined' })
            .where(eq(subscriptions.id, invoice.subscriptionId));
          deps.onUserChanged?.(invoice.userId);
        }
        return PAYMENT_ANSWER.ok;
      }

      if (kind === 'cancel') return refund(n.TransactionId, n.Amount);

      // pay
      let subscription: SubscriptionRow | null = null;
      let userId: number;
      let planId: number;
      if (invoice) {
        const refusal = invoiceRefusal(invoice, n.AccountId, n.Amount);
        if (refusal !== null) return refusal;
        userId = invoice.userId;
        planId = invoice.planId;
      } else if (n.InvoiceId === undefined && n.SubscriptionId) {
        // The provider's own recurrent charge: no invoice of ours, the subscription names the account.
        [subscription = null] = await db.select().from(subscriptions).where(eq(subscriptions.extId, n.SubscriptionId));
        if (!subscription) return PAYMENT_ANSWER.badInvoice;
        if (n.AccountId !== String(subscription.userId)) return PAYMENT_ANSWER.badAccount;
        const expected = subscription.renewalAmount ?? toKopecks(planById(config, subscription.planId)?.cost ?? 0);
        if (toKopecks(n.Amount) !== expected) return PAYMENT_ANSWER.badAmount;
        userId = subscription.userId;
        planId = subscription.pendingPlanId ?? subscription.planId;
      } else {
        return PAYMENT_ANSWER.badInvoice;
      }
      return credit({
        provider: provider.kind,
        transactionId: n.TransactionId,
        userId,
        invoice,
        subscription,
        planId,
        amount: toKopecks(n.Amount),
        currency: n.Currency,
        cardType: n.CardType ?? null,
        cardLast4: n.CardLastFour ?? null,
        token: n.Token ?? null,
        extSubscriptionId: n.SubscriptionId ?? null,
      });
    },

    credit,
  };

  /** A cancelled (refunded) payment: a refund row once, and the access it bought taken back. */
  async function refund(transactionId: string, amount: number): Promise<PaymentAnswerCode> {
    const outcome = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [original] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider.kind),
            eq(payments.transactionId, transactionId),
            eq(payments.kind, 'credit'),
          ),
        );
      if (!original) return { code: PAYMENT_ANSWER.badInvoice, userId: null };
      if (toKopecks(amount) > original.amount) return { code: PAYMENT_ANSWER.badAmount, userId: null };
      const [row] = await tx
        .insert(payments)
        .values({ ...original, id: undefined, kind: 'refund', amount: toKopecks(amount), createdAt: undefined })
        .onConflictDoNothing()
        .returning();
      if (!row) return { code: PAYMENT_ANSWER.ok, userId: null };
      for (const hook of hooks) await hook(tx, row);
      const now = new Date();
      if (isLifetimePlanId(config, original.planId ?? 0)) {
        await tx
          .update(users)
          .set({ premiumLifetime: false, premiumExpiresAt: now, updatedAt: now })
          .where(eq(users.id, original.userId));
      } else if (original.subscriptionId !== null) {
        const [sub] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.id, original.subscriptionId))
          .for('update');
        if (sub) {
          // The refunded period is taken off the end of the access it added.
          const back = new Date(Math.max(now.getTime(), sub.expiresAt.getTime() - sub.durationDays * DAY_MS));
          await tx
            .update(subscriptions)
            .set({ expiresAt: back, status: 'canceled', canceledAt: now })
            .where(eq(subscriptions.id, sub.id));
          await tx.update(users).set({ premiumExpiresAt: back, updatedAt: now }).where(eq(users.id, original.userId));
        }
      }
      return { code: PAYMENT_ANSWER.ok, userId: original.userId };
    });
    if (outcome.userId !== null) {
      log.info({ transactionId }, 'payment refunded');
      deps.onUserChanged?.(outcome.userId);
    }
    return outcome.code;
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

type PromoRow = typeof promoCodes.$inferSelect;

/** A code this account may use now, or the Russian reason it may not. */
export async function findUsablePromo(
  db: Database,
  code: string,
  userId: number,
  now = new Date(),
): Promise<PromoRow | string> {
  const normalized = code.trim().toUpperCase();
  if (!normalized || normalized.length > 64) return MESSAGES.promocodeInvalid;
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, normalized));
  if (!promo) return MESSAGES.promocodeInvalid;
  if (promo.expiresAt && promo.expiresAt <= now) return PAYMENT_MESSAGES.promocodeExpired;
  const [used] = await db
    .select({ userId: promoCodeActivations.userId })
    .from(promoCodeActivations)
    .where(and(eq(promoCodeActivations.promoCodeId, promo.id), eq(promoCodeActivations.userId, userId)));
  if (used) return PAYMENT_MESSAGES.promocodeUsedByYou;
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return PAYMENT_MESSAGES.promocodeExhausted;
  return promo;
}
