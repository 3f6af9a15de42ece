import * as z from 'zod/mini';
import { pure } from '../pure';
import { countSchema, idSchema, isoDateSchema, multilineText, numericSchema, paginationSchema, text } from './common';
import { betChoiceSchema, portfolioUpdateSchema } from './user';

// ── Prizes ───────────────────────────────────────────────────────────────────────────────────
export const prizeTypes = ['merch', 'subscription'] as const;
export const prizeTypeSchema = /* @__PURE__ */ pure(() => z.enum(prizeTypes));
export type PrizeType = z.infer<typeof prizeTypeSchema>;

/** docs/product/entities.md Prize; `title` is the card heading (the spec leaves the card text open). */
export const prizeSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    type: prizeTypeSchema,
    title: text(),
    coins: countSchema,
    description: multilineText(),
    disclaimer: z.nullable(multilineText()),
    img: z.nullable(text()),
  }),
);
export type Prize = z.infer<typeof prizeSchema>;

export const faqItemSchema = /* @__PURE__ */ pure(() => z.object({ q: text(), a: multilineText() }));
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A highlighted card of the shop that is not a prize: a way to earn more coins. */
export const prizeSpecialCardSchema = /* @__PURE__ */ pure(() =>
  z.object({ id: text(), title: text(), description: multilineText(), href: text(), link_label: text() }),
);
export type PrizeSpecialCard = z.infer<typeof prizeSpecialCardSchema>;

/** GET /api/liga/prizes — prizes (map id → prize), faq, and the special cards between the sections. */
export const prizesResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    prizes: z.record(text(), prizeSchema),
    faq: z.array(faqItemSchema),
    special_cards: z.optional(z.array(prizeSpecialCardSchema)),
  }),
);
export type PrizesResponse = z.infer<typeof prizesResponseSchema>;

/** POST /api/liga/can-exchange and /api/liga/exchange-coins payload. */
export const prizeExchangePayloadSchema = /* @__PURE__ */ pure(() => z.object({ prize_id: idSchema }));
export type PrizeExchangePayload = z.infer<typeof prizeExchangePayloadSchema>;

export const PRIZE_ERROR_PRO_ONLY = 'error_pro_only';

/** POST /api/liga/can-exchange — success, error_code, error_message, error_description. */
export const canExchangeResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.boolean(),
    error_code: z.nullish(text()),
    error_message: z.nullish(multilineText()),
    error_description: z.nullish(multilineText()),
  }),
);
export type CanExchangeResponse = z.infer<typeof canExchangeResponseSchema>;

/** POST /api/liga/exchange-coins — the spec does not show the answer; success plus coins left. */
export const exchangeResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.boolean(),
    coins: z.optional(z.int()),
    message: z.optional(text()),
    /** The order made: merch waits for its delivery address (address_needed), PRO days are done. */
    order: z.optional(z.object({ id: idSchema, status: text() })),
  }),
);
export type ExchangeResponse = z.infer<typeof exchangeResponseSchema>;

/** GET /api/liga/orders — the account's exchanges, newest first. */
export const prizeOrdersResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    orders: z.array(
      z.object({
        id: idSchema,
        prize_id: idSchema,
        title: text(),
        type: text(),
        coins: countSchema,
        status: text(),
        created_at: isoDateSchema,
      }),
    ),
  }),
);
export type PrizeOrdersResponse = z.infer<typeof prizeOrdersResponseSchema>;

// ── Coin history and purchases ───────────────────────────────────────────────────────────────
export const pageQuerySchema = /* @__PURE__ */ pure(() =>
  z.object({ page: z._default(z.pipe(numericSchema, z.int().check(z.minimum(1))), 1) }),
);
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** docs/product/entities.md coin history item. */
export const coinHistoryItemSchema = /* @__PURE__ */ pure(() =>
  z.object({
    created_at: isoDateSchema,
    comment: text(),
    coins: z.int(),
  }),
);
export type CoinHistoryItem = z.infer<typeof coinHistoryItemSchema>;

/** GET /api/coining?page={n} → items (15 per page). */
export const coinHistoryResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    items: z.array(coinHistoryItemSchema),
    pagination: paginationSchema,
  }),
);
export type CoinHistoryResponse = z.infer<typeof coinHistoryResponseSchema>;

export const PAYMENT_TYPE_IDEA = 'PAYMENT_TYPE_IDEA';

/** docs/product/entities.md Purchase. */
export const purchaseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    type: text(),
    content: z.object({
      title: z.nullable(text()),
      idea_link: z.nullable(text()),
      idea_name: z.nullable(text()),
    }),
    amount: z.number(),
    date: isoDateSchema,
  }),
);
export type Purchase = z.infer<typeof purchaseSchema>;

/** GET /api/account/purchases?page={n} → data list. */
export const purchasesResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    data: z.array(purchaseSchema),
    pagination: paginationSchema,
  }),
);
export type PurchasesResponse = z.infer<typeof purchasesResponseSchema>;

// ── Partner statistics ───────────────────────────────────────────────────────────────────────
const partnerFigures = /* @__PURE__ */ pure(() => ({
  conversion: z.number(),
  visitors: countSchema,
  registration: countSchema,
  deals: countSchema,
  amount: z.number(),
  reward: z.number(),
}));
export const partnerDayStatSchema = /* @__PURE__ */ pure(() => z.object({ date: isoDateSchema, ...partnerFigures }));
export type PartnerDayStat = z.infer<typeof partnerDayStatSchema>;
export const partnerTotalSchema = /* @__PURE__ */ pure(() => z.object(partnerFigures));
export type PartnerTotal = z.infer<typeof partnerTotalSchema>;

/** Month key, e.g. 2026-11. */
export const partnerMonthKeySchema = /* @__PURE__ */ pure(() => text().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)));

/** Why a registration with the partner's cookie was not credited (docs/security.md, Partner crediting). */
export const partnerExclusionReasons = [
  /** A partner cookie the server did not issue (hand-made or altered). */
  'unsigned_cookie',
  /** The partner's own account, or a browser signed in as the partner. */
  'own_account',
  /** A browser that has signed in to the partner's account before. */
  'own_device',
  /** The partner's own mailbox under another alias (name+tag@…, dots in Gmail). */
  'own_mailbox',
  /** The partner's e-mail domain, from an address the partner signs in from. */
  'own_address',
] as const;
export type PartnerExclusionReason = (typeof partnerExclusionReasons)[number];

/**
 * Not credited this month (not in the spec, which gives the fields above): registrations that came
 * with the partner's cookie but were self-referral or carried a cookie the server did not issue, in
 * all and by reason.
 */
export const partnerExclusionsSchema = /* @__PURE__ */ pure(() =>
  z.object({
    registrations: countSchema,
    by_reason: z.record(z.enum(partnerExclusionReasons), countSchema),
  }),
);
export type PartnerExclusions = z.infer<typeof partnerExclusionsSchema>;

/** GET /api/account/partner/stat/month/{key} */
export const partnerStatsSchema = /* @__PURE__ */ pure(() =>
  z.object({
    days_stat: z.array(partnerDayStatSchema),
    total: partnerTotalSchema,
    prev: z.nullable(z.object({ key: partnerMonthKeySchema })),
    next: z.nullable(z.object({ key: partnerMonthKeySchema })),
    title: text(),
    excluded: z.optional(partnerExclusionsSchema),
  }),
);
export type PartnerStats = z.infer<typeof partnerStatsSchema>;

// ── Portfolio ────────────────────────────────────────────────────────────────────────────────
export const portfolioIdeaParamsSchema = /* @__PURE__ */ pure(() =>
  z.object({ portfolioId: idSchema, ideaId: idSchema }),
);
export type PortfolioIdeaParams = z.infer<typeof portfolioIdeaParamsSchema>;

/** GET /api/portfolios/{id}/updates → count, updates. */
export const portfolioUpdatesResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    count: countSchema,
    updates: z.array(portfolioUpdateSchema),
  }),
);
export type PortfolioUpdatesResponse = z.infer<typeof portfolioUpdatesResponseSchema>;

/** POST /api/portfolios/{id}/mark-as-viewed */
export const markAsViewedPayloadSchema = /* @__PURE__ */ pure(() => z.object({ idea_id: idSchema }));
export type MarkAsViewedPayload = z.infer<typeof markAsViewedPayloadSchema>;

// ── Bets ─────────────────────────────────────────────────────────────────────────────────────
export const betResults = ['win', 'loss'] as const;
export const betResultSchema = /* @__PURE__ */ pure(() => z.enum(betResults));
export type BetResult = z.infer<typeof betResultSchema>;

/** docs/product/entities.md Bet; result is empty while the idea is open. */
export const betSchema = /* @__PURE__ */ pure(() =>
  z.object({
    idea_id: idSchema,
    idea: z.object({ name: text(), link: text() }),
    bet: betChoiceSchema,
    coins: z.int().check(z.positive()),
    result: z.nullable(z.union([betResultSchema, z.literal('')])),
    result_coins: z.nullable(z.int()),
  }),
);
export type Bet = z.infer<typeof betSchema>;

/** GET /api/bets → rating, profit, total, bets, pagination. */
export const betsResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    rating: z.nullable(z.int()),
    profit: z.int(),
    total: countSchema,
    bets: z.array(betSchema),
    pagination: paginationSchema,
  }),
);
export type BetsResponse = z.infer<typeof betsResponseSchema>;

/** POST /api/bets/store — the spec does not show the shape; idea, choice and stake. */
export const betStorePayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({
    idea_id: idSchema,
    bet: betChoiceSchema,
    coins: z.pipe(numericSchema, z.int().check(z.positive())),
  }),
);
export type BetStorePayload = z.infer<typeof betStorePayloadSchema>;

// ── Portfolio page (GET /api/portfolios/{id}) ────────────────────────────────────────────────
export const portfolioIdeaStatuses = ['open', 'closed_profit', 'closed_loss'] as const;
export const portfolioIdeaDirections = ['long', 'short'] as const;
/** Currencies ideas are quoted in (Moscow Exchange shares: roubles). */
export const portfolioIdeaCurrencies = ['RUB', 'USD'] as const;

const namedRef = /* @__PURE__ */ pure(() => z.nullable(z.object({ id: idSchema, name: text() })));

/** An idea of the portfolio page as the API sends it (apps/api README, GET /api/portfolios/{id}). */
export const portfolioIdeaSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    name: text(),
    link: text(),
    ticker: text(),
    company_name: text(),
    ticker_url: text(),
    broker: namedRef,
    analyst: namedRef,
    direction: z.enum(portfolioIdeaDirections),
    potential_yield: z.number(),
    currency: z.enum(portfolioIdeaCurrencies),
    /** Price when the idea was published, the share's last price and the price the idea aims at. */
    start_price: z.number(),
    current_price: z.number(),
    target_price: z.number(),
    horizon_days: countSchema,
    published_at: isoDateSchema,
    closed_at: z.nullable(isoDateSchema),
    status: z.enum(portfolioIdeaStatuses),
    likes_count: countSchema,
    dislikes_count: countSchema,
    added_at: isoDateSchema,
  }),
);
export type PortfolioIdea = z.infer<typeof portfolioIdeaSchema>;

/** A portfolio event with the idea it concerns (the id mark-as-viewed takes) and whether it was seen. */
export const portfolioEventSchema = /* @__PURE__ */ pure(() =>
  z.extend(portfolioUpdateSchema, { idea_id: idSchema, viewed: z.boolean() }),
);
export type PortfolioEvent = z.infer<typeof portfolioEventSchema>;

/** GET /api/portfolios/{id} → results.portfolio; `limit` null means unlimited. */
export const portfolioResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({
      portfolio: z.object({
        id: idSchema,
        ideas: z.array(portfolioIdeaSchema),
        updates: z.array(portfolioEventSchema),
        updates_count: countSchema,
        limit: z.nullable(countSchema),
      }),
    }),
  }),
);
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;

/** POST /api/portfolios/{id}/add/{ideaId} and …/remove/{ideaId} → success and the idea ids held now. */
export const portfolioIdeasResultSchema = /* @__PURE__ */ pure(() =>
  z.object({ success: z.boolean(), ideas: z.array(idSchema) }),
);
export type PortfolioIdeasResult = z.infer<typeof portfolioIdeasResultSchema>;

/** POST /api/portfolios/{id}/mark-as-viewed → success and the unviewed updates left. */
export const markAsViewedResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({ success: z.boolean(), count: countSchema }),
);
export type MarkAsViewedResponse = z.infer<typeof markAsViewedResponseSchema>;

/** GET /api/liga/rating — the league's top ten (names shortened) and how many take part. */
export const leagueRatingSchema = /* @__PURE__ */ pure(() =>
  z.object({
    leaders: z.array(
      z.object({
        place: z.int().check(z.positive()),
        name: text(),
        profit: z.number(),
        bets: countSchema,
        win_rate: z.number(),
      }),
    ),
    participants: countSchema,
  }),
);

/** POST /api/bets/store: the bet taken and the coins left. */
export const betStoredAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.literal(true),
    coins: z.int(),
    bet: z.object({ idea_id: idSchema, bet: betChoiceSchema, coins: countSchema }),
  }),
);
