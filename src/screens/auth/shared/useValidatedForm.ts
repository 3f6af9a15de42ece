import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldError } from '../../../components';
import type { FieldErrors, FormValidation } from '../../../domain';

type Values = Record<string, string>;

/**
 * Form state of the auth screens: values, the domain validation outcome and server field errors.
 * Errors appear on the first submit and then follow the input live; the first invalid field gets
 * focus after the errors are rendered (so a screen reader announces the message with the field).
 * A server error for a field hides as soon as the user edits that field, and returns with the next
 * errors the server sends.
 */
export function useValidatedForm<V extends Values, P>(
  initial: V,
  validate: (values: V) => FormValidation<P>,
  serverFieldErrors: Partial<Record<keyof V, FieldError>> | undefined,
) {
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<{ source: unknown; fields: ReadonlySet<keyof V> }>({
    source: serverFieldErrors,
    fields: new Set(),
  });
  const [focusRequest, setFocusRequest] = useState(0);
  const refs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  // New server errors: every field shows its error again.
  let editedFields = edited.fields;
  if (edited.source !== serverFieldErrors) {
    editedFields = new Set();
    setEdited({ source: serverFieldErrors, fields: editedFields });
    if (serverFieldErrors && Object.values(serverFieldErrors).some(Boolean)) setFocusRequest((n) => n + 1);
  }

  const outcome = submitted ? validate(values) : null;
  const localErrors: FieldErrors = outcome && !outcome.ok ? outcome.errors : {};

  const errorFor = (name: keyof V): FieldError => {
    const local = localErrors[name as string];
    if (local?.length) return local;
    if (editedFields.has(name)) return undefined;
    return serverFieldErrors?.[name];
  };

  useEffect(() => {
    if (!focusRequest) return;
    const order = Object.keys(initial) as Array<keyof V>;
    const first = order.find((name) => {
      const error = errorFor(name);
      return typeof error === 'string' ? error !== '' : Boolean(error?.length);
    });
    if (first) refs.current[first]?.focus();
    // Runs once per failed submit, after the errors of that submit are on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errorFor(name),
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      if (!editedFields.has(name)) setEdited({ source: serverFieldErrors, fields: new Set([...editedFields, name]) });
    },
  });

  const handleSubmit = (onValid: (payload: P) => void, busy: boolean) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const result = validate(values);
    if (result.ok) {
      onValid(result.value);
      return;
    }
    setFocusRequest((n) => n + 1);
  };

  return { values, field, handleSubmit };
}
