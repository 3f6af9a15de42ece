import { formatDate, formatPrice, type IdeaDetailsAnswer } from '../../../domain';
import type { PageHead } from '../../shared/head';
import * as ideaPageMessages from './messages';

/** `/ideas/{id}`: the idea's name and ticker; who published it, its target (or that it is premium) and horizon. */
export function ideaHead(idea: IdeaDetailsAnswer): PageHead {
  const source = idea.broker?.name ?? ideaPageMessages.independentAnalyst;
  const target =
    idea.target_price === null
      ? ideaPageMessages.premiumIdea
      : ideaPageMessages.targetOf(formatPrice(idea.target_price, idea.currency));
  return {
    title: `${idea.name} (${idea.ticker})`,
    description: ideaPageMessages.ideaDescription(
      source,
      idea.company_name,
      idea.ticker,
      target,
      formatDate(idea.horizon_at),
    ),
  };
}
