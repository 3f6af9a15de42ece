import type { IdeaSummary } from '@investradar/ui';
import type { PortfolioIdea } from '@investradar/ui/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The API's portfolio idea as the PortfolioPage's IdeaSummary. The API carries no prices (opening,
 * current, target) nor a currency: they are NaN here and the page's price rows are hidden by the
 * app's layout (see app.css, .app-portfolio), so no invented number reaches the user. Shares of the
 * Moscow Exchange are quoted in roubles.
 */
export function toIdeaSummary(idea: PortfolioIdea): IdeaSummary {
  return {
    id: idea.id,
    name: idea.name,
    href: idea.link,
    ticker: idea.ticker,
    companyName: idea.company_name,
    broker: idea.broker ?? { id: 0, name: '' },
    analyst: idea.analyst,
    currency: 'RUB',
    startPrice: Number.NaN,
    targetPrice: Number.NaN,
    currentPrice: Number.NaN,
    potentialYield: idea.potential_yield,
    horizonDate: new Date(Date.parse(idea.published_at) + idea.horizon_days * DAY_MS).toISOString(),
    publishedAt: idea.published_at,
    status: idea.status,
    believeCount: idea.likes_count,
    notBelieveCount: idea.dislikes_count,
  };
}
