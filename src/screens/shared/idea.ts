/**
 * The idea as the feed, the idea card and the portfolio show it (docs/product/entities.md gives no entity for it, so the
 * screens describe it here; the domain may adopt the shape later). Shared by the ideas and portfolio areas.
 */
import * as sharedMessages from './messages';

/** Life cycle of an idea as the feed shows it. */
export const ideaStatuses = ['open', 'target_reached', 'closed_profit', 'closed_loss', 'expired'] as const;
export type IdeaStatus = (typeof ideaStatuses)[number];

export const ideaStatusLabels: Record<IdeaStatus, string> = {
  open: 'Открыта',
  target_reached: 'Цель достигнута',
  closed_profit: 'Закрыта с прибылью',
  closed_loss: 'Закрыта с убытком',
  expired: 'Срок истёк',
};

/** Badge tone of each status (a vocabulary of the Badge primitive). */
export const ideaStatusTones = {
  open: 'brand',
  target_reached: 'success',
  closed_profit: 'success',
  closed_loss: 'danger',
  expired: 'neutral',
} as const satisfies Record<IdeaStatus, 'brand' | 'success' | 'danger' | 'neutral'>;

/** A vote on an idea: the spec's bet values 'believe' and 'notbelieve'. */
export const ideaVotes = ['believe', 'notbelieve'] as const;
export type IdeaVote = (typeof ideaVotes)[number];

/** Which way an idea expects the price to move. */
export const ideaDirections = ['long', 'short'] as const;
export type IdeaDirection = (typeof ideaDirections)[number];

export const ideaCurrencies = ['RUB', 'USD'] as const;
export type IdeaCurrency = (typeof ideaCurrencies)[number];

export interface IdeaSummary {
  id: number;
  /** Title of the idea, e.g. 'Сбербанк: ставка на рекордные дивиденды'. */
  name: string;
  /** Page of the idea. */
  href: string;
  ticker: string;
  companyName: string;
  broker: { id: number; name: string };
  /** The analyst who published it; null when the broker does not name one. */
  analyst: { id: number; name: string } | null;
  currency: IdeaCurrency;
  /** Price when the idea was published. */
  startPrice: number;
  targetPrice: number;
  currentPrice: number;
  /** Potential yield in percent from the current price to the target, as the server computes it. */
  potentialYield: number;
  /**
   * `short`: the idea expects the price to fall (its potential and result are those of a short position); the
   * card then shows the expected fall, not a green «+N %» under «ожидаем снижение». Long when absent.
   */
  direction?: IdeaDirection;
  /** ISO date by which the target should be reached. */
  horizonDate: string;
  /** ISO date of publication. */
  publishedAt: string;
  status: IdeaStatus;
  believeCount: number;
  notBelieveCount: number;
  /** A paid premium idea (PRO users get the spec's 20% discount). */
  premium?: boolean;
  /** A premium idea the viewer has not bought: its target is hidden (targetPrice is not shown). */
  locked?: boolean;
  /** Final result in percent of a closed idea, in its direction (the API's return_pct); else computed from prices. */
  result?: number;
}

/**
 * The potential of an open idea as a price stat: a long idea's potential yield, signed and coloured by its sign;
 * a short idea's expected fall of the price (its potential with the price's sign, «−28 %»), labelled as a fall and
 * left uncoloured — a fall is what the idea expects, neither a gain nor a loss of the price shown beside it.
 */
export function potentialStat(
  direction: IdeaDirection | undefined,
  potentialYield: number,
): { label: string; change: number; sign: 'positive' | 'negative' | 'neutral' } {
  if (direction === 'short') return { label: sharedMessages.expectedFall, change: -potentialYield, sign: 'neutral' };
  return {
    label: sharedMessages.potential,
    change: potentialYield,
    sign: potentialYield > 0 ? 'positive' : potentialYield < 0 ? 'negative' : 'neutral',
  };
}
