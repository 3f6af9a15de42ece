import * as z from 'zod/mini';
import { pure } from '../pure';
import { countSchema, text } from './common';
import { planSchema, specialPlansSchema } from './subscription';

/**
 * GET /api/config — docs/product/entities.md Configuration. The spec does not show the contents of
 * premium_countries nor the coin amounts; the shape is fixed here.
 */
export const appConfigSchema = /* @__PURE__ */ pure(() =>
  z.object({
    subscription: z.object({ premium_countries: z.array(text()) }),
    /** Base address of the card provider's billing update page; the subscription ext_id is appended. */
    payments: z.object({
      billing_update_url: text(),
      /**
       * True when the server takes test payments only (the sandbox provider): every checkout page says
       * so. Set by the server, not the configuration file; absent means real payments.
       */
      test_mode: z.optional(z.boolean()),
    }),
    pro_features: z.array(text()),
    investcoins: z.object({
      monthly_coins_add: z.object({
        month: countSchema,
        telegram_bot: countSchema,
        telegram_bot_year: countSchema,
      }),
    }),
    special_plans: specialPlansSchema,
    plans: z.array(planSchema),
    /** Whether the messenger-bot prize (bonus) modal is enabled. */
    bot_prize_modal_enabled: z.boolean(),
    /** The messenger bot; a user's telegram_bonus_link opens it with that user's bonus code. */
    telegram_bot_url: text(),
    /**
     * The company behind the public offer (/terms) and the date its current edition took effect (ISO);
     * not in the spec, which names the page only. Optional so an older configuration still reads.
     */
    legal: z.optional(
      z.object({
        company_name: text(),
        inn: text(),
        ogrn: text(),
        address: text(),
        email: text(),
        terms_effective_date: text(),
      }),
    ),
  }),
);
export type AppConfig = z.infer<typeof appConfigSchema>;
export type MonthlyCoinsAdd = AppConfig['investcoins']['monthly_coins_add'];
