import * as z from 'zod/mini';
import { pure } from '../pure';
import { countSchema, idSchema, isoDateSchema, multilineText, numericSchema, text } from './common';

/**
 * Answers of the ideas calls (issue #13, apps/api README «Ideas, stocks and votes», «Forecaster
 * rating») as the web app reads them. The types the API writes are in ../ideas.ts; these check them.
 */
const ideaStatusValues = ['open', 'target_reached', 'closed_profit', 'closed_loss', 'expired'] as const;
const namedRef = /* @__PURE__ */ pure(() => z.nullable(z.object({ id: idSchema, name: text() })));
const voteValue = /* @__PURE__ */ pure(() => z.nullable(z.enum(['believe', 'notbelieve'])));

/** One idea (`IdeaView`). */
export const ideaViewSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    name: text(),
    link: text(),
    ticker: text(),
    company_name: text(),
    ticker_url: text(),
    broker: namedRef,
    analyst: namedRef,
    asset_type: z.enum(['shares_ru', 'shares_us', 'bonds', 'funds']),
    direction: z.enum(['long', 'short']),
    currency: z.enum(['RUB', 'USD']),
    potential_yield: z.number(),
    start_price: z.number(),
    current_price: z.number(),
    target_price: z.nullable(z.number()),
    opened_at: isoDateSchema,
    horizon_at: isoDateSchema,
    horizon_days: countSchema,
    closed_at: z.nullable(isoDateSchema),
    close_price: z.nullable(z.number()),
    status: z.enum(ideaStatusValues),
    return_pct: z.number(),
    growth_factors: z.array(text()),
    iis: z.boolean(),
    risk_level: z.enum(['low', 'medium', 'high']),
    premium: z.boolean(),
    premium_price: z.nullable(z.number()),
    locked: z.boolean(),
    likes_count: countSchema,
    dislikes_count: countSchema,
    my_vote: voteValue,
  }),
);
export type IdeaViewAnswer = z.infer<typeof ideaViewSchema>;

/** GET /api/ideas */
export const ideasResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({ ideas: z.array(ideaViewSchema), total: countSchema }),
    meta: z.object({
      filters: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])),
      page: z.int(),
      per_page: z.int(),
      ignored_filters: z.array(z.string()),
    }),
  }),
);

/** GET /api/ideas/{id} */
export const ideaDetailsResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({
      idea: z.extend(ideaViewSchema, {
        description: z.nullable(multilineText()),
        status_history: z.array(
          z.object({ status: z.enum(ideaStatusValues), price: z.nullable(z.number()), changed_at: isoDateSchema }),
        ),
      }),
    }),
  }),
);
export type IdeaDetailsAnswer = z.infer<typeof ideaDetailsResponseSchema>['results']['idea'];

/** GET /api/stocks/{ticker} */
export const stockResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({
      stock: z.object({
        id: idSchema,
        ticker: text(),
        name: text(),
        ticker_url: text(),
        last_price: z.nullable(z.number()),
        last_price_date: z.nullable(isoDateSchema),
        ideas_count: countSchema,
        deals_count: countSchema,
      }),
      consensus: z.nullable(
        z.object({ target_price: z.number(), ideas: countSchema, upside_pct: z.nullable(z.number()) }),
      ),
      ideas: z.object({ open: z.array(ideaViewSchema), closed: z.array(ideaViewSchema), closed_total: countSchema }),
      insider_deals: z.array(
        z.object({
          id: idSchema,
          insider: z.object({ id: idSchema, name: text(), position: z.nullable(text()) }),
          kind: text(),
          /** A numeric column: the API sends it as a decimal string ('826626.000000'). */
          shares: numericSchema,
          /** null: the filing gives no price (grants, gifts, footnote-only prices). */
          price: z.nullable(z.number()),
          date: isoDateSchema,
        }),
      ),
    }),
  }),
);
export type StockAnswer = z.infer<typeof stockResponseSchema>['results'];

/** GET /api/stocks/{ticker}/prices?from=&to=: daily closes, oldest first. */
export const stockPricesResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({
      stock: z.object({ ticker: text(), name: text(), currency: z.enum(['RUB', 'USD']) }),
      prices: z.array(z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), close: z.number() })),
    }),
    meta: z.object({ from: text(), to: text() }),
  }),
);
export type StockPricesAnswer = z.infer<typeof stockPricesResponseSchema>;

/** The longest range GET /api/stocks/{ticker}/prices answers, in days (five years of daily closes). */
export const STOCK_PRICES_MAX_DAYS = 1_830;

/** GET /api/forecasters */
export const forecastersResponseSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({
      forecasters: z.array(
        z.object({
          kind: z.enum(['analyst', 'broker']),
          id: idSchema,
          name: text(),
          broker: namedRef,
          rank: countSchema,
          closed_ideas: countSchema,
          successful_ideas: countSchema,
          success_rate: z.number(),
          score: z.number(),
          average_return: z.nullable(z.number()),
          annualised_return: z.nullable(z.number()),
          vs_index: z.nullable(z.number()),
        }),
      ),
      total: countSchema,
    }),
    meta: z.object({
      period: z.enum(['1m', '3m', '1y', 'all']),
      kind: z.enum(['analyst', 'broker', 'all']),
      page: z.int(),
      per_page: z.int(),
      limited: z.boolean(),
      computed_at: z.nullable(isoDateSchema),
      prior: z.number(),
    }),
  }),
);
export type ForecastersAnswer = z.infer<typeof forecastersResponseSchema>;

/** POST /api/ideas/{id}/vote */
export const ideaVoteResultSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.boolean(),
    vote: voteValue,
    likes_count: countSchema,
    dislikes_count: countSchema,
  }),
);
export type IdeaVoteResult = z.infer<typeof ideaVoteResultSchema>;

/** POST /api/ideas/votes/sync */
export const guestVotesSyncResultSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.boolean(),
    applied: z.array(idSchema),
    skipped: z.optional(z.unknown()),
  }),
);
export type GuestVotesSyncResult = z.infer<typeof guestVotesSyncResultSchema>;

/** A saved filter set of the feed (PRO): its name, the normalised query and the filters it stands for. */
export const savedFilterSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    name: text(),
    query: text(),
    filters: z.record(z.string(), z.unknown()),
    created_at: isoDateSchema,
  }),
);

export type SavedFilter = z.infer<typeof savedFilterSchema>;

/** GET /api/ideas/filters */
export const savedFiltersAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({ filters: z.array(savedFilterSchema) }),
    meta: z.object({ limit: countSchema }),
  }),
);

/** POST /api/ideas/filters (201) */
export const savedFilterAddedSchema = /* @__PURE__ */ pure(() =>
  z.object({ success: z.literal(true), filter: savedFilterSchema }),
);
