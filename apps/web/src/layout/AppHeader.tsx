import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { HeaderPlaceholder } from '@investradar/ui';
import type { User } from '@investradar/ui/domain';

// Requested as soon as the app starts, in parallel with the account; the logo-only header stands in
// until both are there.
const loadFullHeader = import('./FullHeader');
const FullHeader = lazy(() => loadFullHeader.then((m) => ({ default: m.FullHeader })));

/**
 * The library's Header fed by the app: the account, the current path (hides the guest buttons on
 * /auth pages, redirect_url of registration), the CSRF token of the logout form (POST /logout) and
 * the search, the portfolio updates dropdown. While the account is still loading only the logo shows
 * (the library's HeaderPlaceholder), so a signed-in user never sees the guest buttons flash.
 */
export function AppHeader({ user }: { user: User | null }) {
  const navigate = useNavigate();
  const logoOnly = <HeaderPlaceholder onNavigate={(href) => void navigate(href)} />;
  if (!user) return logoOnly;
  return (
    <Suspense fallback={logoOnly}>
      <FullHeader user={user} />
    </Suspense>
  );
}
