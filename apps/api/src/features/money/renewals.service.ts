// The renewal job: charges the subscriptions that are due through the provider port. Each
// subscription's period is claimed by a row of subscription_renewals (unique per subscription and
// due date) before anything is charged, so a second run — or two at once — charges nothing twice.
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { PAYMENT_CURRENCY, type AppConfig } from '@investradar/ui/domain';
import { planById } from '../../app-config';
import type { Database } from '../../db/client';
import { paymentInvoices, subscriptionRenewals, subscriptions, users } from '../../db/schema';
import type { PaymentProvider } from './payment-provider';
import { toKopecks, type PaymentsService } from './payments.service';

/** How early before the expiry a period is charged. */
export const RENEWAL_LEAD_MS = 24 * 60 * 60 * 1000;

export interface RenewalResult {
  charged: number;
  failed: number;
  /** Due but already claimed by this or another run. */
  skipped: number;
}

export async function renewDueSubscriptions(deps: {
  db: Database;
  config: AppConfig;
  provider: PaymentProvider;
  payments: Pick<PaymentsService, 'credit'>;
  now?: Date;
  log?: (message: string) => void;
}): Promise<RenewalResult> {
  const { db, config, provider } = deps;
  const now = deps.now ?? new Date();
  const log = deps.log ?? (() => {});
  const result: RenewalResult = { charged: 0, failed: 0, skipped: 0 };
  const due = await db
    .select({ sub: subscriptions, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.billingErrorCode),
        isNotNull(subscriptions.cardToken),
        lte(subscriptions.expiresAt, new Date(now.getTime() + RENEWAL_LEAD_MS)),
      ),
    );
  for (const { sub, email } of due) {
    const [claimed] = await db
      .insert(subscriptionRenewals)
      .values({ subscriptionId: sub.id, dueAt: sub.expiresAt, status: 'started' })
      .onConflictDoNothing()
      .returning();
    if (!claimed) {
      result.skipped += 1;
      continue;
    }
    const planId = sub.pendingPlanId ?? sub.planId;
    const plan = planById(config, planId);
    if (!plan) {
      await db
        .update(subscriptionRenewals)
        .set({ status: 'failed', errorCode: 'unknown_plan' })
        .where(eq(subscriptionRenewals.id, claimed.id));
      result.failed += 1;
      continue;
    }
    const amount = sub.renewalAmount ?? toKopecks(plan.cost);
    const [invoice] = await db
      .insert(paymentInvoices)
      .values({
        id: `inv_${randomBytes(12).toString('hex')}`,
        userId: sub.userId,
        planId,
        amount,
        purpose: 'renewal',
        subscriptionId: sub.id,
      })
      .returning();
    await db
      .update(subscriptionRenewals)
      .set({ invoiceId: invoice!.id })
      .where(eq(subscriptionRenewals.id, claimed.id));
    const charge = await provider
      .chargeToken({
        token: sub.cardToken!,
        amount: amount / 100,
        accountId: String(sub.userId),
        invoiceId: invoice!.id,
        description: plan.description,
        email,
      })
      .catch((error: unknown) => ({
        ok: false as const,
        transactionId: null,
        reasonCode: 'provider_unavailable',
        reason: String(error),
      }));
    if (charge.ok) {
      await deps.payments.credit({
        provider: provider.kind,
        transactionId: charge.transactionId,
        userId: sub.userId,
        invoice: invoice!,
        subscription: null,
        planId,
        amount,
        currency: PAYMENT_CURRENCY,
        cardType: charge.cardType,
        cardLast4: charge.cardLast4,
        token: null,
        extSubscriptionId: null,
      });
      await db.update(subscriptionRenewals).set({ status: 'charged' }).where(eq(subscriptionRenewals.id, claimed.id));
      result.charged += 1;
      log(`subscription ${sub.id} renewed (${plan.description})`);
    } else {
      await db.transaction(async (tx) => {
        await tx
          .update(paymentInvoices)
          .set({ status: 'failed', error: charge.reason })
          .where(eq(paymentInvoices.id, invoice!.id));
        // Overdue: the banner and the pay link until the payer updates the card.
        await tx.update(subscriptions).set({ billingErrorCode: charge.reasonCode }).where(eq(subscriptions.id, sub.id));
        await tx
          .update(subscriptionRenewals)
          .set({ status: 'failed', errorCode: charge.reasonCode })
          .where(eq(subscriptionRenewals.id, claimed.id));
      });
      result.failed += 1;
      log(`subscription ${sub.id} not renewed: ${charge.reasonCode}`);
    }
  }
  return result;
}
