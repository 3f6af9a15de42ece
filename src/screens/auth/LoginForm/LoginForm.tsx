import type { ComponentProps } from 'react';
import { Button, FormErrors, PasswordField, TextField, type FieldError } from '../../../components';
import type { LoginPayload } from '../../../domain';
import * as styles from '../shared/AuthForm.css';
import { useValidatedForm } from '../shared/useValidatedForm';
import { validateLogin, type LoginValues } from '../shared/validation';
import { MESSAGES } from '../../../domain';
import * as authMessages from '../messages';

export type LoginFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Called with the trimmed, validated payload; never while busy. */
  onSubmit: (payload: LoginPayload) => void;
  /** The request is in flight: the button shows 'Входим...' and repeated submits are ignored. */
  busy?: boolean;
  /** Form-level messages from the server, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Field messages from the server's errors map. */
  fieldErrors?: Partial<Record<keyof LoginValues, FieldError>>;
  defaultValues?: Partial<LoginValues>;
};

/** Email and password login form. Validation follows the domain's login payload schema. */
export function LoginForm({
  onSubmit,
  busy = false,
  errors,
  fieldErrors,
  defaultValues,
  className,
  ...rest
}: LoginFormProps) {
  const { field, handleSubmit } = useValidatedForm<LoginValues, LoginPayload>(
    { email: defaultValues?.email ?? '', password: defaultValues?.password ?? '' },
    validateLogin,
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
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" inputMode="email" required />
      <PasswordField {...field('password')} label={authMessages.password} autoComplete="current-password" required />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText={authMessages.loggingIn}>
          {MESSAGES.login}
        </Button>
      </div>
    </form>
  );
}
