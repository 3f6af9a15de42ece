import { useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Button, isAuthPath } from '@investradar/ui';
import { accountFlags, MESSAGES, type User } from '@investradar/ui/domain';
import { AUTH_PATHS } from '../api/endpoints';
import { useApi } from '../session/AppContext';

/**
 * A minimal header until the library's full Header lands: logo, Login/Register for guests (hidden
 * on the auth pages, spec §2), the account name and logout for signed-in users. Logout is a form
 * POST /logout carrying the anti-forgery token (spec §2).
 */
export function AppHeader({ user }: { user: User | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const tokenField = useRef<HTMLInputElement>(null);
  const flags = accountFlags(user);
  const currentPath = `${location.pathname}${location.search}`;
  const onAuthPage = isAuthPath(location.pathname);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <RouterLink to="/" className="app-header__logo" aria-label={`${MESSAGES.productName} — на главную`}>
          <svg aria-hidden width="28" height="28" viewBox="0 0 32 32" focusable="false">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M8 22l6-7 4 4 6-9" fill="none" stroke="var(--ir-color-onBrand, #fff)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{MESSAGES.productName}</span>
        </RouterLink>
        <nav className="app-header__actions" aria-label="Аккаунт">
          {user === null ? null : flags.isGuest ? (
            onAuthPage ? null : (
              <>
                <Button asChild variant="ghost" size="sm">
                  <RouterLink to={`/auth/login?redirect_url=${encodeURIComponent(currentPath)}`}>{MESSAGES.login}</RouterLink>
                </Button>
                <Button asChild variant="primary" size="sm">
                  <RouterLink to={`/auth/register?redirect_url=${encodeURIComponent(currentPath)}`}>{MESSAGES.register}</RouterLink>
                </Button>
              </>
            )
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <a
                  href="/account/settings"
                  className="app-header__account"
                  onClick={(event) => {
                    event.preventDefault();
                    void navigate('/account/settings');
                  }}
                >
                  <span className="app-header__avatar" aria-hidden>
                    {user.name.trim().charAt(0).toUpperCase() || '?'}
                  </span>
                  <span className="app-header__name">{user.name}</span>
                </a>
              </Button>
              <form
                method="post"
                action={AUTH_PATHS.logout}
                onSubmit={() => {
                  // Read at submit time: the token is rotated with the session on login.
                  if (tokenField.current) tokenField.current.value = api.csrfToken() ?? '';
                }}
              >
                <input ref={tokenField} type="hidden" name="_token" defaultValue="" />
                <Button type="submit" variant="secondary" size="sm">
                  {MESSAGES.logout}
                </Button>
              </form>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
