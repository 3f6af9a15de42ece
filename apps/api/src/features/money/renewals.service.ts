// The renewal job: charges the subscriptions that are due through the provider port. Each
// subscription's period is claimed by a row of subscription_renewals (unique per subscription and
// due date) before anything is charged, so a second run — or two at once — charges nothing twice.
import { randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCY, type AppConfig } from '@investradar/ui/domain';
import { planById } from '../../app-config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { toKopecks, type PaymentsService } from './payments.service';
import { createPaymentsRepository } from './payments.repository';
import { createSubscriptionsRepository } from './subscriptions.repository';

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
  const subs = createSubscriptionsRepository(db);
  const money = createPaymentsRepository(db);
  const due = await subs.dueForRenewal(new Date(now.getTime() + RENEWAL_LEAD_MS));
  for (const { sub, email } of due) {
    const claimed = await subs.claimRenewal(sub.id, sub.expiresAt);
    if (!claimed) {
      result.skipped += 1;
      continue;
    }
    const planId = sub.pendingPlanId ?? sub.planId;
    const plan = planById(config, planId);
    if (!plan) {
      await subs.updateRenewal(claimed.id, { status: 'failed', errorCode: 'unknown_plan' });
      result.failed += 1;
      continue;
    }
    const amount = sub.renewalAmount ?? toKopecks(plan.cost);
    const invoice = await money.createInvoice({
      id: `inv_${randomBytes(12).toString('hex')}`,
      userId: sub.userId,
      planId,
      amount,
      purpose: 'renewal',
      subscriptionId: sub.id,
    });
    await subs.updateRenewal(claimed.id, { invoiceId: invoice.id });
    const charge = await provider
      .chargeToken({
        token: sub.cardToken!,
        amount: amount / 100,
        accountId: String(sub.userId),
        invoiceId: invoice.id,
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
        invoice,
        subscription: null,
        planId,
        amount,
        currency: PAYMENT_CURRENCY,
        cardType: charge.cardType,
        cardLast4: charge.cardLast4,
        token: null,
        extSubscriptionId: null,
      });
      await subs.updateRenewal(claimed.id, { status: 'charged' });
      result.charged += 1;
      log(`subscription ${sub.id} renewed (${plan.description})`);
    } else {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await createPaymentsRepository(tx).failInvoice(invoice.id, charge.reason);
        // Overdue: the banner and the pay link until the payer updates the card.
        await createPaymentsRepository(tx).updateSubscription(sub.id, { billingErrorCode: charge.reasonCode });
        await createSubscriptionsRepository(tx).updateRenewal(claimed.id, {
          status: 'failed',
          errorCode: charge.reasonCode,
        });
      });
      result.failed += 1;
      log(`subscription ${sub.id} not renewed: ${charge.reasonCode}`);
    }
  }
  return result;
}
