import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { PasswordField, normalizeErrors, type FieldError } from '../../../components';
import { validateChangePassword } from '../../../domain';
import { AccountFormPage } from '../shared/AccountForm';
import { navigateClick, type AccountNavigateHandler } from '../shared/navigation';

export const changePasswordFields = ['password', 'password_confirmation'] as const;
export type ChangePasswordField = (typeof changePasswordFields)[number];
export type ChangePasswordValues = Record<ChangePasswordField, string>;

export type ChangePasswordFormProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  /** Called with both trimmed values once they pass the spec's rules; never while busy. */
  onSubmit: (values: ChangePasswordValues) => void;
  /** The update is in flight: 'Сохраняем...' and repeated submits are ignored. */
  busy?: boolean;
  /** Server messages per field (the errors map's `password`, `password_confirmation`). */
  fieldErrors?: Partial<Record<ChangePasswordField, FieldError>>;
  /** Other server messages, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Where 'Отмена' leads; default the settings page. */
  cancelHref?: string;
  /** In-app navigation for 'Отмена'; without it the link loads the page. */
  onNavigate?: AccountNavigateHandler;
};

const LABELS: Record<ChangePasswordField, string> = {
  password: 'Новый пароль',
  password_confirmation: 'Повторите пароль',
};

/**
 * The change-password screen (/account/settings/change-password): two password fields. Rules from the
 * domain (spec §5): both required and trimmed — 'Пароль не может быть пустым'; the confirmation must
 * equal the password — 'Пароли не совпадают'. Messages appear on submit and then follow the input.
 */
export function ChangePasswordForm({ onSubmit, fieldErrors, onNavigate, ...rest }: ChangePasswordFormProps) {
  const [values, setValues] = useState<ChangePasswordValues>({ password: '', password_confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  // Server messages of a field stay until that field is edited; a new answer shows them again.
  const [edited, setEdited] = useState<{ source: typeof fieldErrors; fields: ChangePasswordField[] }>({ source: undefined, fields: [] });
  const [focusRequest, setFocusRequest] = useState<{ field: ChangePasswordField; n: number } | null>(null);
  const inputs = useRef<Partial<Record<ChangePasswordField, HTMLInputElement | null>>>({});

  const validation = submitted ? validateChangePassword(values) : null;
  const localErrors = validation && !validation.ok ? validation.errors : {};
  const errorOf = (field: ChangePasswordField): FieldError => {
    // One message per field: an empty confirmation also differs from the password, but
    // 'Пароль не может быть пустым' is the one that tells the user what to do.
    const local = localErrors[field];
    if (local?.length) return local[0];
    if (edited.source === fieldErrors && edited.fields.includes(field)) return undefined;
    return fieldErrors?.[field];
  };

  // A failed submit takes the user to the first field with a message.
  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  // The server rejected the values: the same for its field messages.
  useEffect(() => {
    const first = changePasswordFields.find((field) => normalizeErrors(fieldErrors?.[field]).length > 0);
    if (first) inputs.current[first]?.focus();
  }, [fieldErrors]);

  const submit = () => {
    setSubmitted(true);
    const result = validateChangePassword(values);
    if (result.ok) {
      onSubmit(result.value);
      return;
    }
    const field = changePasswordFields.find((name) => Boolean(result.errors[name]?.length)) ?? 'password';
    setFocusRequest((current) => ({ field, n: (current?.n ?? 0) + 1 }));
  };

  return (
    <AccountFormPage title="Изменение пароля" onSubmit={submit} cancelClick={(href) => navigateClick(href, onNavigate)} {...rest}>
      {changePasswordFields.map((field) => (
        <PasswordField
          key={field}
          ref={(node) => {
            inputs.current[field] = node;
          }}
          name={field}
          label={LABELS[field]}
          autoComplete="new-password"
          required
          value={values[field]}
          error={errorOf(field)}
          onChange={(event) => {
            const next = event.target.value;
            setValues((current) => ({ ...current, [field]: next }));
            setEdited((current) =>
              current.source === fieldErrors
                ? { source: fieldErrors, fields: current.fields.includes(field) ? current.fields : [...current.fields, field] }
                : { source: fieldErrors, fields: [field] },
            );
          }}
        />
      ))}
    </AccountFormPage>
  );
}
