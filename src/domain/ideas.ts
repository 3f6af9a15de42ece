import * as z from 'zod/mini';
import { can } from './account';
import { IDEAS_FILTER_DEFAULTS, type FilterState, type IdeasFilterState } from './filters';
import { SAVED_FILTER_NAME_MAX } from './constants';
import { MESSAGES } from './messages';
import { pure } from './pure';
import type { User } from './schemas/user';

/**
 * Investment ideas (issue #13): the vocabularies, the filter rules the server enforces (docs/product/permissions.md
 * `ii.filters.*`), the vote and saved-filter payloads, the forecaster score, and the shapes of the
 * ideas calls, so apps/api answers and apps/web reads one contract.
 */

// ── Vocabularies ─────────────────────────────────────────────────────────────────────────────
export const ideaAssetTypes = ['shares_ru', 'shares_us', 'bonds', 'funds'] as const;
export type IdeaAssetType = (typeof ideaAssetTypes)[number];

/** An idea is open until the target is reached, the analyst closes it, or its horizon passes. */
export const ideaStatuses = ['open', 'target_reached', 'closed_profit', 'closed_loss', 'expired'] as const;
export type IdeaStatus = (typeof ideaStatuses)[number];
export const CLOSED_IDEA_STATUSES: readonly IdeaStatus[] = [
  'target_reached',
  'closed_profit',
  'closed_loss',
  'expired',
];

export const ideaRiskLevels = ['low', 'medium', 'high'] as const;
export type IdeaRiskLevel = (typeof ideaRiskLevels)[number];

export const ideaGrowthFactors = [
  'dividends',
  'buyback',
  'earnings',
  'undervalued',
  'sector',
  'macro',
  'mergers',
  'technical',
] as const;
export type IdeaGrowthFactor = (typeof ideaGrowthFactors)[number];

export const ideaCurrencies = ['RUB', 'USD'] as const;

/** `status` of the filter: one status, or a group (`active` = open, the default; `closed`; `all`). */
export const ideaStatusFilters: readonly string[] = /* @__PURE__ */ pure(() => [
  'active',
  'closed',
  'all',
  ...ideaStatuses,
]);
/** `period` of the feed (opened within) and of the forecaster rating (closed within). */
export const ideaPeriods = ['1m', '3m', '1y', 'all'] as const;
export type IdeaPeriod = (typeof ideaPeriods)[number];
export const PERIOD_DAYS: Readonly<Record<IdeaPeriod, number | null>> = { '1m': 30, '3m': 91, '1y': 365, all: null };
export const ideaSortFields = ['date', 'potential_yield', 'horizon'] as const;
export const sortOrders = ['asc', 'desc'] as const;
/**
 * `horizon` of the filter: upper bounds in days of the buckets an idea's horizon falls in
 * (…30, 31…90, 91…180, 181…365, 366…730).
 */
export const HORIZON_BUCKETS = [30, 90, 180, 365, 730] as const;

export const IDEAS_PER_PAGE = 20;
export const IDEAS_MAX_PER_PAGE = 100;

// ── Permissions of the filters (docs/product/permissions.md) ─────────────────────────────────────────────────────
/** Filters behind a permission, `ii.filters.idea.<field>` (ideaFilterPermission); the others are open to everyone. */
export const IDEA_LOCKABLE_FILTERS = [
  'potential_yield',
  'broker_id',
  'horizon',
  'growth_factors',
  'currency',
  'asset',
  'iis',
] as const;
export const ideaFilterPermission = (field: string): string => `ii.filters.idea.${field}`;

function isDefault(value: unknown, fallback: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === fallback;
}

/**
 * Drops the filters the account may not use: each one set away from its default without its
 * permission is reset to the default and reported in `ignored` (the API's `meta.ignored_filters`).
 */
export function enforceIdeaFilterPermissions(
  user: User | null | undefined,
  state: Readonly<IdeasFilterState>,
): { filters: IdeasFilterState; ignored: string[] } {
  const filters: FilterState = { ...state };
  const ignored: string[] = [];
  for (const field of IDEA_LOCKABLE_FILTERS as readonly string[]) {
    const fallback = IDEAS_FILTER_DEFAULTS[field];
    if (isDefault(filters[field], fallback) || can(user, ideaFilterPermission(field))) continue;
    filters[field] = Array.isArray(fallback) ? [] : (fallback as string | number);
    ignored.push(field);
  }
  return { filters: filters as IdeasFilterState, ignored };
}

// ── Validation of the filter state ───────────────────────────────────────────────────────────
/** A real calendar day written YYYY-MM-DD. */
const validDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && Date.parse(value) > 0 && new Date(value).toISOString().startsWith(value);

/**
 * Checks a parsed filter state (parseIdeasFilter) against the vocabularies: field → messages, empty
 * when valid. `raw` (the query as sent) catches list items that were not numbers and got dropped.
 */
export function validateIdeasFilter(
  state: Readonly<IdeasFilterState>,
  raw: Readonly<Record<string, string | undefined>> = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const checks: Record<string, boolean> = {
    potential_yield: state.potential_yield.length <= 2 && state.potential_yield.every((n) => n >= -100 && n <= 10_000),
    broker_id:
      state.broker_id.length <= 100 && state.broker_id.every((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31),
    horizon: state.horizon.every((n) => (HORIZON_BUCKETS as readonly number[]).includes(n)),
    currency: state.currency.every((c) => (ideaCurrencies as readonly string[]).includes(c)),
    growth_factors: state.growth_factors.every((g) => (ideaGrowthFactors as readonly string[]).includes(g)),
    asset: [...ideaAssetTypes, ''].includes(state.asset),
    status: [...ideaStatusFilters, ''].includes(state.status),
    period: [...ideaPeriods, ''].includes(state.period),
    sort_by: [...ideaSortFields, ''].includes(state.sort_by),
    sort_order: [...sortOrders, ''].includes(state.sort_order),
    date_from: !state.date_from || validDate(state.date_from),
    date_to: !state.date_to || validDate(state.date_to),
    min_rating: /^(\d{1,3}(\.\d+)?)?$/.test(state.min_rating),
    iis: state.iis === 0 || state.iis === 1,
    page: Number.isInteger(state.page) && state.page > 0 && state.page <= 100_000,
    analyst_id: Number.isInteger(state.analyst_id) && state.analyst_id >= 0 && state.analyst_id < 2 ** 31,
  };
  for (const field of ['potential_yield', 'broker_id', 'horizon'] as const) {
    if ((raw[field] ?? '').split(',').filter((part) => part.trim()).length !== state[field].length)
      checks[field] = false;
  }
  for (const [field, ok] of Object.entries(checks)) if (!ok) errors[field] = [MESSAGES.ideasFilterInvalid];
  return errors;
}

// ── Votes ────────────────────────────────────────────────────────────────────────────────────
/** POST /api/ideas/{id}/vote: believe (like), notbelieve (dislike), or none to take the vote back. */
export const ideaVoteChoices = ['believe', 'notbelieve', 'none'] as const;
export type IdeaVoteChoice = (typeof ideaVoteChoices)[number];
export const ideaVotePayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({ vote: z.enum(ideaVoteChoices, { error: MESSAGES.ideaVoteInvalid }) }),
);
export type IdeaVotePayload = z.infer<typeof ideaVotePayloadSchema>;

/** A guest's sync sends at most this many ids per list. */
export const GUEST_VOTES_MAX = 500;
const voteIds = /* @__PURE__ */ pure(() =>
  z
    .array(z.int({ error: MESSAGES.invalidFieldValue }).check(z.positive({ error: MESSAGES.invalidFieldValue })), {
      error: MESSAGES.invalidFieldValue,
    })
    .check(z.maxLength(GUEST_VOTES_MAX, { error: MESSAGES.invalidFieldValue })),
);
/** POST /api/ideas/votes/sync: the guest votes as local storage keeps them (flows/deferred.ts). */
export const guestVotesSyncPayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({ likes: z._default(voteIds, []), dislikes: z._default(voteIds, []) }),
);
export type GuestVotesSyncPayload = z.infer<typeof guestVotesSyncPayloadSchema>;

// ── Saved filter sets (PRO, ii.filters.saved) ────────────────────────────────────────────────
/** POST /api/ideas/filters: a name and the filter state as the feed's query string. */
export const savedFilterPayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({
    name: z
      .string({ error: MESSAGES.savedFilterNameRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: MESSAGES.savedFilterNameRequired }),
        z.maxLength(SAVED_FILTER_NAME_MAX, { error: MESSAGES.invalidFieldValue }),
      ),
    filters: z
      .string({ error: MESSAGES.ideasFilterInvalid })
      .check(z.maxLength(2000, { error: MESSAGES.ideasFilterInvalid })),
  }),
);
export type SavedFilterPayload = z.infer<typeof savedFilterPayloadSchema>;

// ── Forecaster rating ────────────────────────────────────────────────────────────────────────
export const forecasterKinds = ['analyst', 'broker'] as const;
export type ForecasterKind = (typeof forecasterKinds)[number];
/** Weight of the prior in closed ideas: a forecaster with this many ideas sits halfway between its own rate and the mean. */
export const FORECASTER_PRIOR_WEIGHT = 20;
/** Rows a user without ii.best_forecasters sees (the limited view). */
export const FREE_FORECASTERS_LIMIT = 5;

/**
 * Luck-corrected score (0…100): the Bayesian average of the success rate, `prior` counted as `weight`
 * ideas. Three lucky ideas out of three score near the mean; three hundred out of three hundred near 100.
 */
export function forecasterScore(
  successes: number,
  closed: number,
  prior: number,
  weight: number = FORECASTER_PRIOR_WEIGHT,
): number {
  if (closed <= 0) return Math.round(prior * 10_000) / 100;
  const rate = (successes + prior * weight) / (closed + weight);
  return Math.round(rate * 10_000) / 100;
}

// ── Answer shapes (type-only) ────────────────────────────────────────────────────────────────
export interface NamedRef {
  id: number;
  name: string;
}

/** One idea of the feed, the stock page and the export. Prices in the idea's currency. */
export interface IdeaView {
  id: number;
  name: string;
  link: string;
  ticker: string;
  company_name: string;
  ticker_url: string;
  broker: NamedRef | null;
  analyst: NamedRef | null;
  asset_type: IdeaAssetType;
  direction: 'long' | 'short';
  currency: 'RUB' | 'USD';
  potential_yield: number;
  start_price: number;
  current_price: number;
  /** null on a premium idea the account has not bought (`locked`). */
  target_price: number | null;
  opened_at: string;
  horizon_at: string;
  horizon_days: number;
  closed_at: string | null;
  close_price: number | null;
  status: IdeaStatus;
  /** Result so far (open) or final (closed), percent, in the idea's direction. */
  return_pct: number;
  growth_factors: IdeaGrowthFactor[];
  iis: boolean;
  risk_level: IdeaRiskLevel;
  premium: boolean;
  premium_price: number | null;
  locked: boolean;
  likes_count: number;
  dislikes_count: number;
  /** The signed-in account's vote; null for none and for visitors (who keep theirs locally). */
  my_vote: 'believe' | 'notbelieve' | null;
}

export interface IdeaStatusChange {
  status: IdeaStatus;
  price: number | null;
  changed_at: string;
}

export interface IdeaDetails extends IdeaView {
  /** null when `locked`. */
  description: string | null;
  status_history: IdeaStatusChange[];
}

export interface IdeasResponse {
  results: { ideas: IdeaView[]; total: number };
  meta: { filters: IdeasFilterState; page: number; per_page: number; ignored_filters: string[] };
}

export interface ForecasterRow {
  kind: ForecasterKind;
  id: number;
  name: string;
  broker: NamedRef | null;
  rank: number;
  closed_ideas: number;
  successful_ideas: number;
  success_rate: number;
  score: number;
  /** Percent; null in the limited view. */
  average_return: number | null;
  annualised_return: number | null;
  vs_index: number | null;
}

export interface ForecastersResponse {
  results: { forecasters: ForecasterRow[]; total: number };
  meta: {
    period: IdeaPeriod;
    kind: ForecasterKind | 'all';
    page: number;
    per_page: number;
    limited: boolean;
    computed_at: string | null;
    prior: number;
  };
}
