import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';

export const subscriptionStatuses = ['active', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Spec §3 Subscription. `bot: true` marks the chat-bot subscription. */
export const subscriptionSchema = z.object({
  id: idSchema,
  status: subscriptionStatusSchema,
  plan_id: idSchema,
  plan: z.object({
    description: z.string(),
    planCode: z.string(),
    bot: z.boolean(),
  }),
  /** Duration in days: 30, 90, 180 or 365. */
  duration: z.number().int().positive(),
  expires_at: isoDateSchema,
  /** Identifier at the card payment provider, appended to the billing update address. */
  ext_id: z.string().nullable(),
  billing_card_type: z.string().nullable(),
  billing_card_last4: z.string().nullable(),
  billing_error_code: z.union([z.string(), z.number()]).nullable(),
  bot: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Spec §3 Plan configuration. `code` (e.g. m12, lifetime) identifies the plan kind. */
export const planSchema = z.object({
  id: idSchema,
  code: z.string(),
  cost: z.number().nonnegative(),
  monthlyCost: z.number().nonnegative(),
  amount: z.number().nonnegative(),
  description: z.string(),
  discountPercentage: z.number().min(0).max(100),
});
export type Plan = z.infer<typeof planSchema>;

/** special_plans: plan id → retention-offer plan id. Keys arrive as strings in JSON. */
export const specialPlansSchema = z.record(z.string(), idSchema);
export type SpecialPlans = z.infer<typeof specialPlansSchema>;

/** POST /api/subscription/{id}/cancel */
export const cancelReasonIds = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type CancelReasonId = (typeof cancelReasonIds)[number];
export const cancelReasonIdSchema = z.union(cancelReasonIds.map((id) => z.literal(id)) as unknown as [
  z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>,
  z.ZodLiteral<5>, z.ZodLiteral<6>, z.ZodLiteral<7>, z.ZodLiteral<8>,
]);
export const cancelPayloadSchema = z.object({
  reason: z.array(z.coerce.number().pipe(cancelReasonIdSchema)).min(1),
});
export type CancelPayload = z.infer<typeof cancelPayloadSchema>;
export const cancelResponseSchema = z.object({
  success: z.boolean(),
  data: z.unknown().optional(),
  message: z.string().optional(),
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

/** POST /api/subscription/{id}/upgrade */
export const upgradePayloadSchema = z.object({ planId: idSchema });
export type UpgradePayload = z.infer<typeof upgradePayloadSchema>;
export const upgradeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

/** POST /api/promocode/activate */
export const promocodePayloadSchema = z.object({
  code: z.string().trim().min(1),
  is_tariff_upgrade: z.boolean().default(false),
});
export type PromocodePayload = z.infer<typeof promocodePayloadSchema>;
export const promocodeResponseSchema = z.object({
  success: z.boolean(),
  error_description: z.string().optional(),
});
export type PromocodeResponse = z.infer<typeof promocodeResponseSchema>;
