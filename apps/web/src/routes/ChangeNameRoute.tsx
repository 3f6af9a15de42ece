import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChangeNameForm } from '@investradar/ui';
import { MESSAGES } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { useNotify } from '../notify/Notifications';
import { useAccount, useApi } from '../session/AppContext';

const SETTINGS_URL = '/account/settings';

/**
 * /account/settings/change-name. Spec §8: success=false with an errors map → each message shown as
 * an alert; no errors map or a failed request → 'Произошла ошибка. Попробуйте операцию позже.';
 * success → the message (if any) is alerted and the user goes to settings.
 */
export function ChangeNameRoute() {
  const account = useAccount();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string[] | undefined>(undefined);

  if (account.status !== 'ready') return null;
  const user = account.user;

  async function submit(name: string) {
    setBusy(true);
    setFieldError(undefined);
    try {
      const result = await api.updateName(name);
      if (result.success) {
        notify(result.message || MESSAGES.saved, 'success');
        const reloaded = await account.store.reload();
        // The server saved the name even if re-reading the account failed: show it anyway.
        if (!reloaded) account.store.setUser({ ...user, name });
        await navigate(SETTINGS_URL);
        return;
      }
      const messages = Object.values(result.errors ?? {}).flat();
      if (messages.length) {
        for (const message of messages) notify(message, 'danger');
        setFieldError(result.errors?.name);
      } else {
        notify(MESSAGES.genericError, 'danger');
      }
    } catch (error) {
      // A 401/404 already took the user to the login page or /404.
      if (!(error instanceof ApiError && error.redirected)) notify(MESSAGES.genericError, 'danger');
    }
    setBusy(false);
  }

  return (
    <>
      <title>Изменение имени — Инвестрадар</title>
      <ChangeNameForm
        currentName={user.name}
        busy={busy}
        fieldError={fieldError}
        cancelHref={SETTINGS_URL}
        onNavigate={(href) => void navigate(href)}
        onSubmit={(name) => void submit(name)}
      />
    </>
  );
}
