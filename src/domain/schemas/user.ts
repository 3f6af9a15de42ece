import * as z from 'zod/mini';
import { pure } from '../pure';
import { countSchema, flag01Schema, idSchema, isoDateSchema, multilineText, text } from './common';
import { subscriptionSchema } from './subscription';

export const accountTypes = ['mbr_guest', 'mbr_free', 'mbr_premium', 'mbr_premium_bot'] as const;
export const accountTypeSchema = /* @__PURE__ */ pure(() => z.enum(accountTypes));
export type AccountType = z.infer<typeof accountTypeSchema>;

export const roles = ['partner', 'editor'] as const;

/** docs/product/entities.md Notifications: four flags, each 0 or 1. */
export const notificationKeys = ['weekly_newsletter', 'portfolio_events', 'news', 'bets'] as const;
export type NotificationKey = (typeof notificationKeys)[number];
export const notificationsSchema = /* @__PURE__ */ pure(() =>
  z.object({
    weekly_newsletter: flag01Schema,
    portfolio_events: flag01Schema,
    news: flag01Schema,
    bets: flag01Schema,
  }),
);
export type Notifications = z.infer<typeof notificationsSchema>;

/** all_permissions: a nested tree of booleans addressed by dotted paths (ii.filters.idea.asset). */
export interface PermissionTree {
  [key: string]: boolean | PermissionTree;
}
export const permissionTreeSchema: z.ZodMiniType<PermissionTree> = /* @__PURE__ */ pure(() =>
  z.lazy(() => z.record(text(), z.union([z.boolean(), permissionTreeSchema]))),
);

export const betChoices = ['believe', 'notbelieve'] as const;
export const betChoiceSchema = /* @__PURE__ */ pure(() => z.enum(betChoices));
export type BetChoice = z.infer<typeof betChoiceSchema>;

/** docs/product/entities.md Portfolio update item. */
export const portfolioUpdateSchema = /* @__PURE__ */ pure(() =>
  z.object({
    event: text(),
    event_txt: multilineText(),
    idea_name: text(),
    dt: isoDateSchema,
    closed_with_profit: z.nullable(z.boolean()),
  }),
);
export type PortfolioUpdate = z.infer<typeof portfolioUpdateSchema>;

/** docs/product/entities.md Portfolio as carried by the account: ideas are idea ids. */
export const userPortfolioSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    ideas: z.array(idSchema),
    updates: z.array(portfolioUpdateSchema),
    updates_count: countSchema,
  }),
);
export type UserPortfolio = z.infer<typeof userPortfolioSchema>;

/** A bet the user has placed, as carried by the account (idea id → choice). */
export const userBetSchema = /* @__PURE__ */ pure(() => z.object({ idea_id: idSchema, bet: betChoiceSchema }));
export type UserBet = z.infer<typeof userBetSchema>;

export const premiumAccessSchema = /* @__PURE__ */ pure(() =>
  z.object({
    expires_at: z.nullable(isoDateSchema),
    lifetime: z.boolean(),
    promocode: z.boolean(),
  }),
);
export type PremiumAccess = z.infer<typeof premiumAccessSchema>;

/** docs/product/entities.md User (account) with every listed field, snake_case as the API sends it. */
export const userSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    name: text(),
    email: z.nullable(text()),
    avatar: z.nullable(text()),
    type: accountTypeSchema,
    role: z.nullable(text()),
    country: z.nullable(text()),
    social_login: z.boolean(),
    social: z.nullable(z.object({ photo: z.nullable(text()), provider: z.nullable(text()) })),
    coins: z.int(),
    rating: z.nullable(z.number()),
    notifications: notificationsSchema,
    subscription: z.nullable(subscriptionSchema),
    subscriptions: z.array(subscriptionSchema),
    meta: z.object({ premium_access: z.nullable(premiumAccessSchema) }),
    has_active_promocode: z.boolean(),
    can_upgrade_tariff_via_promocode: z.boolean(),
    all_permissions: permissionTreeSchema,
    portfolio: z.nullable(userPortfolioSchema),
    bets: z.array(userBetSchema),
    likes: z.array(idSchema),
    dislikes: z.array(idSchema),
    telegram_bot_user: z.boolean(),
    is_need_show_bonus_modal: z.boolean(),
    telegram_bonus_link: z.nullable(text()),
    onboarding: z.boolean(),
    do_show_survey: z.boolean(),
    partner: z.nullable(z.object({ campaign_id: text() })),
    liga_rating: z.nullable(z.object({ rating: z.number() })),
    data: z.object({ is_admin_for_some_broker: z.boolean() }),
  }),
);
export type User = z.infer<typeof userSchema>;
/** What the API may send before conversion (ids may be numeric strings). */
export type UserInput = z.input<typeof userSchema>;

/** GET /api/account → results.user */
export const accountResponseSchema = /* @__PURE__ */ pure(() => z.object({ results: z.object({ user: userSchema }) }));
export type AccountResponse = z.infer<typeof accountResponseSchema>;
