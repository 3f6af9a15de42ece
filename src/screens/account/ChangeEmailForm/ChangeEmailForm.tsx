import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Button, Card, FormErrors, TextField, normalizeErrors, type FieldError } from '../../../components';
import { validateChangeEmail } from '../../../domain';
import { navigateClick, type AccountNavigateHandler } from '../shared/navigation';
import * as page from '../shared/page.css';

export type ChangeEmailFormProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  /** Called with the trimmed address once it passes the spec's rule (email type, required); never while busy. */
  onSubmit: (email: string) => void;
  /** The update is in flight: 'Сохраняем...' and repeated submits are ignored. */
  busy?: boolean;
  /** The current address, shown under the title. */
  currentEmail?: string | null;
  /** Initial value of the field. */
  defaultValue?: string;
  /** Server messages for the field (the errors map's `email`). */
  fieldError?: FieldError;
  /** Other server messages, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Where 'Отмена' leads; default the settings page. */
  cancelHref?: string;
  /** In-app navigation for 'Отмена'; without it the link loads the page. */
  onNavigate?: AccountNavigateHandler;
};

/**
 * The change-email screen (/account/settings/change-email): one email field. The rule is the
 * domain's (spec §5: email type and required, no further checks). Its message appears on submit and
 * then follows the input; a server message stays until the field is edited.
 */
export function ChangeEmailForm({
  onSubmit,
  busy = false,
  currentEmail,
  defaultValue = '',
  fieldError,
  errors,
  cancelHref = '/account/settings',
  onNavigate,
  className,
  ...rest
}: ChangeEmailFormProps) {
  const titleId = useId();
  const [value, setValue] = useState(defaultValue);
  const [submitted, setSubmitted] = useState(false);
  const [editedAfter, setEditedAfter] = useState<FieldError>(undefined);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const validation = submitted ? validateChangeEmail(value) : null;
  const localErrors = validation && !validation.ok ? Object.values(validation.errors).flat() : [];
  const serverError = editedAfter === fieldError ? undefined : fieldError;
  const error = localErrors.length ? localErrors : serverError;

  useEffect(() => {
    if (focusRequest) inputRef.current?.focus();
  }, [focusRequest]);

  // The server rejected the address: take the user back to the field that carries its message.
  useEffect(() => {
    if (normalizeErrors(fieldError).length) inputRef.current?.focus();
  }, [fieldError]);

  return (
    <section className={clsx(page.formPage, className)} aria-labelledby={titleId} {...rest}>
      <header className={page.header}>
        <h1 id={titleId} className={page.title}>
          Изменение email
        </h1>
        {currentEmail ? <p className={page.subtitle}>Сейчас: {currentEmail}</p> : null}
      </header>
      <Card padding="lg">
        <form
          noValidate
          className={page.form}
          aria-labelledby={titleId}
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            setSubmitted(true);
            const result = validateChangeEmail(value);
            if (result.ok) onSubmit(result.value);
            else setFocusRequest((n) => n + 1);
          }}
        >
          <FormErrors errors={errors} />
          <TextField
            ref={inputRef}
            name="email"
            type="email"
            label="Новый email"
            autoComplete="email"
            inputMode="email"
            required
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.target.value);
              if (fieldError !== undefined) setEditedAfter(fieldError);
            }}
          />
          <div className={page.actions}>
            <Button type="submit" loading={busy} loadingText="Сохраняем...">
              Сохранить
            </Button>
            <Button asChild variant="ghost">
              <a href={cancelHref} onClick={navigateClick(cancelHref, onNavigate)}>
                Отмена
              </a>
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
