// The provider's side of the contract, which only the server reads: notification kinds, answer codes,
// the notification fields (CloudPayments' names and casing) and the sandbox's test cards.
import * as z from 'zod/mini';

/** A field's value; the body guard has already refused control characters. */
const text = () => z.string().check(z.maxLength(512));

/** Notifications the provider posts to `/api/payments/cloudpayments/{kind}`. */
export const paymentNotificationKinds = ['check', 'pay', 'fail', 'recurrent', 'cancel', 'refund'] as const;
export type PaymentNotificationKind = (typeof paymentNotificationKinds)[number];

/**
 * The answer codes of CloudPayments' check and pay notifications: 0 accepts; the others refuse the
 * payment (the provider declines it on check and does not retry on pay).
 */
export const PAYMENT_ANSWER = {
  ok: 0,
  /** Wrong or unknown invoice (order) number. */
  badInvoice: 10,
  /** Wrong or unknown account. */
  badAccount: 11,
  /** Wrong amount. */
  badAmount: 12,
  /** The payment cannot be accepted (forged notification, state that refuses it). */
  rejected: 13,
  /** The invoice is no longer payable (already paid, expired). */
  expired: 20,
} as const;
export type PaymentAnswerCode = (typeof PAYMENT_ANSWER)[keyof typeof PAYMENT_ANSWER];

/** Test cards of the sandbox widget (the numbers CloudPayments documents for its test mode). */
export const SANDBOX_CARDS = {
  success: '4000056655665556',
  threeDSecure: '4242424242424242',
  declined: '4012888888881881',
  /** Ours: pays now, declines every later charge (to show renewal failures and the overdue state). */
  renewalDeclined: '5105105105105100',
} as const;
/** The one-time code the sandbox's 3-D Secure step accepts. */
export const SANDBOX_3DS_CODE = '12345';

/** Amount in rubles as the provider writes it: "8290.00". */
const amountSchema = z.pipe(
  text().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/)),
  z.transform((value) => Number(value)),
);
const optionalText = () => z.optional(text());

/**
 * check / pay / fail / cancel / refund notification fields we read (form-encoded, CloudPayments names).
 * A refund's TransactionId is the refund's own; PaymentTransactionId names the payment it returns.
 */
export const paymentNotificationSchema = z.object({
  TransactionId: text().check(z.regex(/^\d{1,19}$/)),
  PaymentTransactionId: z.optional(text().check(z.regex(/^\d{1,19}$/))),
  Amount: amountSchema,
  Currency: text().check(z.regex(/^[A-Z]{3}$/)),
  InvoiceId: optionalText(),
  AccountId: optionalText(),
  SubscriptionId: optionalText(),
  OperationType: optionalText(),
  Status: optionalText(),
  CardType: optionalText(),
  CardLastFour: z.optional(text().check(z.regex(/^\d{4}$/))),
  Token: optionalText(),
  TestMode: optionalText(),
  Reason: optionalText(),
  ReasonCode: optionalText(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** recurrent notification: the state of a provider subscription changed. */
export const recurrentNotificationSchema = z.object({
  Id: text().check(z.minLength(1), z.maxLength(64)),
  AccountId: optionalText(),
  Status: z.enum(['Active', 'PastDue', 'Cancelled', 'Rejected', 'Expired']),
  Amount: z.optional(amountSchema),
  NextTransactionDate: optionalText(),
});
export type RecurrentNotification = z.infer<typeof recurrentNotificationSchema>;
