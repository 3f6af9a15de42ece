'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogClose, FormErrors, TextField, type FieldError } from '../../../components';
import * as shared from '../shared/dialogs.css';
import type { OverlayProps } from '../../shared/overlay';
import {
  APPLICATION_LIMITS,
  applicationFields,
  validateApplication,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from './validation';
import * as dialogsMessages from '../messages';

export type ApplicationFormDialogProps = OverlayProps & {
  /** Called with the trimmed, valid values; never while busy. */
  onSubmit: (values: ApplicationValues) => void;
  /** The request is in flight. */
  busy?: boolean;
  /** The application was accepted: the form gives way to the confirmation. */
  sent?: boolean;
  /** Form-level messages from the server, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Field messages from the server's errors map. */
  fieldErrors?: Partial<Record<ApplicationField, FieldError>>;
  title?: string;
  description?: string;
  defaultValues?: Partial<ApplicationValues>;
};

export const APPLICATION_TEXTS = {
  title: dialogsMessages.applicationTitle,
  description: dialogsMessages.applicationLead,
  name: dialogsMessages.yourName,
  contact: dialogsMessages.emailOrPhone,
  contactHint: dialogsMessages.replyToHint,
  message: dialogsMessages.message,
  submit: dialogsMessages.sendApplication,
  busy: dialogsMessages.sending,
  sentTitle: dialogsMessages.applicationSent,
  sentText: dialogsMessages.applicationThanks,
  close: dialogsMessages.close,
} as const;

const autoComplete: Record<ApplicationField, string> = { name: 'name', contact: 'email', message: 'off' };

/**
 * Application form in a dialog (docs/product/screens.md): name, contact and message with validation; idle, invalid,
 * busy and sent states. Page scroll is locked while it is open.
 */
export function ApplicationFormDialog({
  onSubmit,
  busy = false,
  sent = false,
  errors,
  fieldErrors,
  title = APPLICATION_TEXTS.title,
  description = APPLICATION_TEXTS.description,
  defaultValues,
  ...overlay
}: ApplicationFormDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<ApplicationValues>({
    name: defaultValues?.name ?? '',
    contact: defaultValues?.contact ?? '',
    message: defaultValues?.message ?? '',
  });
  const [clientErrors, setClientErrors] = useState<ApplicationErrors>({});
  // The form opens with the cursor in its first field.
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validateApplication(values);
    if (!result.ok) {
      setClientErrors(result.errors);
      // Take the user to the first field to fix.
      const first = applicationFields.find((field) => result.errors[field]);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setClientErrors({});
    onSubmit(result.value);
  };

  const field = (name: ApplicationField) => ({
    name,
    value: values[name],
    maxLength: APPLICATION_LIMITS[name],
    autoComplete: autoComplete[name],
    required: true,
    disabled: busy,
    error: clientErrors[name] ?? fieldErrors?.[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const next = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: next }));
      // A corrected field stops showing its old message.
      if (clientErrors[name]) setClientErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  return (
    <Dialog
      {...overlay}
      size="sm"
      title={sent ? APPLICATION_TEXTS.sentTitle : title}
      description={sent ? undefined : description}
      dismissible={!busy}
      initialFocusRef={sent ? undefined : firstFieldRef}
      footer={
        sent ? (
          <DialogClose asChild>
            <Button>{APPLICATION_TEXTS.close}</Button>
          </DialogClose>
        ) : (
          <Button type="submit" form={formId} loading={busy} loadingText={APPLICATION_TEXTS.busy}>
            {APPLICATION_TEXTS.submit}
          </Button>
        )
      }
    >
      {sent ? (
        <Alert tone="success">{APPLICATION_TEXTS.sentText}</Alert>
      ) : (
        <form id={formId} noValidate className={shared.stack} aria-busy={busy || undefined} onSubmit={submit}>
          <FormErrors errors={errors} />
          <TextField {...field('name')} ref={firstFieldRef} label={APPLICATION_TEXTS.name} />
          <TextField
            {...field('contact')}
            label={APPLICATION_TEXTS.contact}
            description={APPLICATION_TEXTS.contactHint}
          />
          <TextField {...field('message')} label={APPLICATION_TEXTS.message} />
        </form>
      )}
    </Dialog>
  );
}
