import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { RegisterPage } from '@investradar/ui';
import { accountFlags, type RegisterPayload } from '@investradar/ui/domain';
import { formFailure, type FormFailure } from '../api/endpoints';
import { PageLoading } from '../layout/PageStates';
import { useAccount, useApi } from '../session/AppContext';
import { AFTER_LOGIN_URL, safeRedirect, withRedirect } from './redirects';

export function RegisterRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const account = useAccount();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const redirectUrl = safeRedirect(params.get('redirect_url'));

  if (account.status === 'loading') return <PageLoading />;
  if (!busy && account.status === 'ready' && !accountFlags(account.user).isGuest) {
    return <Navigate to={redirectUrl ?? AFTER_LOGIN_URL} replace />;
  }

  async function submit(payload: RegisterPayload) {
    setBusy(true);
    setFailure(null);
    try {
      await api.register(payload);
      const user = await account.store.reload();
      // A server that registers without opening a session: log in with the same credentials.
      if (!user || accountFlags(user).isGuest) {
        await api.login({ email: payload.email, password: payload.password });
        await account.store.reload();
      }
      await navigate(redirectUrl ?? AFTER_LOGIN_URL, { replace: true });
    } catch (error) {
      setFailure(formFailure(error, ['name', 'email', 'password']));
      setBusy(false);
    }
  }

  return (
    <>
      <title>Регистрация — Инвестрадар</title>
      <RegisterPage
        loginHref={withRedirect('/auth/login', redirectUrl)}
        onNavigate={(href) => void navigate(href)}
        busy={busy}
        errors={failure?.form}
        fieldErrors={failure?.fields}
        onSubmit={(payload) => void submit(payload)}
      />
    </>
  );
}
