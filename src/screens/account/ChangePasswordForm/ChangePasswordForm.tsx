import type { ComponentProps } from 'react';
import { PasswordField, type FieldError } from '../../../components';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validateChangePassword } from '../../../domain';
import { AccountFormPage } from '../shared/AccountForm';
import { navigateClick, type AccountNavigateHandler } from '../../shared/account/navigation';
import { useFieldsForm } from '../shared/useFieldsForm';
import * as accountMessages from '../messages';

export const changePasswordFields = ['current_password', 'password', 'password_confirmation'] as const;
export type ChangePasswordField = (typeof changePasswordFields)[number];
/** What the form sends: `current_password` is absent for an account without a password (social login). */
export type ChangePasswordValues = { current_password?: string; password: string; password_confirmation: string };

export type ChangePasswordFormProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  /** Called with the values as typed (never trimmed) once they pass the domain's rules; never while busy. */
  onSubmit: (values: ChangePasswordValues) => void;
  /** The account has a password, so the change is confirmed with it («Текущий пароль»); default true. */
  requireCurrentPassword?: boolean;
  /** The update is in flight: 'Сохраняем...' and repeated submits are ignored. */
  busy?: boolean;
  /** Server messages per field (the errors map's `current_password`, `password`, `password_confirmation`). */
  fieldErrors?: Partial<Record<ChangePasswordField, FieldError>>;
  /** Other server messages, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Where 'Отмена' leads; default the settings page. */
  cancelHref?: string;
  /** In-app navigation for 'Отмена'; without it the link loads the page. */
  onNavigate?: AccountNavigateHandler;
};

const FIELDS: Record<ChangePasswordField, { label: string; autoComplete: string; description?: string }> = {
  current_password: { label: accountMessages.currentPassword, autoComplete: 'current-password' },
  password: {
    label: accountMessages.newPassword,
    autoComplete: 'new-password',
    description: accountMessages.passwordHint(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
  },
  password_confirmation: { label: accountMessages.repeatPassword, autoComplete: 'new-password' },
};

/**
 * The change-password screen (/account/settings/change-password): the current password (when the
 * account has one), the new one and its confirmation. Rules from the domain: docs/product/validation.md — both new fields
 * required ('Пароль не может быть пустым'), the confirmation equal ('Пароли не совпадают'); issue #12 —
 * the password policy (8–128 characters, not trimmed; the common-password list is the server's) and
 * 'Введите текущий пароль'. Messages appear on submit and then follow the input.
 */
export function ChangePasswordForm({
  onSubmit,
  fieldErrors,
  onNavigate,
  requireCurrentPassword = true,
  ...rest
}: ChangePasswordFormProps) {
  const fields = requireCurrentPassword ? changePasswordFields : changePasswordFields.slice(1);
  const form = useFieldsForm({
    fields,
    validate: (values) => validateChangePassword(values, { requireCurrentPassword }),
    fieldErrors,
    onValid: (value) =>
      onSubmit(
        requireCurrentPassword
          ? {
              current_password: value.current_password ?? '',
              password: value.password,
              password_confirmation: value.password_confirmation,
            }
          : { password: value.password, password_confirmation: value.password_confirmation },
      ),
  });

  return (
    <AccountFormPage
      title={accountMessages.changePasswordTitle}
      onSubmit={form.submit}
      cancelClick={(href) => navigateClick(href, onNavigate)}
      {...rest}
    >
      {fields.map((field) => (
        <PasswordField key={field} {...form.fieldProps(field)} {...FIELDS[field]} required />
      ))}
    </AccountFormPage>
  );
}
