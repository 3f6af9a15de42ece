import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, type User } from '@investradar/ui/domain';

// Requested as soon as the app starts, in parallel with the account; the logo-only header stands in
// until both are there.
const loadFullHeader = import('./FullHeader');
const FullHeader = lazy(() => loadFullHeader.then((m) => ({ default: m.FullHeader })));

/**
 * The library's Header fed by the app: the account, the current path (hides the guest buttons on
 * /auth pages, redirect_url of registration), the CSRF token of the logout form (POST /logout) and
 * the search, the portfolio updates dropdown. While the account is still loading only the logo shows, so a signed-in user never
 * sees the guest buttons flash.
 */
export function AppHeader({ user }: { user: User | null }) {
  const logoOnly = (
    <header className="app-header">
      <div className="app-header__inner">
        <RouterLink to="/" className="app-header__logo" aria-label={`${MESSAGES.productName} — на главную`}>
          <span>{MESSAGES.productName}</span>
        </RouterLink>
      </div>
    </header>
  );
  if (!user) return logoOnly;
  return (
    <Suspense fallback={logoOnly}>
      <FullHeader user={user} />
    </Suspense>
  );
}
