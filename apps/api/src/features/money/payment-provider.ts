// The payment-provider port: what the server asks of a card provider. Two adapters: the
// CloudPayments-shaped one (cloudpayments.ts) and the offline sandbox (sandbox.ts: the default in
// development; elsewhere only when named, see paymentsSettingsFromEnv).
import type { PaymentProviderKind, PaymentWidgetOptions } from '@investradar/ui/domain';

export interface ChargeRequest {
  /** The card token the provider gave with the first payment. */
  token: string;
  /** Rubles. */
  amount: number;
  accountId: string;
  invoiceId: string;
  description: string;
  email: string | null;
}

export type ChargeResult =
  | { ok: true; transactionId: string; cardType: string | null; cardLast4: string | null }
  | { ok: false; transactionId: string | null; reasonCode: string; reason: string };

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  readonly publicId: string;
  /** The address of the local widget page for an invoice (sandbox only). */
  widgetUrl(invoiceId: string): string | null;
  /** Charges a saved card (the renewal job). */
  chargeToken(request: ChargeRequest): Promise<ChargeResult>;
  /** Stops the provider's own recurrent charges of a subscription (cancellation, lifetime upgrade). */
  cancelSubscription(extId: string): Promise<void>;
}

export interface PaymentsSettings {
  provider: PaymentProviderKind;
  publicId: string;
  /** Signs the notifications (Content-HMAC) and authenticates API calls. */
  apiSecret: string;
  /** CloudPayments API base address. */
  apiUrl: string;
}

/**
 * The sandbox's publicId and notification secret, for development and the tests only: they are
 * published (README, tests), so a server that accepted them outside development would take
 * notifications anyone can sign. See docs/security.md, Payments.
 */
export const SANDBOX_PUBLIC_ID = 'pk_sandbox_investradar';
export const SANDBOX_API_SECRET = 'sandbox-api-secret-investradar-dev';

/** Where the defaults above may be used: NODE_ENV unset, `development` or `test` (vitest sets `test`). */
export function isDevelopmentEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === undefined || env.NODE_ENV === '' || env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

/** A payment setting the server refuses to start with (main.ts prints the message and exits 1). */
export class PaymentsSettingsError extends Error {
  override name = 'PaymentsSettingsError';
}

/**
 * The payment settings from the environment. In development and tests everything has a default (the
 * sandbox with its published secret), so `npm start` works with no settings. Anywhere else
 * (NODE_ENV=production, staging, …) the provider is a required choice and the secret the operator's
 * own: PAYMENTS_PROVIDER=cloudpayments with PAYMENTS_PUBLIC_ID and PAYMENTS_API_SECRET, or an explicit
 * PAYMENTS_PROVIDER=sandbox (test payments, announced at start and on every checkout page) with a
 * PAYMENTS_API_SECRET of its own. The published sandbox secret is refused there either way.
 */
export function paymentsSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsSettings {
  const named = env.PAYMENTS_PROVIDER || undefined;
  if (named !== undefined && named !== 'sandbox' && named !== 'cloudpayments') {
    throw new PaymentsSettingsError(`PAYMENTS_PROVIDER must be sandbox or cloudpayments, not ${named}`);
  }
  const development = isDevelopmentEnv(env);
  if (named === undefined && !development) {
    throw new PaymentsSettingsError(
      `PAYMENTS_PROVIDER is required with NODE_ENV=${env.NODE_ENV}: set PAYMENTS_PROVIDER=cloudpayments with ` +
        "PAYMENTS_PUBLIC_ID and PAYMENTS_API_SECRET from the provider's account, or PAYMENTS_PROVIDER=sandbox with a " +
        'PAYMENTS_API_SECRET of your own to take test payments only (anyone can then get PRO with a test card). ' +
        'See docs/security.md.',
    );
  }
  const provider = named ?? 'sandbox';
  if (provider === 'cloudpayments' && (!env.PAYMENTS_PUBLIC_ID || !env.PAYMENTS_API_SECRET)) {
    throw new PaymentsSettingsError('PAYMENTS_PROVIDER=cloudpayments needs PAYMENTS_PUBLIC_ID and PAYMENTS_API_SECRET');
  }
  if (!development && !env.PAYMENTS_API_SECRET) {
    throw new PaymentsSettingsError(
      `PAYMENTS_API_SECRET is required with NODE_ENV=${env.NODE_ENV}: the sandbox's default secret is published, ` +
        "so notifications signed with it would be anyone's. Set a random string of at least 32 characters " +
        '(e.g. `openssl rand -base64 48`).',
    );
  }
  if (!development && env.PAYMENTS_API_SECRET === SANDBOX_API_SECRET) {
    throw new PaymentsSettingsError(
      `PAYMENTS_API_SECRET is the sandbox's published development secret; with NODE_ENV=${env.NODE_ENV} set one of your own.`,
    );
  }
  return {
    provider,
    publicId: env.PAYMENTS_PUBLIC_ID || SANDBOX_PUBLIC_ID,
    apiSecret: env.PAYMENTS_API_SECRET || SANDBOX_API_SECRET,
    apiUrl: env.CLOUDPAYMENTS_API_URL || 'https://api.cloudpayments.ru',
  };
}

/**
 * Said at start when payments are the sandbox's outside development: the checkout takes test cards
 * only and gives PRO for them. Undefined in development and with a real provider.
 */
export function sandboxPaymentsWarning(
  settings: PaymentsSettings,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (settings.provider !== 'sandbox' || isDevelopmentEnv(env)) return undefined;
  return (
    `PAYMENTS_PROVIDER=sandbox with NODE_ENV=${env.NODE_ENV}: payments are in TEST MODE. No money is taken; ` +
    'anyone can get PRO with a published test card. Every checkout page says so. Set PAYMENTS_PROVIDER=cloudpayments ' +
    'to take real payments.'
  );
}

export type { PaymentWidgetOptions };
