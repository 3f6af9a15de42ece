import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoadError, PageLoading } from '@investradar/ui';
import { accountFlags } from '@investradar/ui/domain';
import { SESSION_EXPIRED_URL } from '../api/client';
import { useAccount } from '../session/AppContext';

/** docs/product/screens.md: a guest opening any account page is sent to /auth/login (and brought back after login). */
export function RequireAccount() {
  const account = useAccount();
  const location = useLocation();
  if (account.status === 'loading') return <PageLoading />;
  if (account.status === 'error') return <PageLoadError onRetry={() => void account.store.reload()} />;
  if (accountFlags(account.user).isGuest) {
    // The session just expired (a 401): the client is already on its way to the notice page.
    if (account.status === 'ready' && account.expired) return <Navigate to={SESSION_EXPIRED_URL} replace />;
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/login?redirect_url=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}

/** '/': no home page in this slice; signed-in users land on their settings, visitors on login. */
export function HomeRedirect() {
  const account = useAccount();
  if (account.status === 'loading') return <PageLoading />;
  if (account.status === 'error') return <PageLoadError onRetry={() => void account.store.reload()} />;
  return <Navigate to={accountFlags(account.user).isGuest ? '/auth/login' : '/account/settings'} replace />;
}
