import type { PortfolioIdea } from '@investradar/ui/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  analysts,
  brokers,
  ideas,
  ideaVotes,
  portfolioIdeas,
  portfolios,
  portfolioUpdates,
  stocks,
} from '../../db/schema';

/** GET /api/portfolios/{id}'s idea: the domain's shape. */
export type PortfolioIdeaView = PortfolioIdea;

export interface UpdateView {
  idea_id: number;
  event: string;
  event_txt: string;
  idea_name: string;
  dt: string;
  closed_with_profit: boolean | null;
  viewed: boolean;
}

const UPDATES_LIMIT = 50;

export function createPortfoliosRepository(db: Database) {
  return {
    async owner(portfolioId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: portfolios.userId })
        .from(portfolios)
        .where(eq(portfolios.id, portfolioId))
        .limit(1);
      return row?.userId;
    },

    async ideaExists(ideaId: number): Promise<boolean> {
      const [row] = await db.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, ideaId)).limit(1);
      return row !== undefined;
    },

    async ideaIds(portfolioId: number): Promise<number[]> {
      const rows = await db
        .select({ ideaId: portfolioIdeas.ideaId })
        .from(portfolioIdeas)
        .where(eq(portfolioIdeas.portfolioId, portfolioId))
        .orderBy(asc(portfolioIdeas.addedAt), asc(portfolioIdeas.ideaId));
      return rows.map((r) => r.ideaId);
    },

    /**
     * Adds the idea unless the portfolio already holds `limit` ideas. The portfolio row is locked, so
     * two adds racing each other cannot both squeeze under the limit.
     */
    async addIdea(portfolioId: number, ideaId: number, limit: number): Promise<'added' | 'present' | 'limit'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.id, portfolioId)).for('update');
        const [present] = await tx
          .select({ ideaId: portfolioIdeas.ideaId })
          .from(portfolioIdeas)
          .where(and(eq(portfolioIdeas.portfolioId, portfolioId), eq(portfolioIdeas.ideaId, ideaId)));
        if (present) return 'present';
        const [held] = await tx
          .select({ n: count() })
          .from(portfolioIdeas)
          .where(eq(portfolioIdeas.portfolioId, portfolioId));
        if ((held?.n ?? 0) >= limit) return 'limit';
        await tx.insert(portfolioIdeas).values({ portfolioId, ideaId });
        return 'added';
      });
    },

    async removeIdea(portfolioId: number, ideaId: number): Promise<boolean> {
      const rows = await db
        .delete(portfolioIdeas)
        .where(and(eq(portfolioIdeas.portfolioId, portfolioId), eq(portfolioIdeas.ideaId, ideaId)))
        .returning({ ideaId: portfolioIdeas.ideaId });
      return rows.length > 0;
    },

    async ideas(portfolioId: number): Promise<PortfolioIdeaView[]> {
      const rows = await db
        .select({
          id: ideas.id,
          name: ideas.name,
          ticker: stocks.ticker,
          companyName: stocks.name,
          tickerUrl: stocks.tickerUrl,
          brokerId: brokers.id,
          brokerName: brokers.name,
          analystId: analysts.id,
          analystName: analysts.name,
          direction: ideas.direction,
          potentialYield: ideas.potentialYield,
          currency: ideas.currency,
          startPrice: ideas.startPrice,
          targetPrice: ideas.targetPrice,
          lastPrice: stocks.lastPrice,
          horizonDays: ideas.horizonDays,
          openedAt: ideas.openedAt,
          closedAt: ideas.closedAt,
          status: ideas.status,
          closedWithProfit: ideas.closedWithProfit,
          addedAt: portfolioIdeas.addedAt,
        })
        .from(portfolioIdeas)
        .innerJoin(ideas, eq(ideas.id, portfolioIdeas.ideaId))
        .innerJoin(stocks, eq(stocks.id, ideas.stockId))
        .leftJoin(brokers, eq(brokers.id, ideas.brokerId))
        .leftJoin(analysts, eq(analysts.id, ideas.analystId))
        .where(eq(portfolioIdeas.portfolioId, portfolioId))
        .orderBy(desc(portfolioIdeas.addedAt), desc(ideas.id));
      const ids = rows.map((r) => r.id);
      const votes = ids.length
        ? await db
            .select({ ideaId: ideaVotes.ideaId, vote: ideaVotes.vote, n: count() })
            .from(ideaVotes)
            .where(inArray(ideaVotes.ideaId, ids))
            .groupBy(ideaVotes.ideaId, ideaVotes.vote)
        : [];
      const tally = (id: number, vote: string) => votes.find((v) => v.ideaId === id && v.vote === vote)?.n ?? 0;
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        link: `/ideas/${r.id}`,
        ticker: r.ticker,
        company_name: r.companyName,
        ticker_url: r.tickerUrl,
        broker: r.brokerId === null ? null : { id: r.brokerId, name: r.brokerName ?? '' },
        analyst: r.analystId === null ? null : { id: r.analystId, name: r.analystName ?? '' },
        direction: r.direction === 'short' ? 'short' : 'long',
        potential_yield: Number(r.potentialYield),
        currency: r.currency === 'USD' ? 'USD' : 'RUB',
        start_price: Number(r.startPrice),
        // A share never quoted since: the opening price is the last one known.
        current_price: Number(r.lastPrice ?? r.startPrice),
        target_price: Number(r.targetPrice),
        horizon_days: r.horizonDays,
        published_at: r.openedAt.toISOString(),
        closed_at: r.closedAt?.toISOString() ?? null,
        // The portfolio page knows open / closed with profit / closed with loss; the feed has the full status.
        status: r.status === 'open' ? 'open' : r.closedWithProfit ? 'closed_profit' : 'closed_loss',
        likes_count: tally(r.id, 'like'),
        dislikes_count: tally(r.id, 'dislike'),
        added_at: r.addedAt.toISOString(),
      }));
    },

    /** Newest first; `onlyUnviewed` for the header's updates dropdown. */
    async updates(portfolioId: number, onlyUnviewed: boolean): Promise<{ count: number; updates: UpdateView[] }> {
      const unviewed = and(eq(portfolioUpdates.portfolioId, portfolioId), isNull(portfolioUpdates.viewedAt));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            ideaId: portfolioUpdates.ideaId,
            event: portfolioUpdates.event,
            eventTxt: portfolioUpdates.eventTxt,
            ideaName: ideas.name,
            dt: portfolioUpdates.dt,
            closedWithProfit: portfolioUpdates.closedWithProfit,
            viewedAt: portfolioUpdates.viewedAt,
          })
          .from(portfolioUpdates)
          .innerJoin(ideas, eq(ideas.id, portfolioUpdates.ideaId))
          .where(onlyUnviewed ? unviewed : eq(portfolioUpdates.portfolioId, portfolioId))
          .orderBy(desc(portfolioUpdates.dt), desc(portfolioUpdates.id))
          .limit(UPDATES_LIMIT),
        db.select({ n: count() }).from(portfolioUpdates).where(unviewed),
      ]);
      return {
        count: counted?.n ?? 0,
        updates: rows.map((r) => ({
          idea_id: r.ideaId,
          event: r.event,
          event_txt: r.eventTxt,
          idea_name: r.ideaName,
          dt: r.dt.toISOString(),
          closed_with_profit: r.closedWithProfit,
          viewed: r.viewedAt !== null,
        })),
      };
    },

    async markViewed(portfolioId: number, ideaId: number): Promise<number> {
      const rows = await db
        .update(portfolioUpdates)
        .set({ viewedAt: sql`now()` })
        .where(
          and(
            eq(portfolioUpdates.portfolioId, portfolioId),
            eq(portfolioUpdates.ideaId, ideaId),
            isNull(portfolioUpdates.viewedAt),
          ),
        )
        .returning({ id: portfolioUpdates.id });
      return rows.length;
    },
  };
}
export type PortfoliosRepository = ReturnType<typeof createPortfoliosRepository>;
