// Card payments: the contract between the checkout page, the payment widget (CloudPayments-shaped or
// the offline sandbox) and the server. The provider's notification format is the server's alone
// (apps/api/src/payments/protocol.ts).
import * as z from 'zod/mini';
import { pure } from './pure';
import { idSchema, text } from './schemas/common';

/** POST /api/payments/invoices: what the checkout (or the upgrade page) asks to pay. */
export const invoicePayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({
    plan_id: idSchema,
    promocode: z.optional(text().check(z.trim(), z.maxLength(64))),
  }),
);
export type InvoicePayload = z.infer<typeof invoicePayloadSchema>;

export type PaymentProviderKind = 'sandbox' | 'cloudpayments';

/** The widget's options (CloudPayments `pay('charge', options)`): RUB, ru-RU, receipt included. */
export interface PaymentWidgetOptions {
  publicId: string;
  description: string;
  amount: number;
  currency: 'RUB';
  accountId: string;
  invoiceId: string;
  email: string | null;
  skin: 'mini';
  data: {
    planId: number;
    CloudPayments: {
      CustomerReceipt: {
        Items: {
          label: string;
          price: number;
          quantity: number;
          amount: number;
          vat: null;
          method: number;
          object: number;
        }[];
        email: string | null;
        amounts: { electronic: number };
      };
      /** Periodic plans: the provider keeps charging the card every `period` months. */
      recurrent?: { interval: 'Month'; period: number };
    };
  };
}

/** The answer of POST /api/payments/invoices. */
export interface InvoiceAnswer {
  success: true;
  provider: PaymentProviderKind;
  /** Sandbox: the local widget page to open; CloudPayments: null (the widget script is loaded). */
  widget_url: string | null;
  widget: PaymentWidgetOptions;
}

export const invoiceStatuses = ['pending', 'paid', 'failed'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** GET /api/payments/invoices/{id}: the checkout page polls it after the widget. */
export interface InvoiceStatusAnswer {
  results: { invoice: { id: string; status: InvoiceStatus; plan_id: number; amount: number; error: string | null } };
}

/** Purchase types of GET /api/account/purchases (PAYMENT_TYPE_IDEA lives with the Purchase schema). */
export const PAYMENT_TYPE_SUBSCRIPTION = 'PAYMENT_TYPE_SUBSCRIPTION';
export const PAYMENT_TYPE_REFUND = 'PAYMENT_TYPE_REFUND';

/** Texts of the payment flow (ours: the spec shows none but the widget's own). */
export const PAYMENT_MESSAGES = {
  declined: 'Банк отклонил платеж. Проверьте данные карты или оплатите другой картой.',
  threeDSecureFailed: 'Неверный код подтверждения',
  invoiceNotFound: 'Счет не найден',
  planNotFound: 'Тариф не найден',
  lifetimeAlready: 'У Вас уже есть PRO доступ навсегда',
  promocodeNotDiscount: 'Этот промокод не дает скидку на оплату',
  subscriptionRenewed: 'Подписка продлена',
  promocodeExpired: 'Срок действия промокода истек',
  promocodeUsedByYou: 'Вы уже активировали этот промокод',
  promocodeExhausted: 'Промокод уже использован',
  promocodeDiscountOnly: 'Этот промокод дает скидку при оплате: введите его на странице оформления подписки',
} as const;

/** POST /api/payments/invoices (201): `InvoiceAnswer` as a schema; the widget's options are the provider's. */
export const invoiceAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.literal(true),
    provider: z.enum(['sandbox', 'cloudpayments']),
    widget_url: z.nullable(z.string()),
    widget: z.looseObject({
      publicId: z.string(),
      description: z.string(),
      amount: z.number(),
      currency: z.literal('RUB'),
      accountId: z.string(),
      invoiceId: z.string(),
      email: z.nullable(z.string()),
    }),
  }),
);

/** GET /api/payments/invoices/{id}: `InvoiceStatusAnswer` as a schema. */
export const invoiceStatusAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({
      invoice: z.object({
        id: z.string(),
        status: z.enum(invoiceStatuses),
        plan_id: z.int(),
        amount: z.number(),
        error: z.nullable(z.string()),
      }),
    }),
  }),
);
