import { ChangeNameForm, changeNameHead } from '@investradar/ui';
import { SETTINGS_URL, useAccountForm } from './useAccountForm';
import { PageMeta } from '../layout/PageMeta';

const FIELDS = ['name'] as const;

/** /account/settings/change-name (docs/product/screens.md, docs/product/validation.md, docs/product/errors.md). */
export function ChangeNameRoute() {
  const form = useAccountForm(FIELDS);
  if (!form.user) return null;
  return (
    <>
      <PageMeta {...changeNameHead} noindex />
      <ChangeNameForm
        currentName={form.user.name}
        busy={form.busy}
        fieldError={form.fieldErrors.name}
        cancelHref={SETTINGS_URL}
        onNavigate={form.onNavigate}
        onSubmit={(name) =>
          void form.submit(
            (api) => api.updateName(name),
            (user) => ({ ...user, name }),
          )
        }
      />
    </>
  );
}
