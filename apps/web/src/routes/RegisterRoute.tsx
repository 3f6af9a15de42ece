import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoading, registerHead, RegisterPage, RegistrationMailed } from '@investradar/ui';
import { accountFlags } from '@investradar/ui/domain';
import { useRegisterAction } from '../auth/useAuthActions';
import { PageMeta } from '../layout/PageMeta';
import { useAccount } from '../session/AppContext';
import { AFTER_LOGIN_URL, safeRedirect, withRedirect } from './redirects';

export function RegisterRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const account = useAccount();
  const register = useRegisterAction();
  const redirectUrl = safeRedirect(params.get('redirect_url'));

  if (account.status === 'loading') return <PageLoading />;
  if (!register.busy && account.status === 'ready' && !accountFlags(account.user).isGuest) {
    return <Navigate to={redirectUrl ?? AFTER_LOGIN_URL} replace />;
  }

  return (
    <>
      <PageMeta {...registerHead} />
      <RegisterPage
        notice={register.mailedTo ? <RegistrationMailed email={register.mailedTo} /> : undefined}
        loginHref={withRedirect('/auth/login', redirectUrl)}
        onNavigate={(href) => void navigate(href)}
        busy={register.busy}
        errors={register.failure?.form}
        fieldErrors={register.failure?.fields}
        onSubmit={(payload) => {
          void register
            .submit(payload)
            .then((ok) => (ok ? navigate(redirectUrl ?? AFTER_LOGIN_URL, { replace: true }) : undefined));
        }}
      />
    </>
  );
}
