// The library's full header (search, menus, the portfolio updates dropdown) with what the app feeds
// it; loaded by AppHeader.tsx beside the first page rather than before it.
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Header } from '@investradar/ui';
import type { User } from '@investradar/ui/domain';
import { useAuthDrawers } from '../auth/AuthDrawers';
import { usePortfolioUpdatesRefresh } from '../portfolio/usePortfolioUpdates';
import { useApi } from '../session/AppContext';
import { useHeaderSearch } from './useHeaderSearch';

// The billing banner (issue #15): its chunk (which decides whether the payment is overdue) is loaded
// only for an account with a subscription, after the header, never in the first load.
const OverdueBanner = lazy(() => import('../money/OverdueBanner').then((m) => ({ default: m.OverdueBanner })));

export function FullHeader({ user }: { user: User }) {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const search = useHeaderSearch(api, navigate, location.pathname);
  const drawers = useAuthDrawers();
  const refreshUpdates = usePortfolioUpdatesRefresh();

  return (
    <Header
      user={user}
      currentPath={`${location.pathname}${location.search}`}
      // Read on every render: the server rotates the token with the session on login.
      csrfToken={api.csrfToken() ?? ''}
      search={search}
      onNavigate={(href) => void navigate(href)}
      // Login and Register open as slide-in drawers over the current page (docs/product/screens.md).
      onAuthRequest={drawers.open}
      // The dropdown shows what GET /api/portfolios/{id}/updates answers now, not the account's copy.
      onPortfolioUpdatesOpen={() => void refreshUpdates()}
      banner={
        user.subscription ? (
          <Suspense fallback={null}>
            <OverdueBanner subscription={user.subscription} />
          </Suspense>
        ) : null
      }
    />
  );
}
