import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Footer, PageLoading, SkipLink } from '@investradar/ui';
import { accountFlags } from '@investradar/ui/domain';
import { AuthDrawersProvider } from '../auth/AuthDrawers';
import { useAccount } from '../session/AppContext';
import { PortfolioActionsProvider } from '../portfolio/PortfolioActions';
import { useHydrated } from '../ssr/useHydrated';
import { AppHeader } from './AppHeader';

// The first-visit overlays of a signed-in account: loaded for accounts, not for visitors.
const Onboarding = lazy(() => import('../onboarding/Onboarding').then((module) => ({ default: module.Onboarding })));

/**
 * The first-visit overlays, in the browser only: they depend on this browser's session storage (a
 * skipped survey). Its own component, so that turning on after hydration re-renders nothing else.
 */
function AccountOverlays({ signedIn }: { signedIn: boolean }) {
  const inBrowser = useHydrated();
  return inBrowser && signedIn ? (
    <Suspense fallback={null}>
      <Onboarding />
    </Suspense>
  ) : null;
}

/**
 * Page frame: skip link, header, the routed page in <main>, footer; the add-to-portfolio dialogs and
 * the first-visit overlays (survey, bonus popup) of a signed-in account.
 */
export function AppLayout() {
  const account = useAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After an in-app navigation, focus moves to the new page so screen readers announce it
  // (a full page load starts at the top by itself).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <AuthDrawersProvider>
      <PortfolioActionsProvider>
        <div className="app">
          <SkipLink targetId="main" />
          <AppHeader user={account.user} />
          <main id="main" ref={main} tabIndex={-1} className="app-main">
            {/* Pages are loaded per area on first visit. */}
            <Suspense fallback={<PageLoading subject="page" />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer year={new Date().getFullYear()} onNavigate={(href) => void navigate(href)} />
        </div>
        <AccountOverlays signedIn={Boolean(account.user && !accountFlags(account.user).isGuest)} />
      </PortfolioActionsProvider>
    </AuthDrawersProvider>
  );
}
