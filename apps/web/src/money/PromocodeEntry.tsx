import { useState } from 'react';
import { PromocodeForm } from '@investradar/ui';
import { MESSAGES, type PromocodePayload, type User } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { useAccount, useApi } from '../session/AppContext';

/**
 * Promocode entry on the settings page (docs/product/flows.md, docs/product/permissions.md, docs/product/errors.md): shown by the library only to those the
 * spec offers it to; the server's error_description goes to the 'Ошибка!' block; on success the alert
 * 'PRO доступ успешно активирован!' and the account is reloaded.
 */
export function PromocodeEntry({ user }: { user: User }) {
  const api = useApi();
  const { store } = useAccount();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function activate(payload: PromocodePayload) {
    setBusy(true);
    setErrors(null);
    try {
      const answer = await api.activatePromocode(payload.code, payload.is_tariff_upgrade);
      setSuccess(answer.message ?? MESSAGES.promocodeActivated);
      await store.reload();
    } catch (error) {
      if (!(error instanceof ApiError && error.redirected)) {
        const body =
          error instanceof ApiError
            ? (error.body as { error_description?: string; message?: string } | undefined)
            : undefined;
        setErrors([body?.error_description ?? body?.message ?? MESSAGES.genericError]);
      }
    }
    setBusy(false);
  }

  return (
    <PromocodeForm
      user={user}
      busy={busy}
      errors={errors}
      successMessage={success}
      onSubmit={(payload) => void activate(payload)}
    />
  );
}
