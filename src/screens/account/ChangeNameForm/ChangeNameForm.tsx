import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Button, Card, FormErrors, TextField, type FieldError } from '../../../components';
import { NAME_MIN_LENGTH, validateChangeName } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as styles from './ChangeNameForm.css';

export type ChangeNameFormProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  /** Called with the trimmed name once it passes the spec's rule; never while busy. */
  onSubmit: (name: string) => void;
  /** The update is in flight: 'Сохраняем...' and repeated submits are ignored. */
  busy?: boolean;
  /** The current name, shown as a hint. */
  currentName?: string;
  /** Initial value of the field. */
  defaultValue?: string;
  /** Server messages for the name (the errors map's `name`), shown on the field. */
  fieldError?: FieldError;
  /** Other server messages, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Where 'Отмена' leads; default the settings page. */
  cancelHref?: string;
  /** In-app navigation for 'Отмена'; without it the link loads the page. */
  onNavigate?: NavigateHandler;
};

/**
 * The change-name screen (/account/settings/change-name): one field, the new name. The spec's rule
 * comes from the domain validator: required, at least 4 characters, trimmed; 'Неверное значение поля'.
 * The message appears on submit and then follows the input.
 */
export function ChangeNameForm({
  onSubmit,
  busy = false,
  currentName,
  defaultValue = '',
  fieldError,
  errors,
  cancelHref = '/account/settings',
  onNavigate,
  className,
  ...rest
}: ChangeNameFormProps) {
  const titleId = useId();
  const [value, setValue] = useState(defaultValue);
  const [submitted, setSubmitted] = useState(false);
  // A server message stays until the user edits the field; new server errors show again.
  const [editedAfter, setEditedAfter] = useState<FieldError>(undefined);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const validation = submitted ? validateChangeName(value) : null;
  const localErrors = validation && !validation.ok ? (validation.errors.name ?? Object.values(validation.errors).flat()) : [];
  const serverError = editedAfter === fieldError && fieldError !== undefined ? undefined : fieldError;
  const error = localErrors.length ? localErrors : serverError;

  useEffect(() => {
    if (focusRequest) inputRef.current?.focus();
  }, [focusRequest]);

  // The server rejected the name: take the user back to the field that carries its message.
  useEffect(() => {
    if (typeof fieldError === 'string' ? fieldError : fieldError?.length) inputRef.current?.focus();
  }, [fieldError]);

  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} aria-labelledby={titleId} {...rest}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          Изменение имени
        </h1>
        {currentName ? <p className={styles.subtitle}>Сейчас: {currentName}</p> : null}
      </header>
      <Card padding="lg">
        <form
          noValidate
          className={styles.form}
          aria-labelledby={titleId}
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            setSubmitted(true);
            const result = validateChangeName(value);
            if (result.ok) onSubmit(result.value);
            else setFocusRequest((n) => n + 1);
          }}
        >
          <FormErrors errors={errors} />
          <TextField
            ref={inputRef}
            name="name"
            label="Новое имя"
            description={`Не короче ${NAME_MIN_LENGTH} символов`}
            autoComplete="name"
            required
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.target.value);
              if (fieldError !== undefined) setEditedAfter(fieldError);
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={busy} loadingText="Сохраняем...">
              Сохранить
            </Button>
            <Button asChild variant="ghost">
              <a href={cancelHref} onClick={inAppClick(onNavigate, cancelHref)}>
                Отмена
              </a>
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
