import { ChangeNameForm } from '@investradar/ui';
import { MESSAGES } from '@investradar/ui/domain';
import { SETTINGS_URL, useAccountForm } from './useAccountForm';

const FIELDS = ['name'] as const;

/** /account/settings/change-name (spec §2, §5, §8). */
export function ChangeNameRoute() {
  const form = useAccountForm(FIELDS);
  if (!form.user) return null;
  return (
    <>
      <title>{`Изменение имени — ${MESSAGES.productName}`}</title>
      <ChangeNameForm
        currentName={form.user.name}
        busy={form.busy}
        fieldError={form.fieldErrors.name}
        cancelHref={SETTINGS_URL}
        onNavigate={form.onNavigate}
        onSubmit={(name) => void form.submit((api) => api.updateName(name), (user) => ({ ...user, name }))}
      />
    </>
  );
}
