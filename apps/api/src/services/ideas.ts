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
  validateIdeasFilter,
  type AccountType,
  type IdeaDetails,
  type IdeasFilterState,
  type IdeasResponse,
  type IdeaView,
  type User,
} from '../domain';
import { ApiError, invalid, parseBody } from '../lib/errors';
import type { AccountRepository } from '../repositories/account';
import { toIdeaView, type IdeaRow, type IdeasRepository } from '../repositories/ideas';
import type { UserRow } from '../repositories/users';
import { effectiveType } from './account-view';

/** Query values as Fastify parses them: a repeated key becomes a list, joined here with commas. */
export type RawQuery = Record<string, string | string[] | undefined>;

export function flattenQuery(query: unknown): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  if (typeof query !== 'object' || query === null) return flat;
  for (const [key, value] of Object.entries(query as RawQuery)) flat[key] = Array.isArray(value) ? value.join(',') : value;
  return flat;
}

const STOCK_CLOSED_IDEAS = 50;
const STOCK_DEALS = 10;

/** Enough of an account for the domain's can(): its effective type's permissions (guests: mbr_guest). */
export function createPermissionsReader(account: AccountRepository) {
  return async function permissionsOf(user: UserRow | null): Promise<User> {
    const type: AccountType = user ? effectiveType(user) : 'mbr_guest';
    return { ...guestUser, ...(user ? { id: user.id } : {}), type, all_permissions: permissionTree(await account.permissions(type)) };
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
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > IDEAS_MAX_PER_PAGE) (errors.per_page ??= []).push(MESSAGES.ideasFilterInvalid);
  if (Object.keys(errors).length) throw invalid(errors);
  const enforced = enforceIdeaFilterPermissions(await permissionsOf(user), filters);
  return { filters: enforced.filters, ignored: enforced.ignored, perPage };
}

export function createIdeasService(deps: { ideas: IdeasRepository; permissionsOf: PermissionsReader }) {
  const { ideas, permissionsOf } = deps;

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

  async function feed(filters: IdeasFilterState, perPage: number, user: UserRow | null) {
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
      return { results: { idea: { ...view!, description: view!.locked ? null : row.description, status_history: history } } };
    },

    /** GET /api/stocks/{ticker} */
    async stock(user: UserRow | null, ticker: string) {
      const stock = /^[A-Za-z0-9._-]{1,20}$/.test(ticker) ? await ideas.stockByTicker(ticker) : undefined;
      if (!stock) throw new ApiError(404, MESSAGES.stockNotFound);
      const [{ open, closed, closedTotal }, deals] = await Promise.all([ideas.ofStock(stock.id, STOCK_CLOSED_IDEAS), ideas.recentDeals(stock.id, STOCK_DEALS)]);
      const [openViews, closedViews] = await Promise.all([present(open, user), present(closed, user)]);
      // Consensus of the open ideas whose target everyone sees (premium ones stay out of it).
      const targets = open.filter((r) => !r.premium).map((r) => Number(r.targetPrice));
      const lastPrice = stock.lastPrice === null ? null : Number(stock.lastPrice);
      const target = targets.length ? Math.round((targets.reduce((a, b) => a + b, 0) / targets.length) * 100) / 100 : null;
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
              : { target_price: target, ideas: targets.length, upside_pct: lastPrice ? Math.round((target / lastPrice - 1) * 10_000) / 100 : null },
          ideas: { open: openViews, closed: closedViews, closed_total: closedTotal },
          insider_deals: deals.map((d) => ({
            id: d.id,
            insider: { id: d.insiderId, name: d.insiderName, position: d.position },
            kind: d.kind,
            shares: d.shares,
            price: Number(d.price),
            date: d.dealDate,
          })),
        },
      };
    },

    /** POST /api/ideas/{id}/vote */
    async vote(user: UserRow, id: number, body: unknown) {
      const { vote } = parseBody(ideaVotePayloadSchema, body);
      const stored = vote === 'believe' ? 'like' : vote === 'notbelieve' ? 'dislike' : null;
      const counts = await ideas.vote(user.id, id, stored);
      if (!counts) throw new ApiError(404, MESSAGES.ideaNotFound);
      return { success: true, vote: stored === null ? null : vote, likes_count: counts.likes, dislikes_count: counts.dislikes };
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
      return { success: true, applied: applied.sort((a, b) => a - b), skipped: votes.length + both.size - applied.length };
    },
  };
}
export type IdeasService = ReturnType<typeof createIdeasService>;
