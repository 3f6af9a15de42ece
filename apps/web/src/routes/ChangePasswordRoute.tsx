import { Navigate } from 'react-router';
import { changePasswordFields, ChangePasswordForm, changePasswordHead } from '@investradar/ui';
import { SETTINGS_URL, useAccountForm } from './useAccountForm';
import { PageMeta } from '../layout/PageMeta';

/**
 * /account/settings/change-password (docs/product/screens.md, docs/product/validation.md; issue #12): the current password and the new one
 * twice, checked by the domain's password policy. The server keeps this session and ends the others. A social login has no password (docs/product/screens.md: no change link), so the
 * page sends it back to settings.
 */
export function ChangePasswordRoute() {
  const form = useAccountForm(changePasswordFields);
  if (!form.user) return null;
  if (form.user.social_login) return <Navigate to={SETTINGS_URL} replace />;
  return (
    <>
      <PageMeta {...changePasswordHead} noindex />
      <ChangePasswordForm
        busy={form.busy}
        fieldErrors={form.fieldErrors}
        cancelHref={SETTINGS_URL}
        onNavigate={form.onNavigate}
        onSubmit={(values) =>
          void form.submit(
            (api) => api.updatePassword(values),
            (user) => user,
          )
        }
      />
    </>
  );
}
