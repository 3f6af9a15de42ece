import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginHead, LoginPage, PageLoading } from '@investradar/ui';
import { accountFlags } from '@investradar/ui/domain';
import { useLoginAction } from '../auth/useAuthActions';
import { PageMeta } from '../layout/PageMeta';
import { useAccount } from '../session/AppContext';
import { AFTER_LOGIN_URL, safeRedirect, withRedirect } from './redirects';

export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const account = useAccount();
  const login = useLoginAction();
  const redirectUrl = safeRedirect(params.get('redirect_url'));
  const sessionExpired = params.get('error_session_expired') === '1';

  if (account.status === 'loading') return <PageLoading />;
  if (!login.busy && account.status === 'ready' && !accountFlags(account.user).isGuest) {
    return <Navigate to={redirectUrl ?? AFTER_LOGIN_URL} replace />;
  }

  return (
    <>
      <PageMeta {...loginHead} />
      <LoginPage
        sessionExpired={sessionExpired}
        registerHref={withRedirect('/auth/register', redirectUrl)}
        onNavigate={(href) => void navigate(href)}
        busy={login.busy}
        errors={login.failure?.form}
        fieldErrors={login.failure?.fields}
        onSubmit={(payload) => {
          void login
            .submit(payload)
            .then((ok) => (ok ? navigate(redirectUrl ?? AFTER_LOGIN_URL, { replace: true }) : undefined));
        }}
      />
    </>
  );
}
