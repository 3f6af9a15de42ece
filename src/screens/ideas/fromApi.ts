import type { IdeaViewAnswer } from '../../domain';
import type { IdeaSummary, IdeaVote } from './model';
import * as ideasMessages from './messages';

/** The viewer's vote and the counts to show (the server's, or a guest's local vote added). */
export type IdeaVoteCounts = { vote: IdeaVote | null; likes: number; dislikes: number };

/** The API's idea (GET /api/ideas, /api/stocks/{ticker}) as the idea card shows it. */
export function toIdeaSummary(idea: IdeaViewAnswer, votes?: IdeaVoteCounts): IdeaSummary {
  return {
    id: idea.id,
    name: idea.name,
    href: idea.link,
    ticker: idea.ticker,
    companyName: idea.company_name,
    broker: idea.broker ?? { id: 0, name: ideasMessages.independentAnalyst },
    analyst: idea.analyst,
    currency: idea.currency,
    startPrice: idea.start_price,
    targetPrice: idea.target_price ?? 0,
    locked: idea.target_price === null,
    currentPrice: idea.close_price ?? idea.current_price,
    potentialYield: idea.potential_yield,
    direction: idea.direction,
    horizonDate: idea.horizon_at,
    publishedAt: idea.opened_at,
    status: idea.status,
    result: idea.return_pct,
    believeCount: votes?.likes ?? idea.likes_count,
    notBelieveCount: votes?.dislikes ?? idea.dislikes_count,
    premium: idea.premium,
  };
}
