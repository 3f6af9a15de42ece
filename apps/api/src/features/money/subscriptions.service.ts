// Keeping and leaving PRO: cancellation (after the retention offer, which the page shows), the
// upgrade to 12 months or the offered plan, promo codes, and the purchases list.
import {
  cancelPayloadSchema,
  MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_TYPE_IDEA,
  PAYMENT_TYPE_REFUND,
  PAYMENT_TYPE_SUBSCRIPTION,
  PLAN_ID,
  promocodePayloadSchema,
  PURCHASES_PAGE_SIZE,
  UPGRADE_PLAN_ID,
  upgradePayloadSchema,
  type AppConfig,
  type InvoiceAnswer,
  type PurchasesResponse,
} from '@investradar/ui/domain';
import { planById } from '../../app-config';
import type { Database } from '../../db/client';
import { ApiError, invalid, parseBody } from '../../lib/errors';
import type { PaymentProvider } from './payment-provider';
import { type UserRow, toSubscription } from '../account';
import {
  findUsablePromo,
  toKopecks,
  type ClientAddress,
  type PaymentsLog,
  type PaymentsService,
  type PromocodeGuard,
} from './payments.service';
import { grantProDays } from './subscription-grants.repository';
import { createPaymentsRepository } from './payments.repository';
import { createSubscriptionsRepository } from './subscriptions.repository';

/** How long an upgrade may hold its subscription before another one may start (a crashed one). */
const UPDATE_CLAIM_MS = 60_000;

export type PromocodeAnswer = { success: true; message: string } | { success: false; error_description: string };

export function createSubscriptionsService(deps: {
  db: Database;
  config: AppConfig;
  provider: PaymentProvider;
  payments: PaymentsService;
  promocodeGuard: PromocodeGuard;
  log: PaymentsLog;
  onUserChanged?: (userId: number) => void;
}) {
  const { db, config, provider, log } = deps;
  const subs = createSubscriptionsRepository(db);
  const subscriptionNotFound = () => new ApiError(404, MESSAGES.subscriptionNotFound);

  async function own(user: UserRow, id: number) {
    const row = await subs.findOwn(user.id, id);
    if (!row) throw subscriptionNotFound();
    return row;
  }

  function stopAtProvider(extId: string | null) {
    if (!extId) return Promise.resolve();
    return provider
      .cancelSubscription(extId)
      .catch((error: unknown) => log.warn({ err: error, extId }, 'provider subscription not cancelled'));
  }

  return {
    /** POST /api/subscription/{id}/cancel: no further charges; access stays until expires_at. */
    async cancel(user: UserRow, id: number, body: unknown) {
      // docs/product/validation.md: at least one reason, with the dialog's own text; then the ids 1–8 by the schema.
      const given = (body as { reason?: unknown } | null | undefined)?.reason;
      if (!Array.isArray(given) || given.length === 0) throw invalid({ reason: [MESSAGES.cancelReasonRequired] });
      const { reason } = parseBody(cancelPayloadSchema, body);
      const current = await own(user, id);
      // One statement decides: a second cancel (or one racing it) finds nothing active to change.
      const row = await subs.cancelActive(current.id, [...new Set(reason)], new Date());
      if (!row) throw new ApiError(422, MESSAGES.subscriptionAlreadyCanceled);
      await stopAtProvider(row.extId);
      deps.onUserChanged?.(user.id);
      log.info({ subscriptionId: row.id, reasons: row.cancelReasons }, 'subscription canceled');
      return {
        success: true,
        message: MESSAGES.subscriptionCanceled,
        data: { subscription: toSubscription(row, config) },
      };
    },

    /**
     * POST /api/subscription/{id}/upgrade { planId }: the 12-month plan (or the retention offer's plan)
     * from the next renewal, at its price; lifetime answers the widget's options (paid now). One upgrade
     * at a time per subscription: another one meanwhile → 409 «Подписка в процессе обновления».
     */
    async upgrade(
      user: UserRow,
      id: number,
      body: unknown,
    ): Promise<{ success: true; message?: string; data?: unknown; payment?: InvoiceAnswer }> {
      const { planId } = parseBody(upgradePayloadSchema, body);
      const current = await own(user, id);
      const plan = planById(config, planId);
      const offerPlanId = config.special_plans[String(current.planId)];
      const allowed = planId === UPGRADE_PLAN_ID || planId === PLAN_ID.lifetime || planId === offerPlanId;
      if (!plan || !allowed) throw invalid({ planId: [PAYMENT_MESSAGES.planNotFound] });
      if (user.premiumLifetime) throw invalid({ planId: [PAYMENT_MESSAGES.lifetimeAlready] });

      const now = new Date();
      const claimed = await subs.claimUpdate(current.id, now, new Date(now.getTime() - UPDATE_CLAIM_MS));
      if (!claimed) throw new ApiError(409, MESSAGES.upgradeInProgress);
      try {
        if (plan.code === 'lifetime') {
          const payment = await deps.payments.createInvoice(user, { plan_id: plan.id });
          await subs.releaseUpdate(claimed.id);
          return { success: true, payment };
        }
        // The retention offer is accepted before cancelling, so a canceled subscription has none.
        if (claimed.status !== 'active') throw new ApiError(422, MESSAGES.subscriptionAlreadyCanceled);
        if (claimed.planId === plan.id || claimed.pendingPlanId === plan.id)
          throw invalid({ planId: ['Этот тариф уже подключен'] });
        const row = await subs.setPendingPlan(claimed.id, plan.id, toKopecks(plan.cost));
        deps.onUserChanged?.(user.id);
        log.info({ subscriptionId: claimed.id, planId: plan.id }, 'subscription upgraded from its next renewal');
        return {
          success: true,
          message: MESSAGES.planUpgraded,
          data: {
            subscription: toSubscription(row, config),
            next_plan_id: plan.id,
            starts_at: claimed.expiresAt.toISOString(),
          },
        };
      } catch (error) {
        await subs.releaseUpdate(claimed.id);
        throw error;
      }
    },

    /**
     * POST /api/promocode/activate { code, is_tariff_upgrade }: a code giving days of PRO. Failures are
     * 422 `{ success: false, error_description }` (the spec's form-errors block); throttled per account.
     */
    async activatePromocode(
      user: UserRow,
      body: unknown,
      client: ClientAddress = { ip: '' },
    ): Promise<PromocodeAnswer> {
      const refuse = (text: string) => new ApiError(422, text, { code: [text] }, { error_description: text });
      const code = (body as { code?: unknown } | null | undefined)?.code;
      if (typeof code !== 'string' || code.trim() === '') throw refuse(MESSAGES.promocodeRequired);
      const payload = parseBody(promocodePayloadSchema, body);
      const now = new Date();
      if (user.premiumPromocode && user.hasActivePromocode && user.premiumExpiresAt && user.premiumExpiresAt > now) {
        throw refuse(MESSAGES.promocodeAlreadyActive);
      }
      if (payload.is_tariff_upgrade && !user.canUpgradeTariffViaPromocode && user.type !== 'mbr_free') {
        throw refuse(MESSAGES.promocodeInvalid);
      }
      // Counted from here: the attempts that try a code (guessing codes is what the limit slows down).
      await deps.promocodeGuard.take(user.id, client.ip);
      const outcome = await db
        .transaction(async (txRaw) => {
          const tx = txRaw as unknown as Database;
          const money = createPaymentsRepository(tx);
          const promo = await findUsablePromo(tx, payload.code, user.id, now);
          if (typeof promo === 'string') return promo;
          if (promo.accessDays <= 0) return PAYMENT_MESSAGES.promocodeDiscountOnly;
          // Both guards are single statements: the per-account key and the use counter hold under races.
          if (!(await money.activatePromo(promo.id, user.id))) return PAYMENT_MESSAGES.promocodeUsedByYou;
          if (!(await money.countPromoUseWithinLimit(promo.id))) {
            // Rolled back with the activation: the code stays available to nobody else either.
            throw new PromoExhausted();
          }
          const fresh = await money.lockUser(user.id);
          const paying =
            !!fresh &&
            !fresh.premiumLifetime &&
            !fresh.premiumPromocode &&
            fresh.premiumExpiresAt !== null &&
            fresh.premiumExpiresAt > now;
          await grantProDays(tx, user.id, promo.accessDays, 'promocode', now);
          await money.updateUser(user.id, {
            hasActivePromocode: true,
            premiumPromocode: !paying,
            canUpgradeTariffViaPromocode: false,
          });
          return null;
        })
        .catch((error: unknown) => {
          if (error instanceof PromoExhausted) return PAYMENT_MESSAGES.promocodeExhausted;
          throw error;
        });
      // A code that exists was not a guess: the address and global tries are given back (the
      // account's stays counted: activations are what that limit slows down).
      if (outcome !== MESSAGES.promocodeInvalid) await deps.promocodeGuard.found(user.id, client.ip, false);
      if (outcome !== null) throw refuse(outcome);
      deps.onUserChanged?.(user.id);
      log.info({ userId: user.id }, 'promo code activated');
      return { success: true, message: MESSAGES.promocodeActivated };
    },

    /** GET /api/account/purchases?page=: ideas bought and payments (refunds as negative), newest first. */
    async purchases(user: UserRow, page: number): Promise<PurchasesResponse> {
      const offset = (page - 1) * PURCHASES_PAGE_SIZE;
      const list = await subs.purchases(user.id, PURCHASES_PAGE_SIZE, offset);
      return {
        data: list.map((row) => {
          const refund = row.kind === 'refund';
          const plan = row.plan_id === null ? undefined : planById(config, row.plan_id);
          const amount = Number(row.amount);
          return {
            type:
              row.type === PAYMENT_TYPE_IDEA
                ? PAYMENT_TYPE_IDEA
                : refund
                  ? PAYMENT_TYPE_REFUND
                  : PAYMENT_TYPE_SUBSCRIPTION,
            content:
              row.type === PAYMENT_TYPE_IDEA
                ? { title: 'Покупка премиум идеи', idea_link: `/ideas/${row.idea_id}`, idea_name: row.idea_name }
                : {
                    title: `${refund ? 'Возврат: ' : row.kind === 'overpayment' ? 'Повторная оплата оплаченного счета (будет возвращена): ' : 'Оплата: '}${plan?.description ?? 'подписка'}`,
                    idea_link: null,
                    idea_name: null,
                  },
            amount: refund ? -amount : amount,
            date: new Date(row.at).toISOString(),
          };
        }),
        pagination: { per_page: PURCHASES_PAGE_SIZE, total: await subs.purchaseCount(user.id) },
      };
    },

    /** The account's newest subscription (for the upgrade page and tests). */
    async latest(userId: number) {
      return subs.latest(userId);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

class PromoExhausted extends Error {}
