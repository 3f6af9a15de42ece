import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type FormResult, type User } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { formFailure, type Api } from '../api/endpoints';
import { useNotify } from '../notify/Notifications';
import { useAccount, useApi } from '../session/AppContext';

export const SETTINGS_URL = '/account/settings';

export type AccountForm<F extends string> = {
  /** The signed-in account; null until it is loaded (the page renders nothing meanwhile). */
  user: User | null;
  busy: boolean;
  /** Server messages of the form's own fields, shown on them. */
  fieldErrors: Partial<Record<F, string[]>>;
  /**
   * Sends one of the account forms (update-name, update-email, update-pwd) and handles the answer
   * the way docs/product/errors.md says: success → the message (if any) is alerted, the account re-read and the user
   * goes to settings; success=false with an errors map → each message as an alert (and on its field);
   * without a map, or a failed request → 'Произошла ошибка. Попробуйте операцию позже.'
   */
  submit: (call: (api: Api) => Promise<FormResult>, saved: (user: User) => User) => Promise<void>;
  /** In-app navigation for the form's links ('Отмена'). */
  onNavigate: (href: string) => void;
};

export function useAccountForm<F extends string>(fields: readonly F[]): AccountForm<F> {
  const account = useAccount();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string[]>>>({});

  function showOnFields(map: Record<string, string[]>) {
    const next: Partial<Record<F, string[]>> = {};
    for (const field of fields) if (map[field]?.length) next[field] = map[field];
    setFieldErrors(next);
  }

  async function submit(call: (api: Api) => Promise<FormResult>, saved: (user: User) => User) {
    const user = account.user;
    setBusy(true);
    setFieldErrors({});
    try {
      const result = await call(api);
      if (result.success) {
        notify(result.message || MESSAGES.saved, 'success');
        const reloaded = await account.store.reload();
        // The server saved the change even if re-reading the account failed: show it anyway.
        if (!reloaded && user) account.store.setUser(saved(user));
        await navigate(SETTINGS_URL);
        return;
      }
      const messages = Object.values(result.errors ?? {}).flat();
      if (messages.length) {
        for (const message of messages) notify(message, 'danger');
        showOnFields(result.errors ?? {});
      } else {
        notify(MESSAGES.genericError, 'danger');
      }
    } catch (error) {
      // A 401/404 already took the user to the login page or /404.
      if (!(error instanceof ApiError && error.redirected)) {
        const failure = formFailure(error, fields);
        for (const message of [...failure.form, ...Object.values(failure.fields).flat()]) notify(message, 'danger');
        showOnFields(failure.fields);
      }
    }
    setBusy(false);
  }

  return {
    user: account.status === 'ready' ? account.user : null,
    busy,
    fieldErrors,
    submit,
    onNavigate: (href) => void navigate(href),
  };
}
