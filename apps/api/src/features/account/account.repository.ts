import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountTypePermissions,
  bets,
  brokerAdmins,
  ideas,
  ideaVotes,
  portfolioIdeas,
  portfolios,
  portfolioUpdates,
  subscriptions,
} from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface PortfolioSnapshot {
  id: number;
  ideaIds: number[];
  updates: Array<{ event: string; eventTxt: string; ideaName: string; dt: Date; closedWithProfit: boolean | null }>;
  updatesCount: number;
}

/** How many unviewed updates the account carries; the full list is GET /api/portfolios/{id}/updates. */
const ACCOUNT_UPDATES_LIMIT = 20;

/** Reads the parts of the account that live outside the users table. */
export function createAccountRepository(db: Database) {
  return {
    async permissions(accountType: string): Promise<Array<{ permission: string; allowed: boolean }>> {
      return db
        .select({ permission: accountTypePermissions.permission, allowed: accountTypePermissions.allowed })
        .from(accountTypePermissions)
        .where(eq(accountTypePermissions.accountType, accountType))
        .orderBy(asc(accountTypePermissions.permission));
    },

    async subscriptions(userId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    async portfolio(userId: number): Promise<PortfolioSnapshot | null> {
      const [portfolio] = await db
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(eq(portfolios.userId, userId))
        .limit(1);
      if (!portfolio) return null;
      const unviewed = and(eq(portfolioUpdates.portfolioId, portfolio.id), isNull(portfolioUpdates.viewedAt));
      const [ideaRows, updateRows, [countRow]] = await Promise.all([
        db
          .select({ ideaId: portfolioIdeas.ideaId })
          .from(portfolioIdeas)
          .where(eq(portfolioIdeas.portfolioId, portfolio.id))
          .orderBy(asc(portfolioIdeas.addedAt), asc(portfolioIdeas.ideaId)),
        db
          .select({
            event: portfolioUpdates.event,
            eventTxt: portfolioUpdates.eventTxt,
            ideaName: ideas.name,
            dt: portfolioUpdates.dt,
            closedWithProfit: portfolioUpdates.closedWithProfit,
          })
          .from(portfolioUpdates)
          .innerJoin(ideas, eq(ideas.id, portfolioUpdates.ideaId))
          .where(unviewed)
          .orderBy(desc(portfolioUpdates.dt), desc(portfolioUpdates.id))
          .limit(ACCOUNT_UPDATES_LIMIT),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(portfolioUpdates)
          .where(unviewed),
      ]);
      return {
        id: portfolio.id,
        ideaIds: ideaRows.map((r) => r.ideaId),
        updates: updateRows,
        updatesCount: countRow?.n ?? 0,
      };
    },

    async bets(userId: number): Promise<Array<{ ideaId: number; bet: string }>> {
      return db
        .select({ ideaId: bets.ideaId, bet: bets.bet })
        .from(bets)
        .where(eq(bets.userId, userId))
        .orderBy(asc(bets.id));
    },

    async votes(userId: number): Promise<Array<{ ideaId: number; vote: string }>> {
      return db
        .select({ ideaId: ideaVotes.ideaId, vote: ideaVotes.vote })
        .from(ideaVotes)
        .where(eq(ideaVotes.userId, userId))
        .orderBy(asc(ideaVotes.ideaId));
    },

    async isBrokerAdmin(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ brokerId: brokerAdmins.brokerId })
        .from(brokerAdmins)
        .where(eq(brokerAdmins.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    async createPortfolio(userId: number): Promise<number> {
      const [row] = await db
        .insert(portfolios)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ id: portfolios.id });
      if (row) return row.id;
      const [existing] = await db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, userId));
      if (!existing) throw new Error(`portfolio of user ${userId} vanished`);
      return existing.id;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
