import { ChangeEmailForm } from '@investradar/ui';
import { MESSAGES } from '@investradar/ui/domain';
import { SETTINGS_URL, useAccountForm } from './useAccountForm';

const FIELDS = ['email'] as const;

/**
 * /account/settings/change-email (spec §2, §5, §8): one email field. The server answers with the
 * message that a confirmation link went to the new address; it is alerted on the way to settings.
 */
export function ChangeEmailRoute() {
  const form = useAccountForm(FIELDS);
  if (!form.user) return null;
  return (
    <>
      <title>{`Изменение email — ${MESSAGES.productName}`}</title>
      <ChangeEmailForm
        currentEmail={form.user.email}
        busy={form.busy}
        fieldError={form.fieldErrors.email}
        cancelHref={SETTINGS_URL}
        onNavigate={form.onNavigate}
        onSubmit={(email) => void form.submit((api) => api.updateEmail(email), (user) => ({ ...user, email }))}
      />
    </>
  );
}
