import type { LoaderFunctionArgs } from 'react-router';
import type { IdeaSummary } from '@investradar/ui';
import { can, PERMISSION, type PortfolioEvent } from '@investradar/ui/domain';
import { load } from '../session/routerContext';
import { toIdeaSummary } from './ideas';

export type PortfolioData = {
  portfolioId: number;
  ideas: IdeaSummary[];
  updates: PortfolioEvent[];
  updatesCount: number;
};

/**
 * /portfolio: GET /api/portfolios/{id} of the account's portfolio. A guest and an account without
 * ii.portfolio get the page's own gates and no data (null).
 */
export function portfolioLoader(args: LoaderFunctionArgs): Promise<PortfolioData | null> {
  return load(args, async ({ api, account }) => {
    const user = await account.ready();
    const portfolioId = user.portfolio?.id;
    if (portfolioId === undefined || !can(user, PERMISSION.portfolio)) return null;
    const portfolio = await api.getPortfolio(portfolioId);
    return {
      portfolioId,
      ideas: portfolio.ideas.map(toIdeaSummary),
      updates: portfolio.updates,
      updatesCount: portfolio.updates_count,
    };
  });
}
