import {
  enforceIdeaFilterPermissions,
  guestUser,
  guestVotesSyncPayloadSchema,
  ideaVotePayloadSchema,
  IDEAS_MAX_PER_PAGE,
  IDEAS_PER_PAGE,
  MESSAGES,
  permissionTree,
  parseIdeasFilter,
  STOCK_PRICES_MAX_DAYS,
  type StockPricesAnswer,
  validateIdeasFilter,
  type AccountType,
  type IdeaDetails,
  type IdeasFilterState,
  type IdeasResponse,
  type IdeaView,
  type PermissionRow,
  type PermissionTree,
  type User,
} from '@investradar/ui/domain';
import { ApiError, invalid, parseBody } from '../../lib/errors';
import { type AccountRepository, type UserRow, effectiveType } from '../account';
import { toIdeaView, type IdeaPageRow, type IdeaRow, type IdeasRepository } from './ideas.repository';
import type { IdeasFeedIndex } from './ideas-feed-index';

/** Query values as Fastify parses them: a repeated key becomes a list, joined here with commas. */
export type RawQuery = Record<string, string | string[] | undefined>;

export function flattenQuery(query: unknown): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  if (typeof query !== 'object' || query === null) return flat;
  for (const [key, value] of Object.entries(query as RawQuery))
    flat[key] = Array.isArray(value) ? value.join(',') : value;
  return flat;
}

const STOCK_CLOSED_IDEAS = 50;
const TICKER = /^[A-Za-z0-9._-]{1,20}$/;

/** A real calendar day written YYYY-MM-DD. */
const isDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};
const shiftDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
/** Today in Moscow (UTC+3 all year). */
const moscowToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const STOCK_DEALS = 10;

/**
 * Enough of an account for the domain's can(): its effective type's permissions (guests: mbr_guest).
 * With the read cache's permissions (app.ts), the rows of a type are one array while they are kept:
 * its tree is built once per array, not once per request (≈ 12 µs each on the radar, profiled), and
 * shared read-only by the requests (can() only reads it).
 */
export function createPermissionsReader(account: Pick<AccountRepository, 'permissions'>) {
  const trees = new WeakMap<ReadonlyArray<PermissionRow>, PermissionTree>();
  function treeOf(rows: ReadonlyArray<PermissionRow>): PermissionTree {
    let tree = trees.get(rows);
    if (!tree) trees.set(rows, (tree = permissionTree(rows)));
    return tree;
  }
  return async function permissionsOf(user: UserRow | null): Promise<User> {
    const type: AccountType = user ? effectiveType(user) : 'mbr_guest';
    return {
      ...guestUser,
      ...(user ? { id: user.id } : {}),
      type,
      all_permissions: treeOf(await account.permissions(type)),
    };
  };
}
export type PermissionsReader = ReturnType<typeof createPermissionsReader>;

/** Reads, validates and applies the permissions of a feed query (shared by the feed and the export). */
export async function readFeedQuery(query: unknown, user: UserRow | null, permissionsOf: PermissionsReader) {
  const raw = flattenQuery(query);
  const filters = parseIdeasFilter(raw);
  const errors = validateIdeasFilter(filters, raw);
  const perPageRaw = raw.per_page;
  const perPage = perPageRaw === undefined || perPageRaw === '' ? IDEAS_PER_PAGE : Number(perPageRaw);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > IDEAS_MAX_PER_PAGE)
    (errors.per_page ??= []).push(MESSAGES.ideasFilterInvalid);
  if (Object.keys(errors).length) throw invalid(errors);
  const enforced = enforceIdeaFilterPermissions(await permissionsOf(user), filters);
  return { filters: enforced.filters, ignored: enforced.ignored, perPage };
}

/** An idea as the API shows it to this account, from a row read with its account's parts (repository's page()). */
function viewOfPageRow(row: IdeaPageRow): IdeaView {
  const view = toIdeaView(row);
  const locked = row.premium && !row.bought;
  return {
    ...view,
    target_price: locked ? null : view.target_price,
    locked,
    likes_count: row.likes,
    dislikes_count: row.dislikes,
    my_vote: row.myVote === 'like' ? 'believe' : row.myVote === 'dislike' ? 'notbelieve' : null,
  };
}

export function createIdeasService(deps: {
  ideas: IdeasRepository;
  permissionsOf: PermissionsReader;
  feedIndex?: IdeasFeedIndex;
}) {
  const { ideas, permissionsOf, feedIndex } = deps;

  /** Votes, the account's own vote and the premium lock: the parts of an idea that depend on who asks. */
  async function present(rows: IdeaRow[], user: UserRow | null): Promise<IdeaView[]> {
    const ids = rows.map((r) => r.id);
    const premiumIds = rows.filter((r) => r.premium).map((r) => r.id);
    const [counts, mine, bought] = await Promise.all([
      ideas.voteCounts(ids),
      user ? ideas.votesOf(user.id, ids) : Promise.resolve(new Map<number, string>()),
      user && premiumIds.length ? ideas.purchasedBy(user.id, premiumIds) : Promise.resolve(new Set<number>()),
    ]);
    return rows.map((row) => {
      const view = toIdeaView(row);
      const locked = row.premium && !bought.has(row.id);
      const vote = mine.get(row.id);
      return {
        ...view,
        target_price: locked ? null : view.target_price,
        locked,
        likes_count: counts.get(row.id)?.likes ?? 0,
        dislikes_count: counts.get(row.id)?.dislikes ?? 0,
        my_vote: vote === 'like' ? 'believe' : vote === 'dislike' ? 'notbelieve' : null,
      };
    });
  }

  /**
   * The page from the feed's copy in memory and its rows in one statement with the feed's version;
   * undefined when the copy is not loaded or the version moved on (then the database path answers).
   */
  async function feedFromMemory(filters: IdeasFilterState, perPage: number, user: UserRow | null) {
    const found = feedIndex?.find(filters, (filters.page - 1) * perPage, perPage);
    if (!found) return undefined;
    const rows = found.ids.length ? await ideas.page(found.ids, user?.id ?? null) : [];
    const version = rows[0]?.feedVersion ?? String(await ideas.feedVersion());
    if (version !== found.version || rows.length !== found.ids.length) {
      feedIndex!.seen(version);
      return undefined;
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { ideas: found.ids.map((id) => viewOfPageRow(byId.get(id)!)), total: found.total };
  }

  async function feed(filters: IdeasFilterState, perPage: number, user: UserRow | null) {
    const fromMemory = await feedFromMemory(filters, perPage, user);
    if (fromMemory) return fromMemory;
    const { rows, total } = await ideas.feed(filters, { offset: (filters.page - 1) * perPage, limit: perPage });
    return { ideas: await present(rows, user), total };
  }

  return {
    present,

    /** GET /api/ideas */
    async list(user: UserRow | null, query: unknown): Promise<IdeasResponse> {
      const { filters, ignored, perPage } = await readFeedQuery(query, user, permissionsOf);
      const results = await feed(filters, perPage, user);
      return { results, meta: { filters, page: filters.page, per_page: perPage, ignored_filters: ignored } };
    },

    /** GET /api/ideas/{id}: hidden and unknown ideas are both 404. */
    async get(user: UserRow | null, id: number): Promise<{ results: { idea: IdeaDetails } }> {
      const row = await ideas.byId(id);
      if (!row) throw new ApiError(404, MESSAGES.ideaNotFound);
      const [[view], history] = await Promise.all([present([row], user), ideas.statusHistory(id)]);
      return {
        results: { idea: { ...view!, description: view!.locked ? null : row.description, status_history: history } },
      };
    },

    /** GET /api/stocks/{ticker} */
    async stock(user: UserRow | null, ticker: string) {
      const stock = TICKER.test(ticker) ? await ideas.stockByTicker(ticker) : undefined;
      if (!stock) throw new ApiError(404, MESSAGES.stockNotFound);
      const [{ open, closed, closedTotal }, deals] = await Promise.all([
        ideas.ofStock(stock.id, STOCK_CLOSED_IDEAS),
        ideas.recentDeals(stock.id, STOCK_DEALS),
      ]);
      const [openViews, closedViews] = await Promise.all([present(open, user), present(closed, user)]);
      // Consensus of the open ideas whose target everyone sees (premium ones stay out of it).
      const targets = open.filter((r) => !r.premium).map((r) => Number(r.targetPrice));
      const lastPrice = stock.lastPrice === null ? null : Number(stock.lastPrice);
      const target = targets.length
        ? Math.round((targets.reduce((a, b) => a + b, 0) / targets.length) * 100) / 100
        : null;
      return {
        results: {
          stock: {
            id: stock.id,
            ticker: stock.ticker,
            name: stock.name,
            ticker_url: stock.tickerUrl,
            last_price: lastPrice,
            last_price_date: stock.lastPriceDate,
            ideas_count: stock.ideasCount,
            deals_count: stock.dealsCount,
          },
          consensus:
            target === null
              ? null
              : {
                  target_price: target,
                  ideas: targets.length,
                  upside_pct: lastPrice ? Math.round((target / lastPrice - 1) * 10_000) / 100 : null,
                },
          ideas: { open: openViews, closed: closedViews, closed_total: closedTotal },
          insider_deals: deals.map((d) => ({
            id: d.id,
            insider: { id: d.insiderId, name: d.insiderName, position: d.position },
            kind: d.kind,
            shares: d.shares,
            price: d.price === null ? null : Number(d.price),
            date: d.dealDate,
          })),
        },
      };
    },

    /**
     * GET /api/stocks/{ticker}/prices?from=&to=: the share's daily closes (the idea and stock pages'
     * price path). `to` defaults to today (Moscow), `from` to a year before `to`; at most five years.
     */
    async prices(ticker: string, query: unknown): Promise<StockPricesAnswer> {
      const stock = TICKER.test(ticker) ? await ideas.stockByTicker(ticker) : undefined;
      if (!stock) throw new ApiError(404, MESSAGES.stockNotFound);
      const raw = flattenQuery(query);
      const errors: Record<string, string[]> = {};
      const day = (field: 'from' | 'to', fallback: string) => {
        const value = raw[field];
        if (value === undefined || value === '') return fallback;
        if (!isDay(value)) (errors[field] ??= []).push(MESSAGES.invalidFieldValue);
        return value;
      };
      const to = day('to', moscowToday());
      const from = day('from', shiftDays(isDay(to) ? to : moscowToday(), -365));
      if (!errors.from && !errors.to && (from > to || daysBetween(from, to) > STOCK_PRICES_MAX_DAYS))
        errors.from = [MESSAGES.invalidFieldValue];
      if (Object.keys(errors).length) throw invalid(errors);
      const prices = await ideas.stockPrices(stock.id, from, to);
      return {
        results: {
          stock: { ticker: stock.ticker, name: stock.name, currency: stock.currency === 'USD' ? 'USD' : 'RUB' },
          prices,
        },
        meta: { from, to },
      };
    },

    /** POST /api/ideas/{id}/vote */
    async vote(user: UserRow, id: number, body: unknown) {
      const { vote } = parseBody(ideaVotePayloadSchema, body);
      const stored = vote === 'believe' ? 'like' : vote === 'notbelieve' ? 'dislike' : null;
      const counts = await ideas.vote(user.id, id, stored);
      if (!counts) throw new ApiError(404, MESSAGES.ideaNotFound);
      return {
        success: true,
        vote: stored === null ? null : vote,
        likes_count: counts.likes,
        dislikes_count: counts.dislikes,
      };
    },

    /** POST /api/ideas/votes/sync: a guest's local votes, once after login; idempotent. */
    async syncGuestVotes(user: UserRow, body: unknown) {
      const { likes, dislikes } = parseBody(guestVotesSyncPayloadSchema, body);
      // An idea in both lists (storage edited by hand): neither vote is taken.
      const both = new Set(likes.filter((id) => dislikes.includes(id)));
      const votes = [
        ...[...new Set(likes)].filter((id) => !both.has(id)).map((ideaId) => ({ ideaId, vote: 'like' as const })),
        ...[...new Set(dislikes)].filter((id) => !both.has(id)).map((ideaId) => ({ ideaId, vote: 'dislike' as const })),
      ];
      const applied = await ideas.syncVotes(user.id, votes);
      return {
        success: true,
        applied: applied.sort((a, b) => a - b),
        skipped: votes.length + both.size - applied.length,
      };
    },
  };
}
export type IdeasService = ReturnType<typeof createIdeasService>;
