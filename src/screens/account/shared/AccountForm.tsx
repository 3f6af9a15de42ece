import { clsx } from 'clsx';
import { useId, type ComponentProps, type MouseEventHandler, type ReactNode } from 'react';
import { Button, Card, FormErrors, TextField, type FieldError, type TextFieldProps } from '../../../components';
import type { FormValidation } from '../../../domain';
import * as page from '../../shared/account/page.css';
import { useSingleField } from './useSingleField';
import * as accountMessages from '../messages';

export type BusyFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** A submit is in flight: further submits are ignored. */
  busy: boolean;
  /** A submit while not busy; the browser's own validation and page load are always prevented. */
  onSubmit: () => void;
};

/** The account area's form element: the screens validate with the domain's rules, not the browser's. */
export function BusyForm({ busy, onSubmit, children, ...rest }: BusyFormProps) {
  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
      {...rest}
    >
      {children}
    </form>
  );
}

export type AccountFormPageProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children' | 'title'> & {
  /** The page heading ('Изменение имени'). */
  title: string;
  /** The value being changed, shown under the title as 'Сейчас: …'. */
  current?: string | null;
  /** The update is in flight: 'Сохраняем...' and repeated submits are ignored. */
  busy?: boolean;
  /** Server messages that belong to no field, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  onSubmit: () => void;
  /** Where 'Отмена' leads; default the settings page. */
  cancelHref?: string;
  /** The onClick of 'Отмена' for that address (in-app navigation). */
  cancelClick?: (href: string) => MouseEventHandler<HTMLAnchorElement> | undefined;
  /** The fields. */
  children: ReactNode;
};

/**
 * The page of one settings change (/account/settings/change-…): heading, a card with the form,
 * 'Сохранить' ('Сохраняем...' while busy) and 'Отмена'. The screens bring their fields and rules.
 */
export function AccountFormPage({
  title,
  current,
  busy = false,
  errors,
  onSubmit,
  cancelHref = '/account/settings',
  cancelClick,
  children,
  className,
  ...rest
}: AccountFormPageProps) {
  const titleId = useId();
  return (
    <section className={clsx(page.formPage, className)} aria-labelledby={titleId} {...rest}>
      <header className={page.header}>
        <h1 id={titleId} className={page.title}>
          {title}
        </h1>
        {current ? (
          <p className={page.subtitle}>
            {accountMessages.currentValuePrefix}
            {current}
          </p>
        ) : null}
      </header>
      <Card padding="lg">
        <BusyForm className={page.form} aria-labelledby={titleId} busy={busy} onSubmit={onSubmit}>
          <FormErrors errors={errors} />
          {children}
          <div className={page.actions}>
            <Button type="submit" loading={busy} loadingText={accountMessages.surveySaving}>
              {accountMessages.surveySave}
            </Button>
            <Button asChild variant="ghost">
              <a href={cancelHref} onClick={cancelClick?.(cancelHref)}>
                {accountMessages.prizeCancel}
              </a>
            </Button>
          </div>
        </BusyForm>
      </Card>
    </section>
  );
}

export type SingleFieldFormPageProps<T> = Omit<AccountFormPageProps, 'onSubmit' | 'children'> & {
  /** The one required field: name, label, type, autoComplete… */
  field: Omit<TextFieldProps, 'value' | 'defaultValue' | 'error' | 'onChange' | 'ref' | 'required'>;
  /** The domain's rule for the field. */
  validate: (value: string) => FormValidation<T>;
  /** Called with the validated value; never while busy. */
  onValid: (value: T) => void;
  /** Initial value of the field. */
  defaultValue?: string;
  /** Server messages for the field. */
  fieldError?: FieldError;
};

/** A settings change with one field checked by a domain rule (change name, change email). */
export function SingleFieldFormPage<T>({
  field,
  validate,
  onValid,
  defaultValue = '',
  fieldError,
  ...rest
}: SingleFieldFormPageProps<T>) {
  const { inputRef, value, error, onChange, submit } = useSingleField({ defaultValue, fieldError, validate, onValid });
  return (
    <AccountFormPage onSubmit={submit} {...rest}>
      <TextField ref={inputRef} {...field} required value={value} error={error} onChange={onChange} />
    </AccountFormPage>
  );
}
