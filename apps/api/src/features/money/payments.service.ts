// Card payments: invoices for the widget, the provider's notifications, and the one transaction in
// which a credit is written to the ledger and the subscription it pays for is derived.
import { randomBytes } from 'node:crypto';
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
  type PaymentNotification,
  type PaymentNotificationKind,
} from './payments-protocol';
import { planById } from '../../app-config';
import type { Database } from '../../db/client';
import { ApiError, invalid, notFound, parseBody } from '../../lib/errors';
import type { TokenBuckets } from '../../lib/rate-limit';
import { discountedPrice, planDurationDays } from './plans';
import type { PaymentProvider } from './payment-provider';
import type { UserRow } from '../account';
import {
  createPaymentsRepository,
  type InvoiceRow,
  type NewPayment,
  type PaymentRow,
  type PromoRow,
  type SubscriptionRow,
} from './payments.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type { InvoiceRow, PaymentRow, SubscriptionRow } from './payments.repository';

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
 * A payment for an invoice another payment has already paid (a second TransactionId for one invoice):
 * thrown inside the credit's transaction so that nothing of it commits; the caller records the money
 * as an overpayment instead (services/payments.ts `credit`).
 */
export class InvoiceAlreadyPaid extends Error {
  override name = 'InvoiceAlreadyPaid';
  constructor(readonly invoiceId: string) {
    super(`invoice ${invoiceId} is already paid`);
  }
}

/** The ledger row of a provider's payment: a credit, or an overpayment of an invoice already paid. */
function ledgerRow(input: CreditInput, kind: 'credit' | 'overpayment'): NewPayment {
  return {
    provider: input.provider,
    transactionId: input.transactionId,
    kind,
    userId: input.userId,
    invoiceId: input.invoice?.id ?? null,
    planId: input.planId,
    amount: input.amount,
    currency: input.currency,
    cardType: input.cardType,
    cardLast4: input.cardLast4,
  };
}

/**
 * Writes a credit and what it buys in the caller's transaction. Returns null for a TransactionId the
 * ledger already holds (a replay, a retry, a concurrent duplicate): nothing else is touched then.
 * Throws InvoiceAlreadyPaid when the invoice was paid by another TransactionId (the statement that
 * marks it paid is the one that decides, so parallel payments of one invoice pay it once).
 * Also returns the provider subscriptions to stop once the transaction commits (lifetime replaces them).
 */
export async function creditPayment(
  tx: Database,
  config: AppConfig,
  input: CreditInput,
  hooks: readonly PaymentCreditedHook[] = [],
  now = new Date(),
): Promise<{ payment: PaymentRow; subscriptionId: number | null; stopExtIds: string[] } | null> {
  // The account's row first: every change of one account's money (credits, refunds, grants) takes its
  // locks in the same order, user first, so two of them at once wait instead of deadlocking.
  const money = createPaymentsRepository(tx);
  const user = await money.lockUser(input.userId);
  if (!user) throw new Error(`credit for unknown user ${input.userId}`);
  const inserted = await money.insertPayment(ledgerRow(input, 'credit'));
  if (!inserted) return null;

  if (input.invoice) {
    // One statement claims the invoice: of two payments at once, the second waits for the first's row
    // lock and then finds it paid.
    if (!(await money.claimInvoice(input.invoice.id, now))) throw new InvoiceAlreadyPaid(input.invoice.id);
    if (input.invoice.promoCodeId !== null) {
      if (await money.activatePromo(input.invoice.promoCodeId, input.userId))
        await money.countPromoUse(input.invoice.promoCodeId);
    }
  }

  const plan = planById(config, input.planId);
  if (!plan) throw new Error(`credit for unknown plan ${input.planId}`);
  const stopExtIds: string[] = [];
  let subscriptionId: number | null = null;

  if (plan.code === 'lifetime') {
    // PRO forever replaces every running subscription: no further charges.
    for (const extId of await money.cancelActiveSubscriptions(user.id, now)) if (extId) stopExtIds.push(extId);
    await money.updateUser(user.id, {
      type: 'mbr_premium',
      premiumLifetime: true,
      premiumPromocode: false,
      premiumExpiresAt: null,
      updatedAt: now,
    });
  } else {
    const months = planMonths(plan) ?? 1;
    const days = planDurationDays(months);
    const bot = isBotPlan(plan);
    let target = input.subscription;
    if (!target && input.invoice?.subscriptionId) target = await money.lockSubscription(input.invoice.subscriptionId);
    if (!target) target = await money.lockLatestRunning(user.id, bot, now);
    const renewal = input.invoice?.purpose === 'renewal' || (input.invoice === null && input.subscription !== null);
    let expiresAt: Date;
    if (target) {
      const from = target.expiresAt > now ? target.expiresAt : now;
      expiresAt = new Date(from.getTime() + days * DAY_MS);
      const nextPlan = renewal ? (target.pendingPlanId ?? plan.id) : plan.id;
      await money.updateSubscription(target.id, {
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
      });
      subscriptionId = target.id;
    } else {
      expiresAt = new Date(now.getTime() + days * DAY_MS);
      subscriptionId = await money.createSubscription({
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
      });
    }
    if (!user.premiumLifetime) {
      const current = user.premiumExpiresAt && user.premiumExpiresAt > now ? user.premiumExpiresAt : null;
      const premiumRunning = user.type === 'mbr_premium' && current !== null;
      await money.updateUser(user.id, {
        // A bot subscription does not take PRO away from a running PRO account.
        type: bot && premiumRunning ? 'mbr_premium' : bot ? 'mbr_premium_bot' : 'mbr_premium',
        premiumExpiresAt: current && current > expiresAt ? current : expiresAt,
        premiumPromocode: false,
        updatedAt: now,
      });
    }
  }
  const payment = await money.setPaymentSubscription(inserted.id, subscriptionId);
  for (const hook of hooks) await hook(tx, payment);
  return { payment, subscriptionId, stopExtIds };
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

/** The shared counters of promo code tries (http/throttle.ts): per address and across all clients. */
export interface PromocodeCounters {
  beforePromocode(ip: string): Promise<void>;
  promocodeFound(ip: string): Promise<void>;
}

/**
 * Promo code guessing is slowed three ways: per account (a token bucket, shared by the checkout's
 * discount field and the activation call), per client address and across all clients (the shared
 * counters, so many accounts or many addresses do not help). A try is counted before the code is
 * looked up; a code that exists was not a guess, and its try is given back.
 */
export interface PromocodeGuard {
  /** Counts one try; 429 with Retry-After and `error_description` when over a limit. */
  take(userId: number, ip: string): Promise<void>;
  /** The code tried exists: the address and global tries are given back, and the account's when `account`. */
  found(userId: number, ip: string, account: boolean): Promise<void>;
}

export function createPromocodeGuard(perAccount: TokenBuckets, counters?: PromocodeCounters): PromocodeGuard {
  return {
    async take(userId, ip) {
      const limited = perAccount.take(`promo:${userId}`);
      if (!limited.allowed) {
        const error = new ApiError(429, MESSAGES.tooManyAttempts, undefined, {
          error_description: MESSAGES.tooManyAttempts,
        });
        error.headers['retry-after'] = String(Math.ceil(limited.retryAfterMs / 1000));
        throw error;
      }
      try {
        await counters?.beforePromocode(ip);
      } catch (error) {
        // Refused by the address or global limit: the account's try was not used.
        perAccount.giveBack(`promo:${userId}`);
        throw error;
      }
    },
    async found(userId, ip, account) {
      if (account) perAccount.giveBack(`promo:${userId}`);
      await counters?.promocodeFound(ip);
    },
  };
}

/** Where a request came from, for the per-address limits. */
export interface ClientAddress {
  ip: string;
}

export function createPaymentsService(deps: {
  db: Database;
  config: AppConfig;
  provider: PaymentProvider;
  hooks: readonly PaymentCreditedHook[];
  log: PaymentsLog;
  /** Called after a change of a user's access commits (the read cache of this instance). */
  onUserChanged?: (userId: number) => void;
  /** Promo code tries (per account, per address, all clients), shared with the activation call (unset: not limited). */
  promocodeGuard?: PromocodeGuard;
}) {
  const { db, config, provider, hooks, log } = deps;
  const money = createPaymentsRepository(db);

  async function findInvoice(id: string | undefined): Promise<InvoiceRow | null> {
    if (!id || id.length > 64) return null;
    return money.findInvoice(id);
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
    let result: Awaited<ReturnType<typeof creditPayment>>;
    try {
      result = await db.transaction((tx) => creditPayment(tx as unknown as Database, config, input, hooks));
    } catch (error) {
      if (error instanceof InvoiceAlreadyPaid) return overpayment(input);
      throw error;
    }
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

  /**
   * Money taken for an invoice that another TransactionId has already paid: one ledger row of kind
   * `overpayment` per TransactionId (replays change nothing), no access, no partner share; logged for
   * support to return it. Answered 0, so the provider stops repeating the notification.
   */
  async function overpayment(input: CreditInput): Promise<PaymentAnswerCode> {
    const row = await money.insertPayment(ledgerRow(input, 'overpayment'));
    if (row)
      log.warn(
        {
          transactionId: input.transactionId,
          invoiceId: input.invoice?.id,
          userId: input.userId,
          amount: input.amount,
        },
        'payment for an invoice already paid: recorded as an overpayment to return, nothing granted',
      );
    return PAYMENT_ANSWER.ok;
  }

  return {
    /** POST /api/payments/invoices: an invoice for the widget. */
    async createInvoice(user: UserRow, body: unknown, client: ClientAddress = { ip: '' }): Promise<InvoiceAnswer> {
      const payload = parseBody(invoicePayloadSchema, body);
      const plan = planById(config, payload.plan_id);
      if (!plan || isOfferOnlyPlan(config, plan.id)) throw invalid({ plan_id: [PAYMENT_MESSAGES.planNotFound] });
      if (user.premiumLifetime) throw invalid({ plan_id: [PAYMENT_MESSAGES.lifetimeAlready] });
      let amount = toKopecks(plan.cost);
      let promoCodeId: number | null = null;
      if (payload.promocode) {
        await deps.promocodeGuard?.take(user.id, client.ip);
        const promo = await findUsablePromo(db, payload.promocode, user.id);
        // A code that exists is not a guess: its try is given back (the account's too when it can be
        // used: the checkout then activates a code that gives access days, which counts on its own).
        if (promo !== MESSAGES.promocodeInvalid)
          await deps.promocodeGuard?.found(user.id, client.ip, typeof promo !== 'string');
        if (typeof promo === 'string') throw invalid({ promocode: [promo] });
        if (promo.discountPercent <= 0) throw invalid({ promocode: [PAYMENT_MESSAGES.promocodeNotDiscount] });
        amount = toKopecks(discountedPrice(plan.cost, promo.discountPercent));
        promoCodeId = promo.id;
      }
      const lifetime = plan.code === 'lifetime';
      const running = lifetime ? await money.findActiveSubscriptionId(user.id) : undefined;
      const invoice = await money.createInvoice({
        id: `inv_${randomBytes(12).toString('hex')}`,
        userId: user.id,
        planId: plan.id,
        amount,
        promoCodeId,
        purpose: running !== undefined ? 'upgrade' : 'buy',
        subscriptionId: running ?? null,
      });
      return {
        success: true,
        provider: provider.kind,
        widget_url: provider.widgetUrl(invoice.id),
        widget: widgetOptions(provider, invoice, plan, user),
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
        const sub = await money.findSubscriptionByExtId(n.Id);
        if (!sub) return PAYMENT_ANSWER.badInvoice;
        if (n.AccountId !== undefined && n.AccountId !== String(sub.userId)) return PAYMENT_ANSWER.badAccount;
        if (n.Status === 'Active') await money.updateSubscription(sub.id, { billingErrorCode: null });
        else if (n.Status === 'PastDue' || n.Status === 'Rejected') {
          await money.updateSubscription(sub.id, { billingErrorCode: `recurrent_${n.Status.toLowerCase()}` });
        } else await money.updateSubscription(sub.id, { status: 'canceled', canceledAt: sub.canceledAt ?? new Date() });
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
        await money.failUnpaidInvoice(invoice.id, n.Reason ?? 'declined');
        if (invoice.purpose === 'renewal' && invoice.subscriptionId !== null) {
          await money.updateSubscription(invoice.subscriptionId, { billingErrorCode: n.ReasonCode ?? 'declined' });
          deps.onUserChanged?.(invoice.userId);
        }
        return PAYMENT_ANSWER.ok;
      }

      if (kind === 'cancel' || kind === 'refund') return refund(kind, n);

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
        subscription = (await money.findSubscriptionByExtId(n.SubscriptionId)) ?? null;
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

  /**
   * Money returned to the payer, once per refund. `refund` (the provider's refund notification) has the
   * refund's own TransactionId and names the payment in PaymentTransactionId, so one payment may be
   * refunded in parts; `cancel` (a payment voided whole) names the payment by its TransactionId. The
   * refunds of a payment never add up to more than it (12 otherwise). A part shortens the period the
   * payment bought in proportion (a 5 ₽ refund of 2 490 ₽ takes 5/2490 of it off the end); the refund
   * that completes the payment's amount takes the whole period back and cancels the subscription. A
   * lifetime purchase is kept on a partial refund and revoked by the full one. The payment's row is
   * locked first, so parallel notifications of one payment are decided one after the other.
   */
  async function refund(kind: 'cancel' | 'refund', n: PaymentNotification): Promise<PaymentAnswerCode> {
    const originalId = kind === 'refund' ? n.PaymentTransactionId : n.TransactionId;
    if (!originalId) return PAYMENT_ANSWER.rejected;
    const refundId = n.TransactionId;
    const amount = toKopecks(n.Amount);
    const outcome = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const inTx = createPaymentsRepository(tx);
      const ownerId = await inTx.creditOwner(provider.kind, originalId);
      if (ownerId === undefined) return { code: PAYMENT_ANSWER.badInvoice, userId: null };
      // Locks in the order every money change of an account takes them: the user, then the payment.
      const user = await inTx.lockUser(ownerId);
      const original = await inTx.lockCredit(provider.kind, originalId);
      if (!original || !user) return { code: PAYMENT_ANSWER.badInvoice, userId: null };
      if (n.AccountId !== undefined && n.AccountId !== String(original.userId))
        return { code: PAYMENT_ANSWER.badAccount, userId: null };
      if (await inTx.refundRecorded(provider.kind, refundId)) return { code: PAYMENT_ANSWER.ok, userId: null };
      const before = await inTx.refundedOf(provider.kind, originalId);
      if (amount <= 0 || before + amount > original.amount) return { code: PAYMENT_ANSWER.badAmount, userId: null };
      const row = await inTx.insertPayment({
        ...original,
        id: undefined,
        transactionId: refundId,
        originalTransactionId: originalId,
        kind: 'refund',
        amount,
        createdAt: undefined,
      });
      if (!row) return { code: PAYMENT_ANSWER.ok, userId: null };
      for (const hook of hooks) await hook(tx, row);
      const now = new Date();
      const whole = before + amount >= original.amount;
      const plan = planById(config, original.planId ?? 0);
      if (plan?.code === 'lifetime') {
        if (whole)
          await inTx.updateUser(original.userId, { premiumLifetime: false, premiumExpiresAt: now, updatedAt: now });
      } else if (original.subscriptionId !== null && plan) {
        const sub = await inTx.lockSubscription(original.subscriptionId);
        if (sub) {
          // The share of the period the payment bought that this refund returns, off the end of the access.
          const periodMs = planDurationDays(planMonths(plan) ?? 1) * DAY_MS;
          const takeBackMs = Math.round((periodMs * amount) / original.amount);
          const back = new Date(Math.max(now.getTime(), sub.expiresAt.getTime() - takeBackMs));
          await inTx.updateSubscription(
            sub.id,
            whole ? { expiresAt: back, status: 'canceled', canceledAt: now } : { expiresAt: back },
          );
          if (!user.premiumLifetime && user.premiumExpiresAt) {
            const userBack = new Date(Math.max(now.getTime(), user.premiumExpiresAt.getTime() - takeBackMs));
            await inTx.updateUser(user.id, { premiumExpiresAt: userBack, updatedAt: now });
          }
        }
      }
      return { code: PAYMENT_ANSWER.ok, userId: original.userId, whole };
    });
    if (outcome.userId !== null) {
      log.info(
        { transactionId: refundId, paymentTransactionId: originalId, amount, whole: outcome.whole },
        'payment refunded',
      );
      deps.onUserChanged?.(outcome.userId);
    }
    return outcome.code;
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** A code this account may use now, or the Russian reason it may not. */
export async function findUsablePromo(
  db: Database,
  code: string,
  userId: number,
  now = new Date(),
): Promise<PromoRow | string> {
  const normalized = code.trim().toUpperCase();
  if (!normalized || normalized.length > 64) return MESSAGES.promocodeInvalid;
  const money = createPaymentsRepository(db);
  const promo = await money.findPromo(normalized);
  if (!promo) return MESSAGES.promocodeInvalid;
  if (promo.expiresAt && promo.expiresAt <= now) return PAYMENT_MESSAGES.promocodeExpired;
  if (await money.promoUsedBy(promo.id, userId)) return PAYMENT_MESSAGES.promocodeUsedByYou;
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return PAYMENT_MESSAGES.promocodeExhausted;
  return promo;
}
