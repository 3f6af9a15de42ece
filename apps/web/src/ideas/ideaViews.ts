import { useState } from 'react';
import { IDEAS_NOTICES, type IdeaVote, type IdeaVoteCounts } from '@investradar/ui';
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

export type VoteState = IdeaVoteCounts;

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
      notify(
        error instanceof ApiError && error.status === 404 ? IDEAS_NOTICES.notFound : MESSAGES.genericError,
        'danger',
      );
    }
  };

  return { stateOf, vote };
}
