import * as z from 'zod/mini';
import { invoiceAnswerSchema } from '../payments';
import { pure } from '../pure';
import { idSchema, isoDateSchema, multilineText, numericSchema, text } from './common';

export const subscriptionStatuses = ['active', 'canceled'] as const;
export const subscriptionStatusSchema = /* @__PURE__ */ pure(() => z.enum(subscriptionStatuses));
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** docs/product/entities.md Subscription. `bot: true` marks the chat-bot subscription. */
export const subscriptionSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    status: subscriptionStatusSchema,
    plan_id: idSchema,
    plan: z.object({
      description: text(),
      planCode: text(),
      bot: z.boolean(),
    }),
    /** Duration in days: 30, 90, 180 or 365. */
    duration: z.int().check(z.positive()),
    expires_at: isoDateSchema,
    /** Identifier at the card payment provider, appended to the billing update address. */
    ext_id: z.nullable(text()),
    billing_card_type: z.nullable(text()),
    billing_card_last4: z.nullable(text()),
    billing_error_code: z.nullable(z.union([text(), z.number()])),
    bot: z.boolean(),
  }),
);
export type Subscription = z.infer<typeof subscriptionSchema>;

/** docs/product/entities.md Plan configuration. `code` (e.g. m12, lifetime) identifies the plan kind. */
export const planSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    code: text(),
    cost: z.number().check(z.nonnegative()),
    monthlyCost: z.number().check(z.nonnegative()),
    amount: z.number().check(z.nonnegative()),
    description: text(),
    discountPercentage: z.number().check(z.minimum(0), z.maximum(100)),
  }),
);
export type Plan = z.infer<typeof planSchema>;

/** special_plans: plan id → retention-offer plan id. Keys arrive as strings in JSON. */
export const specialPlansSchema = /* @__PURE__ */ pure(() => z.record(text(), idSchema));
export type SpecialPlans = z.infer<typeof specialPlansSchema>;

/** docs/product/entities.md cancel reasons: ids 1–8. */
export const cancelReasonIds = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type CancelReasonId = (typeof cancelReasonIds)[number];
export const cancelReasonIdSchema = /* @__PURE__ */ pure(() => z.literal(cancelReasonIds));

/** POST /api/subscription/{id}/cancel — reason: list of reason ids. */
export const cancelPayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({
    reason: z.array(z.pipe(numericSchema, cancelReasonIdSchema)).check(z.minLength(1)),
  }),
);
export type CancelPayload = z.infer<typeof cancelPayloadSchema>;
export const cancelResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.boolean(),
    data: z.optional(z.unknown()),
    message: z.optional(text()),
  }),
);
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

/** POST /api/subscription/{id}/upgrade */
export const upgradePayloadSchema = /* @__PURE__ */ pure(() => z.object({ planId: idSchema }));
export type UpgradePayload = z.infer<typeof upgradePayloadSchema>;
/** A lifetime upgrade answers the card widget's options to pay the difference (`payment`). */
export const upgradeResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.boolean(),
    message: z.optional(text()),
    payment: z.optional(invoiceAnswerSchema),
  }),
);
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

/** POST /api/promocode/activate — code, is_tariff_upgrade (default false). */
export const promocodePayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({
    code: text().check(z.trim(), z.minLength(1)),
    is_tariff_upgrade: z._default(z.boolean(), false),
  }),
);
export type PromocodePayload = z.infer<typeof promocodePayloadSchema>;
export const promocodeResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.boolean(),
    error_description: z.optional(multilineText()),
  }),
);
export type PromocodeResponse = z.infer<typeof promocodeResponseSchema>;
