import { portfolioAddBlocker, PERMISSION, accountFlags } from '../account';
import type { User } from '../schemas/user';

/** The storage port (localStorage in the browser); the domain never touches storage itself. */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_KEYS = {
  deferredRedirect: 'investradar.deferred_redirect',
  deferredPortfolioIdea: 'investradar.deferred_portfolio_idea',
  guestVotes: 'investradar.guest_votes',
} as const;

/** Only same-site paths are followed, so a stored value can never send the user elsewhere. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

export function storeDeferredRedirect(storage: StoragePort, path: string): void {
  if (isSafePath(path)) storage.setItem(STORAGE_KEYS.deferredRedirect, path);
}

/** docs/product/flows.md: a deferred redirect kept in local storage is followed once and removed. */
export function consumeDeferredRedirect(storage: StoragePort): string | null {
  const path = storage.getItem(STORAGE_KEYS.deferredRedirect);
  if (path === null) return null;
  storage.removeItem(STORAGE_KEYS.deferredRedirect);
  return isSafePath(path) ? path : null;
}

export function storeDeferredPortfolioIdea(storage: StoragePort, ideaId: number): void {
  storage.setItem(STORAGE_KEYS.deferredPortfolioIdea, String(ideaId));
}

export type DeferredPortfolioOutcome =
  { kind: 'none' } | { kind: 'permission'; permission: string } | { kind: 'add'; portfolioId: number; ideaId: number };

/**
 * docs/product/flows.md deferred add-to-portfolio: consumed after the account loads for a non-guest. If the user
 * cannot add, a permission check for ii.portfolio_add_many_ideas is raised; otherwise the idea is
 * added and a redirect to /portfolio is stored. A guest leaves the idea in storage for later.
 */
export function consumeDeferredPortfolioIdea(
  storage: StoragePort,
  user: User | null | undefined,
): DeferredPortfolioOutcome {
  if (!user || accountFlags(user).isGuest) return { kind: 'none' };
  const raw = storage.getItem(STORAGE_KEYS.deferredPortfolioIdea);
  if (raw === null) return { kind: 'none' };
  storage.removeItem(STORAGE_KEYS.deferredPortfolioIdea);
  const ideaId = Number(raw);
  if (!Number.isInteger(ideaId) || ideaId <= 0) return { kind: 'none' };
  const ideas = user.portfolio?.ideas ?? [];
  const blocker = ideas.includes(ideaId) ? null : portfolioAddBlocker(user, ideas.length);
  if (blocker !== null || !user.portfolio) {
    return { kind: 'permission', permission: PERMISSION.portfolioAddManyIdeas };
  }
  storeDeferredRedirect(storage, '/portfolio');
  return { kind: 'add', portfolioId: user.portfolio.id, ideaId };
}

export interface GuestVotes {
  likes: number[];
  dislikes: number[];
}

/** docs/product/flows.md: a guest's likes and dislikes are kept in local browser storage. */
export function readGuestVotes(storage: StoragePort): GuestVotes {
  const raw = storage.getItem(STORAGE_KEYS.guestVotes);
  if (raw === null) return { likes: [], dislikes: [] };
  try {
    const parsed: unknown = JSON.parse(raw);
    const ids = (value: unknown) =>
      Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    return { likes: ids(record.likes), dislikes: ids(record.dislikes) };
  } catch {
    return { likes: [], dislikes: [] };
  }
}

/** Toggles a like or dislike; the opposite vote on the same idea is removed. */
export function toggleGuestVote(storage: StoragePort, ideaId: number, vote: 'like' | 'dislike'): GuestVotes {
  const current = readGuestVotes(storage);
  const own = vote === 'like' ? current.likes : current.dislikes;
  const other = vote === 'like' ? current.dislikes : current.likes;
  const nextOwn = own.includes(ideaId) ? own.filter((id) => id !== ideaId) : [...own, ideaId];
  const nextOther = other.filter((id) => id !== ideaId);
  const next = vote === 'like' ? { likes: nextOwn, dislikes: nextOther } : { likes: nextOther, dislikes: nextOwn };
  storage.setItem(STORAGE_KEYS.guestVotes, JSON.stringify(next));
  return next;
}

/**
 * What a guest's votes look like to the sync call (POST /api/ideas/votes/sync), sent once after login
 * or registration; null when there is nothing to send.
 */
export function guestVotesToSync(storage: StoragePort): GuestVotes | null {
  const votes = readGuestVotes(storage);
  return votes.likes.length + votes.dislikes.length === 0 ? null : votes;
}

/** After a successful sync the local votes are cleared: the server keeps them from now on. */
export function clearGuestVotes(storage: StoragePort): void {
  storage.removeItem(STORAGE_KEYS.guestVotes);
}
