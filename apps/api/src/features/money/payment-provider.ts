// The payment-provider port: what the server asks of a card provider. Two adapters: the
// CloudPayments-shaped one (cloudpayments.ts) and the offline sandbox (sandbox.ts, the default).
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

/** Development defaults, documented in apps/api/README.md; production sets its own. */
export const SANDBOX_PUBLIC_ID = 'pk_sandbox_investradar';
export const SANDBOX_API_SECRET = 'sandbox-api-secret-investradar-dev';

export function paymentsSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsSettings {
  const provider = env.PAYMENTS_PROVIDER === 'cloudpayments' ? 'cloudpayments' : 'sandbox';
  if (env.PAYMENTS_PROVIDER && env.PAYMENTS_PROVIDER !== provider) {
    throw new Error(`PAYMENTS_PROVIDER must be sandbox or cloudpayments, not ${env.PAYMENTS_PROVIDER}`);
  }
  if (provider === 'cloudpayments' && (!env.PAYMENTS_PUBLIC_ID || !env.PAYMENTS_API_SECRET)) {
    throw new Error('PAYMENTS_PROVIDER=cloudpayments needs PAYMENTS_PUBLIC_ID and PAYMENTS_API_SECRET');
  }
  return {
    provider,
    publicId: env.PAYMENTS_PUBLIC_ID || SANDBOX_PUBLIC_ID,
    apiSecret: env.PAYMENTS_API_SECRET || SANDBOX_API_SECRET,
    apiUrl: env.CLOUDPAYMENTS_API_URL || 'https://api.cloudpayments.ru',
  };
}

export type { PaymentWidgetOptions };
