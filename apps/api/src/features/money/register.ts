// Money (issue #15) wired into the app: the payment provider, its notifications, invoices, the
// sandbox widget, and the subscription calls. One entry so app.ts stays a list of areas.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@investradar/ui/domain';
import type { Database } from '../../db/client';
import { createCloudPaymentsProvider } from './cloudpayments-provider';
import { paymentsSettingsFromEnv, type PaymentProvider, type PaymentsSettings } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { registerInvoiceRoutes, registerPaymentNotificationRoutes } from './payments.routes';
import { registerSandboxWidgetRoutes, SANDBOX_BILLING_PATH } from './sandbox-widget.routes';
import { defaultPaymentHooks } from './payment-hooks';
import {
  createPaymentsService,
  createPromocodeGuard,
  type MoneyOptions,
  type PromocodeCounters,
} from './payments.service';
import type { ReadCache } from '../../lib/read-cache';
import { createTokenBuckets, type TokenBucketRule } from '../../lib/rate-limit';
import { registerSubscriptionRoutes } from './subscriptions.routes';
import { createSubscriptionsService } from './subscriptions.service';

/** Promo code attempts per account: a few at once, then one every 12 s (guessing codes is slow). */
export const DEFAULT_PROMOCODE_LIMIT: TokenBucketRule = { perSecond: 1 / 12, burst: 5 };

export interface AppMoneyOptions extends MoneyOptions {
  /** Default: from the environment (PAYMENTS_PROVIDER, PAYMENTS_PUBLIC_ID, PAYMENTS_API_SECRET). */
  settings?: PaymentsSettings;
  /** Default: the adapter the settings name. */
  provider?: PaymentProvider;
  /** Promo code activations per account (routes/subscriptions.ts). */
  promocodeLimit?: TokenBucketRule;
}

export function createPaymentProvider(settings: PaymentsSettings, log?: (message: string) => void): PaymentProvider {
  return settings.provider === 'cloudpayments'
    ? createCloudPaymentsProvider(settings)
    : createSandboxProvider(settings, log);
}

/**
 * With the sandbox provider `GET /api/config` says `payments.test_mode: true` (the checkout pages show
 * the test-mode notice), and, without BILLING_UPDATE_URL, the overdue banner's pay link («Оплатить»)
 * leads to the sandbox's own billing update page instead of the real provider's.
 */
export function withSandboxBillingPage(
  config: AppConfig,
  options: AppMoneyOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): AppConfig {
  const kind = options.provider?.kind ?? (options.settings ?? paymentsSettingsFromEnv(env)).provider;
  if (kind !== 'sandbox') return { ...config, payments: { ...config.payments, test_mode: false } };
  return {
    ...config,
    payments: {
      ...config.payments,
      test_mode: true,
      ...(env.BILLING_UPDATE_URL ? {} : { billing_update_url: SANDBOX_BILLING_PATH }),
    },
  };
}

export async function registerMoney(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: AppConfig;
    readCache: ReadCache;
    options: AppMoneyOptions;
    /** The shared counters of promo code tries per address and across clients (http/throttle.ts). */
    throttle?: PromocodeCounters;
  },
) {
  const settings = deps.options.settings ?? paymentsSettingsFromEnv();
  const provider = deps.options.provider ?? createPaymentProvider(settings, (message) => app.log.info(message));
  // One guard for promo code tries: the checkout's discount field and the activation call.
  const promocodeGuard = createPromocodeGuard(
    createTokenBuckets(deps.options.promocodeLimit ?? DEFAULT_PROMOCODE_LIMIT),
    deps.throttle,
  );
  const payments = createPaymentsService({
    promocodeGuard,
    db: deps.db,
    config: deps.config,
    provider,
    hooks: deps.options.onPaymentCredited ?? defaultPaymentHooks(),
    log: app.log,
    onUserChanged: (userId) => deps.readCache.invalidateUser(userId),
  });
  await registerPaymentNotificationRoutes(app, { payments, apiSecret: settings.apiSecret });
  registerInvoiceRoutes(app, { payments });
  const subscriptions = createSubscriptionsService({
    db: deps.db,
    config: deps.config,
    provider,
    payments,
    promocodeGuard,
    log: app.log,
    onUserChanged: (userId) => deps.readCache.invalidateUser(userId),
  });
  registerSubscriptionRoutes(app, { subscriptions });
  if (provider.kind === 'sandbox')
    registerSandboxWidgetRoutes(app, { db: deps.db, config: deps.config, apiSecret: settings.apiSecret });
  return { payments, subscriptions, provider, settings };
}
