// The money tables: the payments ledger, invoices, promo codes, and the account and subscription rows a
// credit or a refund changes. Each function runs on the handle it is given: payments.service.ts opens
// the transactions and keeps the lock order (the user's row first, then the payment, then the subscription).
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentInvoices, payments, promoCodeActivations, promoCodes, subscriptions, users } from '../../db/schema';

export type InvoiceRow = typeof paymentInvoices.$inferSelect;
export type NewInvoice = typeof paymentInvoices.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionChange = Partial<NewSubscription>;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PromoRow = typeof promoCodes.$inferSelect;
export type AccountRow = typeof users.$inferSelect;
export type AccountChange = Partial<typeof users.$inferInsert>;

export function createPaymentsRepository(db: Database) {
  return {
    /** The account's row, locked (FOR UPDATE): every change of one account's money takes it first. */
    async lockUser(userId: number): Promise<AccountRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      return user;
    },

    async updateUser(userId: number, set: AccountChange): Promise<void> {
      await db.update(users).set(set).where(eq(users.id, userId));
    },

    /** A ledger row unless its (provider, transaction id) is there already; undefined then. */
    async insertPayment(values: NewPayment): Promise<PaymentRow | undefined> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Links a credit to the subscription it paid for; the row as it is now. */
    async setPaymentSubscription(paymentId: number, subscriptionId: number | null): Promise<PaymentRow> {
      const [payment] = await db.update(payments).set({ subscriptionId }).where(eq(payments.id, paymentId)).returning();
      return payment!;
    },

    /** The account a provider's credit belongs to (unlocked: the caller locks the user, then the payment). */
    async creditOwner(provider: string, transactionId: string): Promise<number | undefined> {
      const [owner] = await db
        .select({ userId: payments.userId })
        .from(payments)
        .where(creditOf(provider, transactionId));
      return owner?.userId;
    },

    /** The provider's credit, locked (FOR UPDATE). */
    async lockCredit(provider: string, transactionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(creditOf(provider, transactionId)).for('update');
      return row;
    },

    async refundRecorded(provider: string, refundId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.transactionId, refundId), eq(payments.kind, 'refund')));
      return row !== undefined;
    },

    /** Kopecks refunded so far of one credit. */
    async refundedOf(provider: string, originalId: string): Promise<number> {
      const [{ refunded } = { refunded: 0 }] = await db
        .select({ refunded: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.kind, 'refund'),
            eq(payments.originalTransactionId, originalId),
          ),
        );
      return Number(refunded);
    },

    async findInvoice(id: string): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id));
      return row ?? null;
    },

    async createInvoice(values: NewInvoice): Promise<InvoiceRow> {
      const [invoice] = await db.insert(paymentInvoices).values(values).returning();
      return invoice!;
    },

    /**
     * Marks the invoice paid in one statement: of two payments at once, the second waits for the
     * first's row lock and then finds it paid (false).
     */
    async claimInvoice(id: string, now: Date): Promise<boolean> {
      const claimed = await db
        .update(paymentInvoices)
        .set({ status: 'paid', paidAt: now, error: null })
        .where(and(eq(paymentInvoices.id, id), ne(paymentInvoices.status, 'paid')))
        .returning({ id: paymentInvoices.id });
      return claimed.length > 0;
    },

    /** The provider declined: the invoice fails unless it is paid already. */
    async failUnpaidInvoice(id: string, error: string): Promise<void> {
      await db
        .update(paymentInvoices)
        .set({ status: 'failed', error })
        .where(and(eq(paymentInvoices.id, id), sql`${paymentInvoices.status} <> 'paid'`));
    },

    async failInvoice(id: string, error: string): Promise<void> {
      await db.update(paymentInvoices).set({ status: 'failed', error }).where(eq(paymentInvoices.id, id));
    },

    async findPromo(code: string): Promise<PromoRow | undefined> {
      const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return promo;
    },

    async promoUsedBy(promoCodeId: number, userId: number): Promise<boolean> {
      const [used] = await db
        .select({ userId: promoCodeActivations.userId })
        .from(promoCodeActivations)
        .where(and(eq(promoCodeActivations.promoCodeId, promoCodeId), eq(promoCodeActivations.userId, userId)));
      return used !== undefined;
    },

    /** The account's activation of a code (once per account: false when it had one). */
    async activatePromo(promoCodeId: number, userId: number): Promise<boolean> {
      const activated = await db
        .insert(promoCodeActivations)
        .values({ promoCodeId, userId })
        .onConflictDoNothing()
        .returning();
      return activated.length > 0;
    },

    /** One more use of a code, whatever its limit (a payment made with it is counted). */
    async countPromoUse(promoCodeId: number): Promise<void> {
      await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(eq(promoCodes.id, promoCodeId));
    },

    /** One more use of a code while under its limit, in one statement; false when it is used up. */
    async countPromoUseWithinLimit(promoCodeId: number): Promise<boolean> {
      const [counted] = await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(
          and(eq(promoCodes.id, promoCodeId), or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses))),
        )
        .returning();
      return counted !== undefined;
    },

    /** Cancels every active subscription of the account; the provider ids of those to stop. */
    async cancelActiveSubscriptions(userId: number, now: Date): Promise<Array<string | null>> {
      const running = await db
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now, pendingPlanId: null })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
        .returning({ extId: subscriptions.extId });
      return running.map((row) => row.extId);
    },

    async lockSubscription(id: number): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row ?? null;
    },

    /** The account's running subscription of the kind (bot or not) that ends last, locked. */
    async lockLatestRunning(userId: number, bot: boolean, now: Date): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.bot, bot), gt(subscriptions.expiresAt, now)))
        .orderBy(desc(subscriptions.expiresAt))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** Any active subscription of the account (an upgrade's invoice pays for it). */
    async findActiveSubscriptionId(userId: number): Promise<number | undefined> {
      const [running] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
        .limit(1);
      return running?.id;
    },

    async findSubscriptionByExtId(extId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.extId, extId));
      return row;
    },

    async updateSubscription(id: number, set: SubscriptionChange): Promise<void> {
      await db.update(subscriptions).set(set).where(eq(subscriptions.id, id));
    },

    async createSubscription(values: NewSubscription): Promise<number> {
      const [created] = await db.insert(subscriptions).values(values).returning({ id: subscriptions.id });
      return created!.id;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

const creditOf = (provider: string, transactionId: string) =>
  and(eq(payments.provider, provider), eq(payments.transactionId, transactionId), eq(payments.kind, 'credit'));
