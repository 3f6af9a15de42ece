import type { IdeaSummary } from '@investradar/ui';
import type { PortfolioIdea } from '@investradar/ui/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The API's portfolio idea as the PortfolioPage's IdeaSummary. */
export function toIdeaSummary(idea: PortfolioIdea): IdeaSummary {
  return {
    id: idea.id,
    name: idea.name,
    href: idea.link,
    ticker: idea.ticker,
    companyName: idea.company_name,
    broker: idea.broker ?? { id: 0, name: '' },
    analyst: idea.analyst,
    currency: idea.currency,
    startPrice: idea.start_price,
    targetPrice: idea.target_price,
    currentPrice: idea.current_price,
    potentialYield: idea.potential_yield,
    direction: idea.direction,
    horizonDate: new Date(Date.parse(idea.published_at) + idea.horizon_days * DAY_MS).toISOString(),
    publishedAt: idea.published_at,
    status: idea.status,
    believeCount: idea.likes_count,
    notBelieveCount: idea.dislikes_count,
  };
}
