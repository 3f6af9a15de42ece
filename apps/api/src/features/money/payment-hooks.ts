// What else a payment changes, in the payment's own transaction: the default listeners of the
// payments ledger, used by the server (money.ts) and by the renewal job (billing/renew-cli.ts) alike,
// so a payment charged by either is seen the same way.
import { recordPartnerPayment, recordPartnerRefund } from '../partners';
import type { PaymentCreditedHook, PaymentRow } from './payments.service';

/** The partner programme's key of a ledger row: one per provider transaction and direction. */
export const partnerPaymentKey = (payment: Pick<PaymentRow, 'provider' | 'transactionId'>, kind: 'credit' | 'refund') =>
  `${kind === 'credit' ? 'payment' : 'refund'}:${payment.provider}:${payment.transactionId}`;

/**
 * The partner's share: a credit of an account referred by a partner's link (within the window) is
 * counted to the campaign; its refund takes the share back. Both are idempotent by the ledger row's
 * provider transaction, and run in the transaction that writes that row, so they commit or roll back
 * with it.
 */
export const partnerShareHook: PaymentCreditedHook = async (tx, payment) => {
  const amountRub = payment.amount / 100;
  if (payment.kind === 'credit') {
    await recordPartnerPayment(tx, {
      userId: payment.userId,
      paymentId: partnerPaymentKey(payment, 'credit'),
      amountRub,
    });
  } else if (payment.kind === 'refund') {
    await recordPartnerRefund(tx, {
      userId: payment.userId,
      // The credit this refund returns (a partial refund has a TransactionId of its own).
      paymentId: partnerPaymentKey(
        { provider: payment.provider, transactionId: payment.originalTransactionId ?? payment.transactionId },
        'credit',
      ),
      refundId: partnerPaymentKey(payment, 'refund'),
      amountRub,
    });
  }
};

/** The listeners every payment runs unless a caller (a test) gives its own list. */
export function defaultPaymentHooks(): PaymentCreditedHook[] {
  return [partnerShareHook];
}
