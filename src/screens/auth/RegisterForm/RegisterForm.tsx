import type { ComponentProps, ReactNode } from 'react';
import { Button, FormErrors, PasswordField, TextField, type FieldError } from '../../../components';
import { NAME_MIN_LENGTH, type RegisterPayload } from '../../../domain';
import * as styles from '../shared/AuthForm.css';
import { useValidatedForm } from '../shared/useValidatedForm';
import { validateRegister, type RegisterValues } from '../shared/validation';
import * as sharedMessages from '../../shared/messages';
import * as authMessages from '../messages';

export type RegisterFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Called with the trimmed, validated payload; never while busy. */
  onSubmit: (payload: RegisterPayload) => void;
  /** The request is in flight: the button shows 'Регистрируем...' and repeated submits are ignored. */
  busy?: boolean;
  /** Form-level messages from the server, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Field messages from the server's errors map (e.g. the email is taken). */
  fieldErrors?: Partial<Record<keyof RegisterValues, FieldError>>;
  defaultValues?: Partial<RegisterValues>;
  /** Small print under the button, e.g. a link to the public offer. */
  legal?: ReactNode;
};

/** Registration form: name, email, password. Name follows the change-name rule (at least 4 characters). */
export function RegisterForm({
  onSubmit,
  busy = false,
  errors,
  fieldErrors,
  defaultValues,
  legal,
  className,
  ...rest
}: RegisterFormProps) {
  const { field, handleSubmit } = useValidatedForm<RegisterValues, RegisterPayload>(
    { name: defaultValues?.name ?? '', email: defaultValues?.email ?? '', password: defaultValues?.password ?? '' },
    validateRegister,
    fieldErrors,
  );
  return (
    <form
      // A submit before the page is interactive (server-rendered, not hydrated yet) posts to the page's
      // own address instead of a GET that would put the password into the address bar and the logs.
      method="post"
      noValidate
      className={className ? `${styles.form} ${className}` : styles.form}
      aria-busy={busy || undefined}
      onSubmit={handleSubmit(onSubmit, busy)}
      {...rest}
    >
      <FormErrors errors={errors} />
      <TextField
        {...field('name')}
        label={authMessages.name}
        description={sharedMessages.minLength(NAME_MIN_LENGTH)}
        autoComplete="name"
        required
      />
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" inputMode="email" required />
      <PasswordField {...field('password')} label={authMessages.password} autoComplete="new-password" required />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText={authMessages.registering}>
          {sharedMessages.register}
        </Button>
        {legal ? <p className={styles.hint}>{legal}</p> : null}
      </div>
    </form>
  );
}
