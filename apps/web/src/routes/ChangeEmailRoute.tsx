import { useState } from 'react';
import { changeEmailFields, ChangeEmailForm, changeEmailHead } from '@investradar/ui';
import { SETTINGS_URL, useAccountForm } from './useAccountForm';
import { PageMeta } from '../layout/PageMeta';

/**
 * /account/settings/change-email (docs/product/screens.md, docs/product/validation.md, docs/product/errors.md; issue #12): the new address and the current
 * password that confirms it. The server answers the same for every address, with the message that a
 * confirmation link went to it; the address shown stays the old one until the link is followed.
 * A social login is taken for an account without a password; should the server ask for one anyway
 * (a social account that also has a password), the field appears.
 */
export function ChangeEmailRoute() {
  const form = useAccountForm(changeEmailFields);
  const [asked, setAsked] = useState(false);
  if (form.fieldErrors.current_password && !asked) setAsked(true);
  if (!form.user) return null;
  const requireCurrentPassword = !form.user.social_login || asked;
  return (
    <>
      <PageMeta {...changeEmailHead} noindex />
      <ChangeEmailForm
        currentEmail={form.user.email}
        requireCurrentPassword={requireCurrentPassword}
        busy={form.busy}
        fieldError={form.fieldErrors.email}
        currentPasswordError={form.fieldErrors.current_password}
        cancelHref={SETTINGS_URL}
        onNavigate={form.onNavigate}
        onSubmit={(email, currentPassword) =>
          void form.submit(
            (api) => api.updateEmail(email, currentPassword),
            (user) => user,
          )
        }
      />
    </>
  );
}
