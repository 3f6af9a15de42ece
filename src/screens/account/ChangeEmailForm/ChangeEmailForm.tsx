import { useMemo, type ComponentProps } from 'react';
import { PasswordField, TextField, type FieldError } from '../../../components';
import { validateChangeEmail } from '../../../domain';
import { AccountFormPage } from '../shared/AccountForm';
import { navigateClick, type AccountNavigateHandler } from '../../shared/account/navigation';
import { useFieldsForm } from '../shared/useFieldsForm';
import * as accountMessages from '../messages';

export const changeEmailFields = ['email', 'current_password'] as const;
export type ChangeEmailField = (typeof changeEmailFields)[number];

export type ChangeEmailFormProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  /**
   * Called with the trimmed address and the current password as typed once they pass the domain's
   * rules; without `requireCurrentPassword` the second argument is undefined. Never while busy.
   */
  onSubmit: (email: string, currentPassword?: string) => void;
  /** The account has a password, so the change is confirmed with it («Текущий пароль»); default true. */
  requireCurrentPassword?: boolean;
  /** The update is in flight: 'Сохраняем...' and repeated submits are ignored. */
  busy?: boolean;
  /** The current address, shown under the title. */
  currentEmail?: string | null;
  /** Initial value of the address field. */
  defaultValue?: string;
  /** Server messages for the address (the errors map's `email`). */
  fieldError?: FieldError;
  /** Server messages for the current password (the errors map's `current_password`). */
  currentPasswordError?: FieldError;
  /** Other server messages, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Where 'Отмена' leads; default the settings page. */
  cancelHref?: string;
  /** In-app navigation for 'Отмена'; without it the link loads the page. */
  onNavigate?: AccountNavigateHandler;
};

/**
 * The change-email screen (/account/settings/change-email): the new address (docs/product/validation.md: email type and
 * required) and, for an account with a password, the current password that confirms the change
 * (issue #12). The address becomes the login once the link mailed to it is followed (the server's
 * answer says so).
 * Messages appear on submit and then follow the input; a server message stays until its field is edited.
 */
export function ChangeEmailForm({
  onSubmit,
  currentEmail,
  onNavigate,
  fieldError,
  currentPasswordError,
  defaultValue,
  requireCurrentPassword = true,
  ...rest
}: ChangeEmailFormProps) {
  const fields = requireCurrentPassword ? changeEmailFields : changeEmailFields.slice(0, 1);
  // One object per server answer: the form tells a new answer from the one it has shown by identity.
  const fieldErrors = useMemo(
    () =>
      fieldError === undefined && currentPasswordError === undefined
        ? undefined
        : { email: fieldError, current_password: currentPasswordError },
    [fieldError, currentPasswordError],
  );
  const form = useFieldsForm({
    fields,
    validate: (values) => validateChangeEmail(values.email, values.current_password, { requireCurrentPassword }),
    fieldErrors,
    initialValues: { email: defaultValue ?? '' },
    onValid: (email, values) => onSubmit(email, requireCurrentPassword ? values.current_password : undefined),
  });

  return (
    <AccountFormPage
      title={accountMessages.changeEmailTitle}
      current={currentEmail}
      onSubmit={form.submit}
      cancelClick={(href) => navigateClick(href, onNavigate)}
      {...rest}
    >
      <TextField
        {...form.fieldProps('email')}
        type="email"
        label={accountMessages.newEmail}
        autoComplete="email"
        inputMode="email"
        required
      />
      {requireCurrentPassword ? (
        <PasswordField
          {...form.fieldProps('current_password')}
          label={accountMessages.currentPassword}
          autoComplete="current-password"
          required
        />
      ) : null}
    </AccountFormPage>
  );
}
