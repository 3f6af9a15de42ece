import { useCallback } from 'react';
import { useAccount, useApi } from '../session/AppContext';

/**
 * GET /api/portfolios/{id}/updates into the account, which the header's portfolio dropdown shows
 * (the unviewed updates and their count). Failures keep what the account has.
 */
export function usePortfolioUpdatesRefresh(): () => Promise<void> {
  const api = useApi();
  const { store } = useAccount();
  return useCallback(async () => {
    const portfolioId = store.getState().user?.portfolio?.id;
    if (portfolioId === undefined) return;
    try {
      const { count, updates } = await api.portfolioUpdates(portfolioId);
      const user = store.getState().user;
      if (user?.portfolio?.id === portfolioId) {
        store.setUser({ ...user, portfolio: { ...user.portfolio, updates, updates_count: count } });
      }
    } catch {
      // The dropdown keeps the updates the account came with.
    }
  }, [api, store]);
}
