import {
  markAsViewedPayloadSchema,
  MESSAGES,
  PERMISSION,
  portfolioAddBlocker,
  portfolioLimit,
  type User,
} from '@investradar/ui/domain';
import { ApiError, invalid, MAX_DB_ID, notFound, parseBody } from '../../lib/errors';
import type { AccountRepository, UserRow } from '../account';
import type { PortfoliosRepository } from './portfolios.repository';
import { createPermissionsReader } from '../ideas';

export function createPortfoliosService(deps: {
  portfolios: PortfoliosRepository;
  account: Pick<AccountRepository, 'permissions'>;
}) {
  const { portfolios, account } = deps;

  /** Someone else's portfolio answers exactly like a missing one. */
  async function ownPortfolio(user: UserRow, portfolioId: number): Promise<void> {
    if ((await portfolios.owner(portfolioId)) !== user.id) throw notFound();
  }

  /** Enough of the account for the domain's permission rules (can, portfolioLimit). */
  const permissionsOf: (user: UserRow) => Promise<User> = createPermissionsReader(account);

  return {
    async get(user: UserRow, portfolioId: number) {
      await ownPortfolio(user, portfolioId);
      const [ideas, updates, permissions] = await Promise.all([
        portfolios.ideas(portfolioId),
        portfolios.updates(portfolioId, false),
        permissionsOf(user),
      ]);
      const limit = portfolioLimit(permissions);
      return {
        results: {
          portfolio: {
            id: portfolioId,
            ideas,
            updates: updates.updates,
            updates_count: updates.count,
            limit: Number.isFinite(limit) ? limit : null,
          },
        },
      };
    },

    async updates(user: UserRow, portfolioId: number) {
      await ownPortfolio(user, portfolioId);
      const { count, updates } = await portfolios.updates(portfolioId, true);
      return { count, updates };
    },

    async add(user: UserRow, portfolioId: number, ideaId: number) {
      await ownPortfolio(user, portfolioId);
      if (!(await portfolios.ideaExists(ideaId))) throw new ApiError(404, MESSAGES.ideaNotFound);
      const permissions = await permissionsOf(user);
      const held = await portfolios.ideaIds(portfolioId);
      // Already in the portfolio: nothing to add, nothing to refuse.
      if (held.includes(ideaId)) return { success: true, ideas: held };
      const blocker = portfolioAddBlocker(permissions, held.length);
      if (blocker === PERMISSION.portfolio)
        throw new ApiError(403, MESSAGES.proOnly, undefined, { permission: blocker });
      if (blocker) throw new ApiError(403, MESSAGES.portfolioLimitReached, undefined, { permission: blocker });
      const limit = portfolioLimit(permissions);
      const outcome = await portfolios.addIdea(portfolioId, ideaId, Number.isFinite(limit) ? limit : MAX_DB_ID);
      if (outcome === 'limit')
        throw new ApiError(403, MESSAGES.portfolioLimitReached, undefined, {
          permission: PERMISSION.portfolioAddManyIdeas,
        });
      return { success: true, ideas: await portfolios.ideaIds(portfolioId) };
    },

    async remove(user: UserRow, portfolioId: number, ideaId: number) {
      await ownPortfolio(user, portfolioId);
      await portfolios.removeIdea(portfolioId, ideaId);
      return { success: true, ideas: await portfolios.ideaIds(portfolioId) };
    },

    async markViewed(user: UserRow, portfolioId: number, body: unknown) {
      await ownPortfolio(user, portfolioId);
      // The domain's idSchema coerces, which would also turn [1] or true into 1: only numbers and numeric strings are ids.
      const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).idea_id : undefined;
      const idLike = typeof raw === 'number' || (typeof raw === 'string' && /^\d{1,10}$/.test(raw));
      if (!idLike) throw invalid({ idea_id: [MESSAGES.invalidFieldValue] });
      const { idea_id: ideaId } = parseBody(markAsViewedPayloadSchema, body);
      if (ideaId < 1 || ideaId > MAX_DB_ID) throw invalid({ idea_id: [MESSAGES.invalidFieldValue] });
      await portfolios.markViewed(portfolioId, ideaId);
      const { count } = await portfolios.updates(portfolioId, true);
      return { success: true, count };
    },
  };
}
export type PortfoliosService = ReturnType<typeof createPortfoliosService>;
