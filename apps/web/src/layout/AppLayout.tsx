import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Footer } from '@investradar/ui';
import { AuthDrawersProvider } from '../auth/AuthDrawers';
import { useAccount } from '../session/AppContext';
import { AppHeader } from './AppHeader';

/** Page frame: skip link, header, the routed page in <main>, footer. */
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
      <div className="app">
        <a className="app-skip-link" href="#main">
          Перейти к содержимому
        </a>
        <AppHeader user={account.user} />
        <main id="main" ref={main} tabIndex={-1} className="app-main">
          <Outlet />
        </main>
        <Footer year={new Date().getFullYear()} onNavigate={(href) => void navigate(href)} />
      </div>
    </AuthDrawersProvider>
  );
}
