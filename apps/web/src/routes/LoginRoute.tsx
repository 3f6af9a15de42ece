import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from '@investradar/ui';
import { accountFlags, type LoginPayload } from '@investradar/ui/domain';
import { formFailure, type FormFailure } from '../api/endpoints';
import { PageLoading } from '../layout/PageStates';
import { useAccount, useApi } from '../session/AppContext';
import { AFTER_LOGIN_URL, safeRedirect, withRedirect } from './redirects';

export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const account = useAccount();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const redirectUrl = safeRedirect(params.get('redirect_url'));
  const sessionExpired = params.get('error_session_expired') === '1';

  if (account.status === 'loading') return <PageLoading />;
  if (!busy && account.status === 'ready' && !accountFlags(account.user).isGuest) {
    return <Navigate to={redirectUrl ?? AFTER_LOGIN_URL} replace />;
  }

  async function submit(payload: LoginPayload) {
    setBusy(true);
    setFailure(null);
    try {
      await api.login(payload);
      await account.store.reload();
      await navigate(redirectUrl ?? AFTER_LOGIN_URL, { replace: true });
    } catch (error) {
      setFailure(formFailure(error, ['email', 'password']));
      setBusy(false);
    }
  }

  return (
    <>
      <title>Вход — Инвестрадар</title>
      <LoginPage
        sessionExpired={sessionExpired}
        registerHref={withRedirect('/auth/register', redirectUrl)}
        onNavigate={(href) => void navigate(href)}
        busy={busy}
        errors={failure?.form}
        fieldErrors={failure?.fields}
        onSubmit={(payload) => void submit(payload)}
      />
    </>
  );
}
