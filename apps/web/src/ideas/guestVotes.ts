import { clearGuestVotes, guestVotesToSync, type StoragePort } from '@investradar/ui/domain';
import type { Api } from '../api/endpoints';

/**
 * After login or registration: the votes a guest kept in local storage are sent once
 * (POST /api/ideas/votes/sync) and cleared when the server took them. A failure keeps them for the
 * next sign-in (the server applies a repeated batch only once) and never fails the sign-in itself.
 */
export async function syncGuestVotes(api: Pick<Api, 'syncGuestVotes'>, storage: StoragePort): Promise<boolean> {
  const votes = guestVotesToSync(storage);
  if (!votes) return false;
  try {
    await api.syncGuestVotes(votes);
    clearGuestVotes(storage);
    return true;
  } catch {
    return false;
  }
}
