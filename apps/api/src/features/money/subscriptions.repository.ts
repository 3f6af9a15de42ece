// Subscriptions as their owner changes them (cancel, upgrade from the next renewal), the purchases list,
// and the renewal job's claims (`subscription_renewals`, unique per subscription and due date).
import { and, count, desc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { PAYMENT_TYPE_IDEA, PAYMENT_TYPE_SUBSCRIPTION } from '@investradar/ui/domain';
import type { Database } from '../../db/client';
import { ideaPurchases, ideas, payments, subscriptionRenewals, subscriptions, users } from '../../db/schema';
import type { SubscriptionRow } from './payments.repository';

export interface PurchaseRow {
  type: string;
  idea_id: number | null;
  idea_name: string | null;
  plan_id: number | null;
  kind: string | null;
  amount: string;
  at: Date | string;
}

export type RenewalRow = typeof subscriptionRenewals.$inferSelect;
export type RenewalChange = Partial<typeof subscriptionRenewals.$inferInsert>;

export function createSubscriptionsRepository(db: Database) {
  return {
    async findOwn(userId: number, id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
      return row;
    },

    /** Cancels the subscription in one statement while it is active; undefined when it was not. */
    async cancelActive(id: number, reasons: number[], now: Date): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now, cancelReasons: reasons, pendingPlanId: null })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')))
        .returning();
      return row;
    },

    /**
     * Marks an upgrade in progress in one statement, unless another one holds the subscription (its
     * mark newer than `staleBefore`); undefined then.
     */
    async claimUpdate(id: number, now: Date, staleBefore: Date): Promise<SubscriptionRow | undefined> {
      const [claimed] = await db
        .update(subscriptions)
        .set({ updatingSince: now })
        .where(
          and(
            eq(subscriptions.id, id),
            or(isNull(subscriptions.updatingSince), lt(subscriptions.updatingSince, staleBefore)),
          ),
        )
        .returning();
      return claimed;
    },

    async releaseUpdate(id: number): Promise<void> {
      await db.update(subscriptions).set({ updatingSince: null }).where(eq(subscriptions.id, id));
    },

    /** The plan (and its price) from the next renewal; releases the upgrade's mark. */
    async setPendingPlan(id: number, planId: number, renewalAmount: number): Promise<SubscriptionRow> {
      const [row] = await db
        .update(subscriptions)
        .set({ pendingPlanId: planId, renewalAmount, updatingSince: null })
        .where(eq(subscriptions.id, id))
        .returning();
      return row!;
    },

    /** One page of ideas bought and payments, newest first. */
    async purchases(userId: number, limit: number, offset: number): Promise<PurchaseRow[]> {
      const result = await db.execute(sql`
        SELECT * FROM (
          SELECT ${PAYMENT_TYPE_IDEA} AS type, ${ideaPurchases.ideaId} AS idea_id, ${ideas.name} AS idea_name, NULL::integer AS plan_id, NULL AS kind,
                 ${ideaPurchases.amount}::numeric AS amount, ${ideaPurchases.createdAt} AS at
          FROM ${ideaPurchases} JOIN ${ideas} ON ${ideas.id} = ${ideaPurchases.ideaId}
          WHERE ${ideaPurchases.userId} = ${userId}
          UNION ALL
          SELECT ${PAYMENT_TYPE_SUBSCRIPTION}, NULL, NULL, ${payments.planId}, ${payments.kind}, ${payments.amount}::numeric / 100, ${payments.createdAt}
          FROM ${payments} WHERE ${payments.userId} = ${userId}
        ) AS p
        ORDER BY at DESC, type, amount
        LIMIT ${limit} OFFSET ${offset}`);
      // Both drivers answer { rows } to a raw statement.
      return (result as unknown as { rows: PurchaseRow[] }).rows;
    },

    /** How many rows the purchases list has in all. */
    async purchaseCount(userId: number): Promise<number> {
      const [ideaTotal] = await db.select({ n: count() }).from(ideaPurchases).where(eq(ideaPurchases.userId, userId));
      const [paymentTotal] = await db.select({ n: count() }).from(payments).where(eq(payments.userId, userId));
      return ideaTotal!.n + paymentTotal!.n;
    },

    async latest(userId: number): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Active subscriptions with a card, no billing error, ending by `until`, with the payer's email. */
    async dueForRenewal(until: Date): Promise<Array<{ sub: SubscriptionRow; email: string | null }>> {
      return db
        .select({ sub: subscriptions, email: users.email })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(
          and(
            eq(subscriptions.status, 'active'),
            isNull(subscriptions.billingErrorCode),
            isNotNull(subscriptions.cardToken),
            lte(subscriptions.expiresAt, until),
          ),
        );
    },

    /** Claims one period of a subscription for this run; undefined when a run claimed it before. */
    async claimRenewal(subscriptionId: number, dueAt: Date): Promise<RenewalRow | undefined> {
      const [claimed] = await db
        .insert(subscriptionRenewals)
        .values({ subscriptionId, dueAt, status: 'started' })
        .onConflictDoNothing()
        .returning();
      return claimed;
    },

    async updateRenewal(id: number, set: RenewalChange): Promise<void> {
      await db.update(subscriptionRenewals).set(set).where(eq(subscriptionRenewals.id, id));
    },
  };
}
