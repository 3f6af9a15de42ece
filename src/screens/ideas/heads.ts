import { formatDate, formatPrice, type IdeaDetailsAnswer, type StockAnswer } from '../../domain';
import type { PageHead } from '../shared/head';
import * as ideasMessages from './messages';

/** `/` (the home page is the feed) and `/ideas`. */
export const ideasFeedHead = (home: boolean): PageHead => ({
  title: home ? ideasMessages.homeTitle : ideasMessages.feedTitle,
  description: ideasMessages.feedDescription,
});

/** `/rating`. */
export const ratingHead: PageHead = { title: ideasMessages.ratingTitle, description: ideasMessages.ratingDescription };

/** `/ideas/{id}`: the idea's name and ticker; who published it, its target (or that it is premium) and horizon. */
export function ideaHead(idea: IdeaDetailsAnswer): PageHead {
  const source = idea.broker?.name ?? ideasMessages.independentAnalyst;
  const target =
    idea.target_price === null
      ? ideasMessages.premiumIdea
      : ideasMessages.targetOf(formatPrice(idea.target_price, idea.currency));
  return {
    title: `${idea.name} (${idea.ticker})`,
    description: ideasMessages.ideaDescription(
      source,
      idea.company_name,
      idea.ticker,
      target,
      formatDate(idea.horizon_at),
    ),
  };
}

/** `/stocks/{ticker}`. */
export const stockHead = (stock: Pick<StockAnswer['stock'], 'name' | 'ticker'>): PageHead => ({
  title: ideasMessages.stockTitle(stock.name, stock.ticker),
  description: ideasMessages.stockDescription(stock.name, stock.ticker),
});
