import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Header } from '@investradar/ui';
import { MESSAGES, type User } from '@investradar/ui/domain';
import { useAuthDrawers } from '../auth/AuthDrawers';
import { usePortfolioUpdatesRefresh } from '../portfolio/usePortfolioUpdates';
import { useApi } from '../session/AppContext';
import { useHeaderSearch } from './useHeaderSearch';

/**
 * The library's Header fed by the app: the account, the current path (hides the guest buttons on
 * /auth pages, redirect_url of registration), the CSRF token of the logout form (POST /logout) and
 * the search, the portfolio updates dropdown. While the account is still loading only the logo shows, so a signed-in user never
 * sees the guest buttons flash.
 */
export function AppHeader({ user }: { user: User | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const search = useHeaderSearch(api, navigate);
  const drawers = useAuthDrawers();
  const refreshUpdates = usePortfolioUpdatesRefresh();

  if (!user) {
    return (
      <header className="app-header">
        <div className="app-header__inner">
          <RouterLink to="/" className="app-header__logo" aria-label={`${MESSAGES.productName} — на главную`}>
            <span>{MESSAGES.productName}</span>
          </RouterLink>
        </div>
      </header>
    );
  }
  return (
    <Header
      user={user}
      currentPath={`${location.pathname}${location.search}`}
      // Read on every render: the server rotates the token with the session on login.
      csrfToken={api.csrfToken() ?? ''}
      search={search}
      onNavigate={(href) => void navigate(href)}
      // Login and Register open as slide-in drawers over the current page (spec §2).
      onAuthRequest={drawers.open}
      // The dropdown shows what GET /api/portfolios/{id}/updates answers now, not the account's copy.
      onPortfolioUpdatesOpen={() => void refreshUpdates()}
    />
  );
}
