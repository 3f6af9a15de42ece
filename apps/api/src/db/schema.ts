// The database schema: one source for drizzle-kit migrations and for the typed queries.
// Kept free of imports other than drizzle so drizzle-kit can load it on its own.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A required reference that goes away with what it points to (the common case of this schema). */
const cascadeRef = (column: string, target: () => PgColumn) =>
  integer(column).notNull().references(target, { onDelete: 'cascade' });
const userRef = () => cascadeRef('user_id', () => users.id);
const ideaRef = () => cascadeRef('idea_id', () => ideas.id);
const portfolioRef = () => cascadeRef('portfolio_id', () => portfolios.id);
const stockRef = () => cascadeRef('stock_id', () => stocks.id);
const brokerRef = () => cascadeRef('broker_id', () => brokers.id);
const insiderRef = () => cascadeRef('insider_id', () => insiders.id);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased; nullable because a social login may come without an address.
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    avatar: text('avatar'),
    type: text('type').notNull().default('mbr_free'),
    role: text('role'),
    partnerCampaignId: text('partner_campaign_id'),
    country: text('country').notNull().default('RU'),
    socialProvider: text('social_provider'),
    socialPhoto: text('social_photo'),
    coins: integer('coins').notNull().default(0),
    rating: integer('rating'),
    ligaRating: integer('liga_rating'),
    notifyWeeklyNewsletter: smallint('notify_weekly_newsletter').notNull().default(1),
    notifyPortfolioEvents: smallint('notify_portfolio_events').notNull().default(1),
    notifyNews: smallint('notify_news').notNull().default(1),
    notifyBets: smallint('notify_bets').notNull().default(1),
    onboarding: boolean('onboarding').notNull().default(true),
    needShowBonusModal: boolean('need_show_bonus_modal').notNull().default(true),
    doShowSurvey: boolean('do_show_survey').notNull().default(true),
    premiumExpiresAt: timestamp('premium_expires_at', { withTimezone: true }),
    premiumLifetime: boolean('premium_lifetime').notNull().default(false),
    premiumPromocode: boolean('premium_promocode').notNull().default(false),
    hasActivePromocode: boolean('has_active_promocode').notNull().default(false),
    canUpgradeTariffViaPromocode: boolean('can_upgrade_tariff_via_promocode').notNull().default(false),
    telegramBotUser: boolean('telegram_bot_user').notNull().default(false),
    telegramBonusLink: text('telegram_bonus_link'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Permissions of each account type as data: one row per dotted path of the all_permissions tree. */
export const accountTypePermissions = pgTable(
  'account_type_permissions',
  {
    accountType: text('account_type').notNull(),
    permission: text('permission').notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountType, t.permission] })],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the random id in the cookie: a leaked table does not give working cookies.
    idHash: text('id_hash').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Addresses changed but not yet confirmed; the mailer port sends the link. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verifications_user_id_idx').on(t.userId)],
);

export const brokers = pgTable('brokers', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

export const brokerAdmins = pgTable(
  'broker_admins',
  {
    userId: userRef(),
    brokerId: brokerRef(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brokerId] })],
);

export const analysts = pgTable(
  'analysts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brokerId: brokerRef(),
  },
  (t) => [index('analysts_broker_id_idx').on(t.brokerId)],
);

export const stocks = pgTable(
  'stocks',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker').notNull().unique(),
    name: text('name').notNull(),
    tickerUrl: text('ticker_url').notNull(),
    /** Kept by triggers on ideas / insider_deals (migration 0001): search shows them without counting. */
    ideasCount: integer('ideas_count').notNull().default(0),
    dealsCount: integer('deals_count').notNull().default(0),
    /** Last known price in roubles (null: never quoted); what an idea's current price shows. */
    lastPrice: numeric('last_price', { precision: 14, scale: 4 }),
    /** Trading day of last_price (the price job moves it; null: not from the price history). */
    lastPriceDate: date('last_price_date'),
    /** Currency of the share's deals: RUB for the Moscow Exchange, USD for issuers imported from SEC filings. */
    currency: text('currency').notNull().default('RUB'),
  },
  (t) => [
    index('stocks_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('stocks_ticker_trgm_idx').using('gin', sql`lower(${t.ticker}) gin_trgm_ops`),
  ],
);

export const insiders = pgTable(
  'insiders',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: text('position').notNull(),
    stockId: integer('stock_id').references(() => stocks.id, { onDelete: 'set null' }),
    /** Kept by a trigger on insider_deals (migration 0001). */
    dealsCount: integer('deals_count').notNull().default(0),
    /** SEC reporting owner's CIK (imported from Form 4); null for the seeded Russian insiders. */
    cik: text('cik'),
    /** Relationship to the issuer (latest filing): the radar's role filter. */
    isDirector: boolean('is_director').notNull().default(false),
    isOfficer: boolean('is_officer').notNull().default(false),
    isTenPercentOwner: boolean('is_ten_percent_owner').notNull().default(false),
    isOther: boolean('is_other').notNull().default(false),
  },
  (t) => [
    index('insiders_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    uniqueIndex('insiders_cik_unique').on(t.cik),
    // INCLUDE (the four role flags) in migration 0090: the radar's role filter probes it index-only.
    index('insiders_roles_idx').on(t.id),
  ],
);

/** One ownership document (Form 3/4/5 or an amendment) as imported: what makes re-imports idempotent. */
export const insiderFilings = pgTable(
  'insider_filings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Accession number, or a digest of the XML when the file has none (import/form4-parse.ts). */
    key: text('key').notNull(),
    accession: text('accession'),
    documentType: text('document_type').notNull(),
    stockId: stockRef(),
    issuerCik: text('issuer_cik').notNull(),
    periodOfReport: date('period_of_report'),
    filedAt: date('filed_at').notNull(),
    /** Of an amendment: the filing date of the one it amends. */
    originalFiledAt: date('original_filed_at'),
    /** Set on a filing an amendment replaced: its deals were removed. */
    amendedById: bigint('amended_by_id', { mode: 'number' }),
    /** Owners' CIKs, sorted and joined: how an amendment finds the filing it amends. */
    ownerCiks: text('owner_ciks').notNull(),
    sourceName: text('source_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('insider_filings_key_unique').on(t.key),
    index('insider_filings_issuer_idx').on(t.issuerCik, t.filedAt),
  ],
);

/** Every reporting owner of a filing (a filing may have several) with the relationship it states. */
export const insiderFilingOwners = pgTable(
  'insider_filing_owners',
  {
    filingId: bigint('filing_id', { mode: 'number' })
      .notNull()
      .references(() => insiderFilings.id, { onDelete: 'cascade' }),
    insiderId: insiderRef(),
    position: integer('position').notNull(),
    isDirector: boolean('is_director').notNull(),
    isOfficer: boolean('is_officer').notNull(),
    officerTitle: text('officer_title'),
    isTenPercentOwner: boolean('is_ten_percent_owner').notNull(),
    isOther: boolean('is_other').notNull(),
    otherText: text('other_text'),
  },
  (t) => [
    primaryKey({ columns: [t.filingId, t.insiderId] }),
    index('insider_filing_owners_insider_idx').on(t.insiderId),
  ],
);

/** The bit of each insider role in `insider_deals.roles` (the domain's insiderRoles; checked in repositories/insider-radar.ts). */
export const INSIDER_ROLE_BITS = { director: 1, officer: 2, ten_percent_owner: 4, other: 8 } as const;

export const insiderDeals = pgTable(
  'insider_deals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a buyback: the issuer buys, not an insider. */
    insiderId: integer('insider_id').references(() => insiders.id, { onDelete: 'cascade' }),
    stockId: stockRef(),
    /** The radar's type: buy (code P), sell (S) or other (every other code); see the domain's radar.ts. */
    kind: text('kind').notNull(),
    /** SEC transaction code (P, S, A, M, F, G, C, X, D, J…); the seeded Russian deals are P and S. */
    code: text('code').notNull(),
    /** A: acquired, D: disposed. */
    acquiredDisposed: text('acquired_disposed').notNull(),
    /** Fractions of shares are kept. */
    shares: numeric('shares', { precision: 24, scale: 6 }).notNull(),
    /** Null when the filing gives no price (missing or a footnote only): unknown, never 0. */
    price: numeric('price', { precision: 18, scale: 6 }),
    /** shares × price; null with an unknown price. */
    value: numeric('value', { precision: 24, scale: 4 }),
    currency: text('currency').notNull().default('RUB'),
    /** Trade date. */
    dealDate: date('deal_date').notNull(),
    filedAt: date('filed_at').notNull(),
    holdingsAfter: numeric('holdings_after', { precision: 24, scale: 6 }),
    /** D: direct, I: indirect. */
    ownership: text('ownership').notNull().default('D'),
    plan10b51: boolean('plan_10b5_1').notNull().default(false),
    derivative: boolean('derivative').notNull().default(false),
    securityTitle: text('security_title'),
    /** The issuer buying back its own shares (insider_id null). */
    buyback: boolean('buyback').notNull().default(false),
    /** Open-market buy of a cluster: enough distinct insiders of the issuer buying within the window (services/insider-clusters.ts). */
    cluster: boolean('cluster').notNull().default(false),
    /**
     * The insider's roles as bits (1 director, 2 officer, 4 ten-percent owner, 8 other; 0 for a buyback),
     * copied from `insiders` by triggers (migration 0091) so a role filter needs no join and each role
     * has an index of its own (repositories/insider-radar.ts).
     */
    roles: smallint('roles').notNull().default(0),
    /** The filing it came from and its place there; null for the seeded deals. */
    filingId: bigint('filing_id', { mode: 'number' }).references(() => insiderFilings.id, { onDelete: 'cascade' }),
    seq: integer('seq'),
  },
  (t) => [
    index('insider_deals_insider_date_idx').on(t.insiderId, t.dealDate.desc(), t.id.desc()),
    index('insider_deals_stock_date_idx').on(t.stockId, t.dealDate.desc(), t.id.desc()),
    index('insider_deals_date_idx').on(t.buyback, t.dealDate.desc(), t.id.desc()),
    index('insider_deals_kind_date_idx').on(t.buyback, t.kind, t.dealDate.desc(), t.id.desc()),
    index('insider_deals_value_idx').on(t.buyback, t.value.desc().nullsLast(), t.id.desc()),
    index('insider_deals_value_asc_idx').on(t.buyback, t.value.asc().nullsLast(), t.id.asc()),
    index('insider_deals_shares_idx').on(t.buyback, t.shares.desc(), t.id.desc()),
    index('insider_deals_cluster_idx')
      .on(t.buyback, t.dealDate.desc(), t.id.desc())
      .where(sql`${t.cluster}`),
    // The highest price bounds the shares of a deal worth at least some value (repositories/insider-radar.ts).
    index('insider_deals_price_idx').on(t.buyback, t.price),
    // One share's deals by value (both orders: unknown values last) and by shares (read backwards for
    // ascending): a big issuer's page sorted so is read in order instead of sorting its thousands of deals.
    index('insider_deals_stock_value_idx').on(t.stockId, t.buyback, t.value.desc().nullsLast(), t.id.desc()),
    index('insider_deals_stock_value_asc_idx').on(t.stockId, t.buyback, t.value.asc().nullsLast(), t.id.asc()),
    index('insider_deals_stock_shares_idx').on(t.stockId, t.buyback, t.shares.desc(), t.id.desc()),
    // One per role, in date order: a role's page and capped total read only that role's deals.
    ...Object.entries(INSIDER_ROLE_BITS).map(([role, bit]) =>
      index(`insider_deals_role_${role}_idx`)
        .on(t.buyback, t.dealDate.desc(), t.id.desc())
        .where(sql`(${t.roles} & ${sql.raw(String(bit))}) <> 0`),
    ),
    uniqueIndex('insider_deals_filing_seq_unique').on(t.filingId, t.seq),
  ],
);

export const ideas = pgTable(
  'ideas',
  {
    id: serial('id').primaryKey(),
    stockId: stockRef(),
    analystId: integer('analyst_id').references(() => analysts.id, { onDelete: 'set null' }),
    brokerId: integer('broker_id').references(() => brokers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    direction: text('direction').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    potentialYield: numeric('potential_yield', { precision: 8, scale: 2 }).notNull(),
    /** Price when the idea was published, and the price it aims at (potential_yield away, by direction). */
    startPrice: numeric('start_price', { precision: 14, scale: 4 }).notNull(),
    targetPrice: numeric('target_price', { precision: 14, scale: 4 }).notNull(),
    currency: text('currency').notNull().default('RUB'),
    /** open, target_reached, closed_profit, closed_loss, expired (the domain's ideaStatuses). */
    status: text('status').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** opened_at + horizon_days: past it, an open idea expires. */
    horizonAt: timestamp('horizon_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedWithProfit: boolean('closed_with_profit'),
    /** Price the idea closed at; its result and the IMOEX index's over the same days, percent. */
    closePrice: numeric('close_price', { precision: 14, scale: 4 }),
    returnPct: numeric('return_pct', { precision: 10, scale: 4 }),
    indexReturnPct: numeric('index_return_pct', { precision: 10, scale: 4 }),
    assetType: text('asset_type').notNull().default('shares_ru'),
    growthFactors: text('growth_factors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    iis: boolean('iis').notNull().default(false),
    riskLevel: text('risk_level').notNull().default('medium'),
    premium: boolean('premium').notNull().default(false),
    /** Roubles; PRO pays 20 % less (docs/product/overview.md). */
    premiumPrice: integer('premium_price'),
    description: text('description').notNull().default(''),
    /** Withdrawn by moderation: answered as missing everywhere. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('ideas_stock_id_idx').on(t.stockId),
    // The feed (repositories/ideas.ts) picks a page of ids from these alone (index-only scans: the filter
    // and sort columns are carried), then reads the 20 rows: newest first within a status, and across
    // statuses. Hidden ideas are never shown, so they are not in them.
    index('ideas_feed_idx')
      .on(t.status, t.openedAt.desc(), t.id.desc())
      .with({ fillfactor: 90 })
      .where(sql`NOT hidden`),
    index('ideas_feed_all_idx')
      .on(t.openedAt.desc(), t.id.desc())
      .with({ fillfactor: 90 })
      .where(sql`NOT hidden`),
    index('ideas_analyst_id_idx').on(t.analystId),
    index('ideas_broker_id_idx').on(t.brokerId, t.openedAt.desc()),
    index('ideas_open_horizon_idx')
      .on(t.horizonAt)
      .where(sql`status = 'open'`),
  ],
);

/** Every status an idea has had, oldest first: opened, then closed (target, analyst, horizon). */
export const ideaStatusHistory = pgTable(
  'idea_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ideaId: ideaRef(),
    status: text('status').notNull(),
    price: numeric('price', { precision: 14, scale: 4 }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idea_status_history_idea_id_idx').on(t.ideaId, t.changedAt)],
);

/** Daily closes of each share (the offline price source and the price job's store). */
export const stockPrices = pgTable(
  'stock_prices',
  {
    stockId: stockRef(),
    date: date('date').notNull(),
    close: numeric('close', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.date] })],
);

/** Daily closes of market indices (IMOEX: the benchmark of the forecaster rating). */
export const indexPrices = pgTable(
  'index_prices',
  {
    code: text('code').notNull(),
    date: date('date').notNull(),
    close: numeric('close', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.date] })],
);

/**
 * Outbox of idea events for other parts of the product (the contest league settles bets from
 * `idea_closed`): one row per idea and kind, so a job run twice cannot announce a close twice.
 */
export const ideaEvents = pgTable(
  'idea_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ideaId: ideaRef(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('idea_events_idea_kind_unique').on(t.ideaId, t.kind)],
);

/** Premium ideas an account has bought (their target and description are shown). */
export const ideaPurchases = pgTable(
  'idea_purchases',
  {
    userId: userRef(),
    ideaId: ideaRef(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ideaId] })],
);

/**
 * The forecaster rating, recomputed from the closed ideas by the seed and the price job (a few hundred
 * rows: brokers and analysts × periods), so the rating call reads it instead of aggregating ideas.
 */
export const forecasterStats = pgTable(
  'forecaster_stats',
  {
    kind: text('kind').notNull(),
    forecasterId: integer('forecaster_id').notNull(),
    period: text('period').notNull(),
    closedIdeas: integer('closed_ideas').notNull(),
    successfulIdeas: integer('successful_ideas').notNull(),
    averageReturn: numeric('average_return', { precision: 10, scale: 4 }).notNull(),
    annualisedReturn: numeric('annualised_return', { precision: 10, scale: 4 }).notNull(),
    vsIndex: numeric('vs_index', { precision: 10, scale: 4 }).notNull(),
    score: numeric('score', { precision: 6, scale: 2 }).notNull(),
    /** Mean success rate of the period (the score's prior), 0…1. */
    prior: numeric('prior', { precision: 6, scale: 4 }).notNull(),
    rank: integer('rank').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.kind, t.forecasterId] }),
    index('forecaster_stats_rank_idx').on(t.period, t.rank),
  ],
);

/** PRO: named filter sets of the ideas feed (the filter state as its query string); 20 at most. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_filters_user_name_unique').on(t.userId, t.name)],
);

export const portfolios = pgTable('portfolios', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const portfolioIdeas = pgTable(
  'portfolio_ideas',
  {
    portfolioId: portfolioRef(),
    ideaId: ideaRef(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.ideaId] })],
);

export const portfolioUpdates = pgTable(
  'portfolio_updates',
  {
    id: serial('id').primaryKey(),
    portfolioId: portfolioRef(),
    ideaId: ideaRef(),
    event: text('event').notNull(),
    eventTxt: text('event_txt').notNull(),
    dt: timestamp('dt', { withTimezone: true }).notNull().defaultNow(),
    closedWithProfit: boolean('closed_with_profit'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [index('portfolio_updates_portfolio_id_idx').on(t.portfolioId, t.viewedAt)],
);

export const surveyQuestions = pgTable('survey_questions', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  kind: text('kind').notNull(),
  position: integer('position').notNull(),
});

export const surveyOptions = pgTable(
  'survey_options',
  {
    questionKey: text('question_key')
      .notNull()
      .references(() => surveyQuestions.key, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionKey, t.key] })],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    userId: userRef(),
    questionKey: text('question_key')
      .notNull()
      .references(() => surveyQuestions.key, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionKey, t.value] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    status: text('status').notNull(),
    planId: integer('plan_id').notNull(),
    durationDays: integer('duration_days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    extId: text('ext_id'),
    billingCardType: text('billing_card_type'),
    billingCardLast4: text('billing_card_last4'),
    billingErrorCode: text('billing_error_code'),
    bot: boolean('bot').notNull().default(false),
    createdAt: createdAt(),
    // ── Money (issue #15) ──
    /** The card token the provider gave with the first payment: renewals charge it. */
    cardToken: text('card_token'),
    /** Price of the next period in kopecks (a retention offer lowers it). */
    renewalAmount: integer('renewal_amount'),
    /** A plan chosen to start at the next renewal (m12 upgrade, the retention offer). */
    pendingPlanId: integer('pending_plan_id'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReasons: jsonb('cancel_reasons').$type<number[]>(),
    /** Set while an upgrade runs: a second one is refused until it is cleared (or a minute passes). */
    updatingSince: timestamp('updating_since', { withTimezone: true }),
  },
  (t) => [index('subscriptions_user_id_idx').on(t.userId)],
);

/** Believe / not-believe stakes of the contest league. */
export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    ideaId: ideaRef(),
    bet: text('bet').notNull(),
    coins: integer('coins').notNull(),
    result: text('result'),
    resultCoins: integer('result_coins'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bets_user_idea_unique').on(t.userId, t.ideaId)],
);

export const ideaVotes = pgTable(
  'idea_votes',
  {
    userId: userRef(),
    ideaId: ideaRef(),
    vote: text('vote').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ideaId] }), index('idea_votes_idea_id_idx').on(t.ideaId, t.vote)],
);

/**
 * Login / registration throttling counters shared by every instance on one PostgreSQL when there is no
 * Redis (lib/rate-limit.ts, createPostgresStore): one row per key and fixed window. Expired rows are
 * restarted by the next hit and swept now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

/**
 * Per-key versions of what the API instances keep in memory (services/read-cache.ts): `user:<id>`,
 * `permissions`, `catalog`. Bumped by the cache-event triggers in the writing transaction (migration
 * 0070), so a reader that finds a newer version than its kept copy's knows the copy is stale even
 * before the NOTIFY about it has arrived.
 */
export const cacheVersions = pgTable('cache_versions', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

// ── Mail (src/mail) ─────────────────────────────────────────────────────────────────────────────

/**
 * The delivery columns of an outbox (the mail outbox, the bot's alerts): pending → sending → sent;
 * failed after the last attempt or a permanent refusal; skipped when the recipient no longer wants it.
 * `next_attempt_at`: when a pending row is due; of a row being sent, when its claim lapses (a sender
 * that died).
 */
const outboxDelivery = () => ({
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** An outbox's indexes: one row per dedupe key, and the due rows in claiming order. */
const outboxIndexes = (table: string) => (t: { dedupeKey: PgColumn; nextAttemptAt: PgColumn; id: PgColumn }) => [
  uniqueIndex(`${table}_dedupe_key_unique`).on(t.dedupeKey),
  index(`${table}_due_idx`)
    .on(t.nextAttemptAt, t.id)
    .where(sql`status IN ('pending', 'sending')`),
];

/** An outbox's claimed items: what a message already carried, claimed in the transaction that enqueues it. */
const outboxClaimColumns = () => ({
  item: text('item').primaryKey(),
  dedupeKey: text('dedupe_key').notNull(),
  createdAt: createdAt(),
});

/**
 * Mail waiting for the sender (src/mail/sender.ts): jobs enqueue rendered messages, one per dedupe key
 * (`weekly:2026-W48:user:5`), so a job run twice enqueues nothing twice; the sender claims due rows
 * with FOR UPDATE SKIP LOCKED, so two senders never send one message twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    /** weekly, portfolio, news, bets. */
    kind: text('kind').notNull(),
    /** The recipient's account: its current address is used and its flag re-checked when sent. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The notification flag (weekly_newsletter, portfolio_events, news, bets) that must still be on. */
    flag: text('flag'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    // Skipped: unsubscribed meanwhile.
    ...outboxDelivery(),
  },
  outboxIndexes('mail_outbox'),
);

/**
 * What a letter already carried (`portfolio_update:42`, `bet:7`), claimed in the transaction that
 * enqueues it: overlapping job runs never put one event into two letters.
 */
export const mailClaims = pgTable('mail_claims', outboxClaimColumns());

// ── Money (issue #15): payments ledger, invoices, promo codes, renewals ─────────────────────────

/**
 * Invoices: one per attempt to pay (checkout, lifetime upgrade, renewal charge). The id is the
 * provider's InvoiceId; the widget is opened with it and every notification names it.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    planId: integer('plan_id').notNull(),
    /** Kopecks, after the promo discount. */
    amount: integer('amount').notNull(),
    promoCodeId: integer('promo_code_id'),
    /** buy (checkout), upgrade (lifetime from the upgrade page), renewal (the billing job). */
    purpose: text('purpose').notNull(),
    /** The subscription a renewal or an upgrade is for. */
    subscriptionId: integer('subscription_id'),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payment_invoices_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The payments ledger: one row per credit or refund, never updated. The provider's TransactionId is
 * unique per kind, which is what makes a replayed, reordered or concurrent notification count once.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    /**
     * credit | refund | overpayment. An overpayment is money the provider took for an invoice that was
     * already paid (a second payment under another TransactionId): recorded, nothing granted, to be
     * returned (docs/security.md, Refunds and repeated payments).
     */
    kind: text('kind').notNull(),
    /** A refund's: the TransactionId of the credit it returns (a partial refund has its own TransactionId). */
    originalTransactionId: text('original_transaction_id'),
    userId: userRef(),
    invoiceId: text('invoice_id'),
    planId: integer('plan_id'),
    subscriptionId: integer('subscription_id'),
    /** Kopecks; positive for a credit and for a refund alike (the kind says which way). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    cardType: text('card_type'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_transaction_unique').on(t.provider, t.transactionId, t.kind),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_original_transaction_idx')
      .on(t.provider, t.originalTransactionId)
      .where(sql`${t.kind} = 'refund'`),
  ],
);

/** Promo codes: a discount on checkout or days of PRO access, single- or multi-use, with an expiry. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-cased. */
    code: text('code').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    accessDays: integer('access_days').notNull().default(0),
    /** null = any number of accounts. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_unique').on(t.code)],
);

/** Who used which code: once per account. */
export const promoCodeActivations = pgTable(
  'promo_code_activations',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.userId] })],
);

/**
 * One row per subscription and billing period the renewal job has handled: the unique key is what
 * makes a second run (or two at once) charge nothing twice.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The expiry being renewed (the period's due date). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** started | charged | failed */
    status: text('status').notNull(),
    invoiceId: text('invoice_id'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_renewals_period_unique').on(t.subscriptionId, t.dueAt)],
);

// ── Contest league (issue #16): the coins ledger, bet settlement, prizes, partners, bonuses ────────
// users.coins is kept in the same transaction as every ledger row (CHECK coins >= 0, migration 0030).

/** Every accrual and spend of coins; `key` makes each change happen once whatever the retries. */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    /** Signed: credits positive, spends negative. */
    amount: integer('amount').notNull(),
    /** league-rules.ts COIN_REASONS. */
    reason: text('reason').notNull(),
    /** What it concerns, shown in the history (an idea's or a prize's name). */
    subject: text('subject'),
    /** The row it came from: bet:12, prize_order:3, subscription:5… */
    ref: text('ref'),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_ledger_key_unique').on(t.key),
    index('coin_ledger_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Ideas whose bets have been settled: the settlement of an idea happens once. */
export const leagueSettlements = pgTable('league_settlements', {
  ideaId: integer('idea_id')
    .primaryKey()
    .references(() => ideas.id, { onDelete: 'cascade' }),
  bets: integer('bets').notNull(),
  wins: integer('wins').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The prize shop: subscription prizes (PRO days) and goods (merch, delivered). */
export const prizes = pgTable('prizes', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  coins: integer('coins').notNull(),
  description: text('description').notNull(),
  disclaimer: text('disclaimer'),
  img: text('img'),
  /** Items left; null = unlimited (subscription prizes). */
  stock: integer('stock'),
  proOnly: boolean('pro_only').notNull().default(false),
  /** PRO days a subscription prize adds. */
  proDays: integer('pro_days'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** An exchange of coins for a prize; merch waits for its delivery address. */
export const prizeOrders = pgTable(
  'prize_orders',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id),
    coins: integer('coins').notNull(),
    /** address_needed (merch), processing (address given), done (subscription applied). */
    status: text('status').notNull(),
    address: jsonb('address'),
    createdAt: createdAt(),
  },
  (t) => [index('prize_orders_user_idx').on(t.userId, t.createdAt)],
);

/** Visitors brought by a partner's link, per campaign and Moscow day (one per browser and campaign). */
export const partnerVisits = pgTable(
  'partner_visits',
  {
    campaignId: text('campaign_id').notNull(),
    day: date('day').notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);

/** An account registered within the attribution window of a partner's link. */
export const partnerAttributions = pgTable(
  'partner_attributions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_attributions_campaign_idx').on(t.campaignId, t.registeredAt)],
);

/**
 * A registration that carried a partner's cookie and was not credited to the campaign, with the reason
 * (unsigned_cookie | own_account | own_device | own_mailbox | own_address): the partner's statistics
 * say what was excluded (repositories/partners.ts).
 */
export const partnerExclusions = pgTable(
  'partner_exclusions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_exclusions_campaign_idx').on(t.campaignId, t.createdAt)],
);

/** Payments of referred accounts within the window, credited to the partner's campaign once each. */
export const partnerPayments = pgTable(
  'partner_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    userId: userRef(),
    campaignId: text('campaign_id').notNull(),
    amountRub: numeric('amount_rub', { precision: 12, scale: 2 }).notNull(),
    rewardRub: numeric('reward_rub', { precision: 12, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_payments_campaign_idx').on(t.campaignId, t.createdAt)],
);

/** Each run of the monthly accrual job (npm run coins:accrue): when, and what it credited. */
export const coinAccrualRuns = pgTable('coin_accrual_runs', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  credited: integer('credited').notNull().default(0),
  coins: integer('coins').notNull().default(0),
});

/** The Telegram bonus: once per account and once per Telegram user. */
export const telegramBonusRedemptions = pgTable(
  'telegram_bonus_redemptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    telegramUserId: text('telegram_user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('telegram_bonus_redemptions_tg_unique').on(t.telegramUserId)],
);

// ── Telegram bot (issue #17): links, alert settings, the alerts' outbox ─────────────────────────

/**
 * A Telegram user linked to an account by `/start <code>`: one Telegram user per account and one
 * account per Telegram user. Each alert kind is on while its `*_since` is set (events from then on);
 * `/stop` sets `stopped_at`. Alerts go out only while the account is a bot PRO (plan 1068).
 */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    telegramUserId: text('telegram_user_id').notNull(),
    chatId: text('chat_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    portfolioSince: timestamp('portfolio_since', { withTimezone: true }).defaultNow(),
    ideasSince: timestamp('ideas_since', { withTimezone: true }).defaultNow(),
    insidersSince: timestamp('insiders_since', { withTimezone: true }).defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('telegram_links_tg_unique').on(t.telegramUserId)],
);

/**
 * Alerts waiting for the bot (services/telegram-alerts.ts): the collecting job enqueues one row per
 * dedupe key (`portfolio_update:42:u5`), so a job run twice enqueues nothing twice; the bot claims due
 * rows with FOR UPDATE SKIP LOCKED and reports each one sent or failed.
 */
export const telegramAlerts = pgTable(
  'telegram_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    userId: userRef(),
    /** portfolio, idea, insiders. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    // Skipped: no longer wanted.
    ...outboxDelivery(),
  },
  outboxIndexes('telegram_alerts'),
);

/** What an alert already carried (`u5:deal:77`), claimed in the transaction that enqueues it. */
export const telegramAlertItems = pgTable('telegram_alert_items', outboxClaimColumns());

// ── Editorial content (issue #19) ────────────────────────────────────────────────────────────────
/**
 * Weekly idea reviews, service news and the texts of public pages, in Markdown (rendered safely on
 * read: services/content-markdown.ts). One address space: the slug is unique over every kind.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    body: text('body').notNull(),
    coverUrl: text('cover_url'),
    tickers: text('tickers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ideaIds: integer('idea_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    proOnly: boolean('pro_only').notNull().default(false),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Who last wrote it: an editor, or null for the file import and the seed. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_slug_unique').on(t.slug),
    index('content_entries_feed_idx').on(t.kind, t.status, t.publishedAt.desc(), t.id.desc()),
  ],
);
