import { useState } from 'react';
import type { IdeaSummary, IdeaVote } from '@investradar/ui';
import {
  accountFlags,
  MESSAGES,
  readGuestVotes,
  toggleGuestVote,
  type GuestVotes,
  type IdeaViewAnswer,
} from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { useNotify } from '../notify/Notifications';
import { useHydrated } from '../ssr/useHydrated';
import { useAccount, useApi, useServices } from '../session/AppContext';

/** Texts the spec does not give. */
export const IDEA_TEXTS = {
  notFound: 'Идея не найдена',
} as const;

/** The API's idea as the library's IdeaCard shows it. */
export function toIdeaSummary(idea: IdeaViewAnswer, votes?: VoteState): IdeaSummary {
  return {
    id: idea.id,
    name: idea.name,
    href: idea.link,
    ticker: idea.ticker,
    companyName: idea.company_name,
    broker: idea.broker ?? { id: 0, name: 'Независимый аналитик' },
    analyst: idea.analyst,
    currency: idea.currency,
    startPrice: idea.start_price,
    targetPrice: idea.target_price ?? 0,
    locked: idea.target_price === null,
    currentPrice: idea.close_price ?? idea.current_price,
    potentialYield: idea.potential_yield,
    horizonDate: idea.horizon_at,
    publishedAt: idea.opened_at,
    status: idea.status,
    result: idea.return_pct,
    believeCount: votes?.likes ?? idea.likes_count,
    notBelieveCount: votes?.dislikes ?? idea.dislikes_count,
    premium: idea.premium,
  };
}

export type VoteState = { vote: IdeaVote | null; likes: number; dislikes: number };

/**
 * Believe / not believe on a list of ideas. A signed-in account votes through
 * POST /api/ideas/{id}/vote (the same vote again takes it back: `none`) and shows the counts the
 * server answers; a guest's votes stay in local storage (the domain's guest votes, read after
 * hydration, so the server's HTML and the first render agree) until login or registration sends them.
 */
export function useIdeaVotes(ideas: readonly IdeaViewAnswer[]) {
  const api = useApi();
  const { storage } = useServices();
  const account = useAccount();
  const notify = useNotify();
  const guest = account.status !== 'ready' || accountFlags(account.user).isGuest;
  // Local storage is read only once hydrated: the server's HTML and the first render show no guest votes.
  const hydrated = useHydrated();
  const [changedGuestVotes, setGuestVotes] = useState<GuestVotes | null>(null);
  const guestVotes = guest && hydrated ? (changedGuestVotes ?? readGuestVotes(storage.local)) : null;
  // What the server answered to votes, for this data of the loader only (new data carries the votes).
  const [answeredFor, setAnsweredFor] = useState<{
    ideas: readonly IdeaViewAnswer[];
    votes: Record<number, VoteState>;
  }>({ ideas, votes: {} });
  const answered = answeredFor.ideas === ideas ? answeredFor.votes : {};
  const setAnswered = (ideaId: number, state: VoteState) =>
    setAnsweredFor((current) => ({
      ideas,
      votes: { ...(current.ideas === ideas ? current.votes : {}), [ideaId]: state },
    }));

  const stateOf = (idea: IdeaViewAnswer): VoteState => {
    const own = answered[idea.id];
    if (own) return own;
    if (guest && guestVotes) {
      // The server does not count a guest's local vote yet: it is added here for the guest's eyes.
      const vote: IdeaVote | null = guestVotes.likes.includes(idea.id)
        ? 'believe'
        : guestVotes.dislikes.includes(idea.id)
          ? 'notbelieve'
          : null;
      return {
        vote,
        likes: idea.likes_count + (vote === 'believe' ? 1 : 0),
        dislikes: idea.dislikes_count + (vote === 'notbelieve' ? 1 : 0),
      };
    }
    return { vote: guest ? null : idea.my_vote, likes: idea.likes_count, dislikes: idea.dislikes_count };
  };

  const vote = async (idea: IdeaViewAnswer, choice: IdeaVote) => {
    if (guest) {
      setGuestVotes(toggleGuestVote(storage.local, idea.id, choice === 'believe' ? 'like' : 'dislike'));
      return;
    }
    const current = stateOf(idea).vote;
    try {
      const result = await api.vote(idea.id, current === choice ? 'none' : choice);
      setAnswered(idea.id, { vote: result.vote, likes: result.likes_count, dislikes: result.dislikes_count });
    } catch (error) {
      if (error instanceof ApiError && error.redirected) return;
      notify(error instanceof ApiError && error.status === 404 ? IDEA_TEXTS.notFound : MESSAGES.genericError, 'danger');
    }
  };

  return { stateOf, vote };
}
