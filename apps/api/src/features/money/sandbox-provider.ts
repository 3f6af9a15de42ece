// The offline sandbox provider (the default): cards are the documented test cards, tokens say how
// the card behaves later, and the widget page (routes/payments-sandbox.ts) posts the same signed
// notifications a real provider would.
import { randomBytes, randomInt } from 'node:crypto';
import { SANDBOX_CARDS } from './payments-protocol';
import type { ChargeRequest, ChargeResult, PaymentProvider, PaymentsSettings } from './payment-provider';

export type SandboxCardKind = 'success' | 'threeDSecure' | 'declined' | 'renewalDeclined' | 'unknown';

export function sandboxCardKind(cardNumber: string): SandboxCardKind {
  const digits = cardNumber.replace(/\D/g, '');
  for (const [kind, number] of Object.entries(SANDBOX_CARDS)) if (number === digits) return kind as SandboxCardKind;
  return 'unknown';
}

/** A provider-style numeric transaction id. */
export function sandboxTransactionId(): string {
  return String(randomInt(1_000_000_000, 281_474_976_710_655));
}

/** The token a successful sandbox payment gives: it remembers whether later charges go through. */
export function sandboxToken(kind: SandboxCardKind): string {
  return `tk_sandbox_${kind === 'renewalDeclined' ? 'declines' : 'ok'}_${randomBytes(8).toString('hex')}`;
}

export function sandboxSubscriptionId(): string {
  return `sc_${randomBytes(10).toString('hex')}`;
}

export function createSandboxProvider(settings: PaymentsSettings, log?: (message: string) => void): PaymentProvider {
  return {
    kind: 'sandbox',
    publicId: settings.publicId,
    widgetUrl: (invoiceId) => `/payments/sandbox/widget/${encodeURIComponent(invoiceId)}`,
    async chargeToken(request: ChargeRequest): Promise<ChargeResult> {
      if (!request.token.startsWith('tk_sandbox_'))
        return { ok: false, transactionId: null, reasonCode: '5054', reason: 'Unknown token' };
      if (request.token.startsWith('tk_sandbox_declines_')) {
        return { ok: false, transactionId: sandboxTransactionId(), reasonCode: '5051', reason: 'Insufficient funds' };
      }
      return { ok: true, transactionId: sandboxTransactionId(), cardType: 'Visa', cardLast4: null };
    },
    async cancelSubscription(extId: string) {
      log?.(`sandbox: recurrent subscription ${extId} cancelled`);
    },
  };
}
