import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CLOSED_IDEA_STATUSES,
  HORIZON_BUCKETS,
  PERIOD_DAYS,
  type IdeaPeriod,
  type IdeasFilterState,
  type IdeaStatusChange,
  type IdeaView,
} from '@investradar/ui/domain';
import { queryRows, type Database } from '../../db/client';
import {
  analysts,
  brokers,
  forecasterStats,
  ideaPurchases,
  ideas,
  ideaStatusHistory,
  ideaVotes,
  insiderDeals,
  insiders,
  stockPrices,
  stocks,
} from '../../db/schema';

const ideaColumns = {
  id: ideas.id,
  name: ideas.name,
  ticker: stocks.ticker,
  companyName: stocks.name,
  tickerUrl: stocks.tickerUrl,
  lastPrice: stocks.lastPrice,
  brokerId: brokers.id,
  brokerName: brokers.name,
  analystId: analysts.id,
  analystName: analysts.name,
  assetType: ideas.assetType,
  direction: ideas.direction,
  currency: ideas.currency,
  potentialYield: ideas.potentialYield,
  startPrice: ideas.startPrice,
  targetPrice: ideas.targetPrice,
  openedAt: ideas.openedAt,
  horizonAt: ideas.horizonAt,
  horizonDays: ideas.horizonDays,
  closedAt: ideas.closedAt,
  closePrice: ideas.closePrice,
  returnPct: ideas.returnPct,
  status: ideas.status,
  growthFactors: ideas.growthFactors,
  iis: ideas.iis,
  riskLevel: ideas.riskLevel,
  premium: ideas.premium,
  premiumPrice: ideas.premiumPrice,
  description: ideas.description,
};

/** Start of a calendar day in Moscow, as the feed's date filters mean it. */
const moscowDayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Europe/Moscow')`;

/** The WHERE of the feed for a (validated, permission-checked) filter state. */
export function feedConditions(filters: IdeasFilterState): SQL[] {
  // Written as the feed indexes' predicate (a literal, not a parameter), so the planner can use them.
  const where: SQL[] = [sql`NOT ${ideas.hidden}`];
  if (filters.status === 'active' || filters.status === '') where.push(eq(ideas.status, 'open'));
  else if (filters.status === 'closed') where.push(inArray(ideas.status, [...CLOSED_IDEA_STATUSES]));
  else if (filters.status !== 'all') where.push(eq(ideas.status, filters.status));
  const [minYield, maxYield] = filters.potential_yield;
  if (minYield !== undefined) where.push(gte(ideas.potentialYield, String(minYield)));
  if (maxYield !== undefined) where.push(lte(ideas.potentialYield, String(maxYield)));
  if (filters.broker_id.length) where.push(inArray(ideas.brokerId, filters.broker_id));
  if (filters.analyst_id) where.push(eq(ideas.analystId, filters.analyst_id));
  if (filters.horizon.length) {
    const buckets = [...new Set(filters.horizon)].map((upper) => {
      const index = (HORIZON_BUCKETS as readonly number[]).indexOf(upper);
      const lower = index > 0 ? HORIZON_BUCKETS[index - 1]! : 0;
      return and(sql`${ideas.horizonDays} > ${lower}`, sql`${ideas.horizonDays} <= ${upper}`)!;
    });
    where.push(or(...buckets)!);
  }
  if (filters.currency.length) where.push(inArray(ideas.currency, filters.currency));
  if (filters.growth_factors.length)
    where.push(sql`${ideas.growthFactors} && ${sql.param(filters.growth_factors)}::text[]`);
  if (filters.asset) where.push(eq(ideas.assetType, filters.asset));
  if (filters.iis === 1) where.push(eq(ideas.iis, true));
  const days = filters.period ? PERIOD_DAYS[filters.period as IdeaPeriod] : null;
  if (days) where.push(sql`${ideas.openedAt} >= now() - ${days} * interval '1 day'`);
  if (filters.date_from) where.push(sql`${ideas.openedAt} >= ${moscowDayStart(filters.date_from)}`);
  if (filters.date_to) where.push(sql`${ideas.openedAt} < ${moscowDayStart(filters.date_to)} + interval '1 day'`);
  if (filters.min_rating) {
    where.push(
      inArray(
        ideas.analystId,
        sql`(SELECT ${forecasterStats.forecasterId} FROM ${forecasterStats} WHERE ${forecasterStats.period} = 'all' AND ${forecasterStats.kind} = 'analyst' AND ${forecasterStats.score} >= ${filters.min_rating})`,
      ),
    );
  }
  return where;
}

function feedOrder(filters: IdeasFilterState): SQL[] {
  const direction = filters.sort_order === 'asc' ? asc : desc;
  const column =
    filters.sort_by === 'potential_yield'
      ? ideas.potentialYield
      : filters.sort_by === 'horizon'
        ? ideas.horizonAt
        : ideas.openedAt;
  return [direction(column), direction(ideas.id)];
}

const num = (value: string | null) => (value === null ? null : Number(value));

/** A row as the API shows it, before the account-specific parts (lock, votes). */
export function toIdeaView(row: IdeaRow): Omit<IdeaView, 'likes_count' | 'dislikes_count' | 'my_vote' | 'locked'> {
  const start = Number(row.startPrice);
  const current = Number(row.lastPrice ?? row.startPrice);
  const sign = row.direction === 'short' ? -1 : 1;
  const open = row.status === 'open';
  return {
    id: row.id,
    name: row.name,
    link: `/ideas/${row.id}`,
    ticker: row.ticker,
    company_name: row.companyName,
    ticker_url: row.tickerUrl,
    broker: row.brokerId === null ? null : { id: row.brokerId, name: row.brokerName ?? '' },
    analyst: row.analystId === null ? null : { id: row.analystId, name: row.analystName ?? '' },
    asset_type: row.assetType as IdeaView['asset_type'],
    direction: row.direction === 'short' ? 'short' : 'long',
    currency: row.currency === 'USD' ? 'USD' : 'RUB',
    potential_yield: Number(row.potentialYield),
    start_price: start,
    current_price: current,
    target_price: Number(row.targetPrice),
    opened_at: row.openedAt.toISOString(),
    horizon_at: row.horizonAt.toISOString(),
    horizon_days: row.horizonDays,
    closed_at: row.closedAt?.toISOString() ?? null,
    close_price: num(row.closePrice),
    status: row.status as IdeaView['status'],
    return_pct:
      open || row.returnPct === null
        ? Math.round(sign * (current / start - 1) * 10_000) / 100
        : Math.round(Number(row.returnPct) * 100) / 100,
    growth_factors: row.growthFactors as IdeaView['growth_factors'],
    iis: row.iis,
    risk_level: row.riskLevel as IdeaView['risk_level'],
    premium: row.premium,
    premium_price: row.premiumPrice,
  };
}

function selectIdeas(db: Database) {
  return db
    .select(ideaColumns)
    .from(ideas)
    .innerJoin(stocks, eq(stocks.id, ideas.stockId))
    .leftJoin(brokers, eq(brokers.id, ideas.brokerId))
    .leftJoin(analysts, eq(analysts.id, ideas.analystId));
}
/** An idea with its share, broker and analyst, as the repository reads it. */
export type IdeaRow = Awaited<ReturnType<typeof selectIdeas>>[number];

/** What the feed's copy in memory holds of a visible idea (services/ideas-feed-index.ts); dates in ms. */
export interface FeedIndexRow {
  id: number;
  status: string;
  opened_at: number;
  horizon_at: number;
  potential_yield: number;
  horizon_days: number;
  broker_id: number | null;
  analyst_id: number | null;
  currency: string;
  asset_type: string;
  iis: boolean;
  growth_factors: string[];
}

/**
 * Ideas by id with what depends on who asks — the vote counts, the account's own vote, whether it bought
 * the (premium) idea — and the feed's version, in one statement (the feed answered from memory).
 * Prepared once per connection (one text for visitors, one for accounts): no parsing or planning per request.
 */
function preparePage(db: Database, withUser: boolean) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...ideaColumns,
      likes: sql<number>`(SELECT count(*) FROM idea_votes v WHERE v.idea_id = ${ideas.id} AND v.vote = 'like')`.mapWith(
        Number,
      ),
      dislikes:
        sql<number>`(SELECT count(*) FROM idea_votes v WHERE v.idea_id = ${ideas.id} AND v.vote = 'dislike')`.mapWith(
          Number,
        ),
      myVote: withUser
        ? sql<
            string | null
          >`(SELECT v.vote FROM idea_votes v WHERE v.idea_id = ${ideas.id} AND v.user_id = ${userId}::int)`
        : sql<string | null>`NULL::text`,
      bought: withUser
        ? sql<boolean>`EXISTS (SELECT 1 FROM idea_purchases p WHERE p.idea_id = ${ideas.id} AND p.user_id = ${userId}::int)`
        : sql<boolean>`false`,
      feedVersion: sql<string>`(SELECT version::text FROM ideas_feed_version)`,
    })
    .from(ideas)
    .innerJoin(stocks, eq(stocks.id, ideas.stockId))
    .leftJoin(brokers, eq(brokers.id, ideas.brokerId))
    .leftJoin(analysts, eq(analysts.id, ideas.analystId))
    .where(and(sql`${ideas.id} = ANY(${sql.placeholder('ids')}::int[])`, eq(ideas.hidden, false)))
    .prepare(withUser ? 'ideas_feed_page_account' : 'ideas_feed_page_visitor');
}
export type IdeaPageRow = Awaited<ReturnType<ReturnType<typeof preparePage>['execute']>>[number];

export function createIdeasRepository(db: Database) {
  const select = () => selectIdeas(db);
  const pageStatements = { visitor: preparePage(db, false), account: preparePage(db, true) };

  return {
    /**
     * One page of the feed and the number of ideas the filters match. The page's ids come first from
     * the ideas table alone (index-only over the feed indexes, which carry every filter and sort
     * column), then its 20 rows with their share, broker and analyst.
     */
    async feed(filters: IdeasFilterState, page: { offset: number; limit: number }) {
      const where = and(...feedConditions(filters));
      const [ids, [total]] = await Promise.all([
        db
          .select({ id: ideas.id })
          .from(ideas)
          .where(where)
          .orderBy(...feedOrder(filters))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(ideas).where(where),
      ]);
      const rows = ids.length
        ? await select().where(
            inArray(
              ideas.id,
              ids.map((r) => r.id),
            ),
          )
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { rows: ids.map((r) => byId.get(r.id)!).filter(Boolean), total: total?.n ?? 0 };
    },

    /** Visible ideas by id (any order) with the account's parts and the feed's version; see selectPage. */
    async page(ids: number[], userId: number | null): Promise<IdeaPageRow[]> {
      return userId === null
        ? pageStatements.visitor.execute({ ids })
        : pageStatements.account.execute({ ids, userId });
    },

    /** The version of what the feed filters by (ideas_feed_version, migration 0014). */
    async feedVersion(): Promise<bigint> {
      const [row] = await queryRows<{ version: string }>(
        db,
        sql`SELECT version::text AS version FROM ideas_feed_version`,
      );
      if (!row) throw new Error('ideas_feed_version has no row');
      return BigInt(row.version);
    },

    /** Every visible idea's filter and sort columns (the feed's copy in memory). */
    async feedIndexRows(): Promise<FeedIndexRow[]> {
      const rows = await queryRows<Omit<FeedIndexRow, 'growth_factors'> & { growth_factors: string }>(
        db,
        sql`SELECT id, status, (extract(epoch FROM opened_at) * 1000)::float8 AS opened_at, (extract(epoch FROM horizon_at) * 1000)::float8 AS horizon_at,
                   potential_yield::float8 AS potential_yield, horizon_days, broker_id, analyst_id, currency, asset_type, iis,
                   array_to_string(growth_factors, ',') AS growth_factors
            FROM ideas WHERE NOT hidden`,
      );
      return rows.map((r) => ({ ...r, growth_factors: r.growth_factors ? r.growth_factors.split(',') : [] }));
    },

    /** The analysts' scores of the rating, period all (the feed's min_rating). */
    async analystScores(): Promise<Array<{ analyst_id: number; score: number }>> {
      return queryRows(
        db,
        sql`SELECT forecaster_id AS analyst_id, score::float8 AS score FROM forecaster_stats WHERE period = 'all' AND kind = 'analyst'`,
      );
    },

    /** Every idea the filters match, in feed order, up to `limit` (the Excel export). */
    async all(filters: IdeasFilterState, limit: number) {
      return select()
        .where(and(...feedConditions(filters)))
        .orderBy(...feedOrder(filters))
        .limit(limit);
    },

    /** A visible idea; hidden and unknown ones are both undefined. */
    async byId(id: number) {
      const [row] = await select()
        .where(and(eq(ideas.id, id), eq(ideas.hidden, false)))
        .limit(1);
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: ideas.id })
        .from(ideas)
        .where(and(eq(ideas.id, id), eq(ideas.hidden, false)))
        .limit(1);
      return row !== undefined;
    },

    async statusHistory(id: number): Promise<IdeaStatusChange[]> {
      const rows = await db
        .select({
          status: ideaStatusHistory.status,
          price: ideaStatusHistory.price,
          changedAt: ideaStatusHistory.changedAt,
        })
        .from(ideaStatusHistory)
        .where(eq(ideaStatusHistory.ideaId, id))
        .orderBy(asc(ideaStatusHistory.changedAt), asc(ideaStatusHistory.id));
      return rows.map((r) => ({
        status: r.status as IdeaStatusChange['status'],
        price: num(r.price),
        changed_at: r.changedAt.toISOString(),
      }));
    },

    async voteCounts(ids: number[]): Promise<Map<number, { likes: number; dislikes: number }>> {
      const counts = new Map(ids.map((id) => [id, { likes: 0, dislikes: 0 }]));
      if (!ids.length) return counts;
      const rows = await db
        .select({ ideaId: ideaVotes.ideaId, vote: ideaVotes.vote, n: count() })
        .from(ideaVotes)
        .where(inArray(ideaVotes.ideaId, ids))
        .groupBy(ideaVotes.ideaId, ideaVotes.vote);
      for (const r of rows) {
        const entry = counts.get(r.ideaId)!;
        if (r.vote === 'like') entry.likes = r.n;
        else if (r.vote === 'dislike') entry.dislikes = r.n;
      }
      return counts;
    },

    async votesOf(userId: number, ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ ideaId: ideaVotes.ideaId, vote: ideaVotes.vote })
        .from(ideaVotes)
        .where(and(eq(ideaVotes.userId, userId), inArray(ideaVotes.ideaId, ids)));
      return new Map(rows.map((r) => [r.ideaId, r.vote]));
    },

    async purchasedBy(userId: number, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ ideaId: ideaPurchases.ideaId })
        .from(ideaPurchases)
        .where(and(eq(ideaPurchases.userId, userId), inArray(ideaPurchases.ideaId, ids)));
      return new Set(rows.map((r) => r.ideaId));
    },

    /**
     * Sets (or with null removes) the account's vote and reads the idea's counts, in one transaction:
     * the counts answered include this vote whatever runs alongside. The idea row is locked FOR SHARE
     * so it cannot be hidden or deleted halfway. Undefined when the idea is unknown or hidden.
     */
    async vote(userId: number, ideaId: number, vote: 'like' | 'dislike' | null) {
      return db.transaction(async (tx) => {
        const [idea] = await tx
          .select({ id: ideas.id })
          .from(ideas)
          .where(and(eq(ideas.id, ideaId), eq(ideas.hidden, false)))
          .for('share');
        if (!idea) return undefined;
        if (vote === null) {
          await tx.delete(ideaVotes).where(and(eq(ideaVotes.userId, userId), eq(ideaVotes.ideaId, ideaId)));
        } else {
          await tx
            .insert(ideaVotes)
            .values({ userId, ideaId, vote })
            .onConflictDoUpdate({ target: [ideaVotes.userId, ideaVotes.ideaId], set: { vote } });
        }
        const rows = await tx
          .select({ vote: ideaVotes.vote, n: count() })
          .from(ideaVotes)
          .where(eq(ideaVotes.ideaId, ideaId))
          .groupBy(ideaVotes.vote);
        return {
          likes: rows.find((r) => r.vote === 'like')?.n ?? 0,
          dislikes: rows.find((r) => r.vote === 'dislike')?.n ?? 0,
        };
      });
    },

    /**
     * A guest's votes after login, in one statement: each visible idea gets the vote unless the account
     * already has one on it (the account's own vote wins), so sending the same batch again changes
     * nothing. Returns the ids that were written.
     */
    async syncVotes(userId: number, votes: Array<{ ideaId: number; vote: 'like' | 'dislike' }>): Promise<number[]> {
      if (!votes.length) return [];
      const ids = votes.map((v) => v.ideaId);
      const kinds = votes.map((v) => v.vote);
      const rows = await db.execute(sql`
        INSERT INTO idea_votes (user_id, idea_id, vote)
        SELECT ${userId}, v.idea_id, v.vote
        FROM unnest(${sql.param(ids)}::int[], ${sql.param(kinds)}::text[]) AS v(idea_id, vote)
        JOIN ideas i ON i.id = v.idea_id AND NOT i.hidden
        ON CONFLICT (user_id, idea_id) DO NOTHING
        RETURNING idea_id`);
      return ((rows as unknown as { rows: Array<{ idea_id: number }> }).rows ?? []).map((r) => Number(r.idea_id));
    },

    /** A share's daily closes from `from` to `to` (YYYY-MM-DD, inclusive), oldest first. */
    async stockPrices(stockId: number, from: string, to: string): Promise<Array<{ date: string; close: number }>> {
      return queryRows(
        db,
        sql`SELECT to_char(${stockPrices.date}, 'YYYY-MM-DD') AS date, ${stockPrices.close}::float8 AS close
            FROM ${stockPrices} WHERE ${stockPrices.stockId} = ${stockId} AND ${stockPrices.date} BETWEEN ${from}::date AND ${to}::date
            ORDER BY ${stockPrices.date}`,
      );
    },

    async stockByTicker(ticker: string) {
      const [row] = await db
        .select({
          id: stocks.id,
          ticker: stocks.ticker,
          name: stocks.name,
          currency: stocks.currency,
          tickerUrl: stocks.tickerUrl,
          lastPrice: stocks.lastPrice,
          lastPriceDate: stocks.lastPriceDate,
          ideasCount: stocks.ideasCount,
          dealsCount: stocks.dealsCount,
        })
        .from(stocks)
        .where(eq(sql`upper(${stocks.ticker})`, ticker.toUpperCase()))
        .limit(1);
      return row;
    },

    /** A share's visible ideas: every open one and the latest closed ones. */
    async ofStock(stockId: number, closedLimit: number) {
      const visible = and(eq(ideas.stockId, stockId), eq(ideas.hidden, false));
      const [open, closed, [closedTotal]] = await Promise.all([
        select()
          .where(and(visible, eq(ideas.status, 'open')))
          .orderBy(desc(ideas.openedAt), desc(ideas.id)),
        select()
          .where(and(visible, ne(ideas.status, 'open')))
          .orderBy(desc(ideas.closedAt), desc(ideas.id))
          .limit(closedLimit),
        db
          .select({ n: count() })
          .from(ideas)
          .where(and(visible, ne(ideas.status, 'open'))),
      ]);
      return { open, closed, closedTotal: closedTotal?.n ?? 0 };
    },

    async recentDeals(stockId: number, limit: number) {
      return db
        .select({
          id: insiderDeals.id,
          insiderId: insiders.id,
          insiderName: insiders.name,
          position: insiders.position,
          kind: insiderDeals.kind,
          shares: insiderDeals.shares,
          price: insiderDeals.price,
          dealDate: insiderDeals.dealDate,
        })
        .from(insiderDeals)
        .innerJoin(insiders, eq(insiders.id, insiderDeals.insiderId))
        .where(eq(insiderDeals.stockId, stockId))
        .orderBy(desc(insiderDeals.dealDate), desc(insiderDeals.id))
        .limit(limit);
    },
  };
}
export type IdeasRepository = ReturnType<typeof createIdeasRepository>;
