import { useEffect, useRef, useState } from 'react';
import { normalizeErrors, type FieldError } from '../../../components';
import type { FieldErrors, FormValidation } from '../../../domain';

/**
 * The state of a settings form with several fields (change password, change email): values, the
 * domain's validation shown from the first submit on and then following the input, server messages
 * per field that stay until that field is edited, and focus on the first field with a message.
 */
export function useFieldsForm<F extends string, V>(options: {
  fields: readonly F[];
  validate: (values: Record<F, string>) => FormValidation<V>;
  fieldErrors?: Partial<Record<F, FieldError>>;
  /** Initial values of some fields; the others start empty. */
  initialValues?: Partial<Record<F, string>>;
  onValid: (value: V, values: Record<F, string>) => void;
}) {
  const { fields, validate, fieldErrors, initialValues, onValid } = options;
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, initialValues?.[field] ?? ''])) as Record<F, string>,
  );
  const [submitted, setSubmitted] = useState(false);
  // Server messages of a field stay until that field is edited; a new answer shows them again.
  const [edited, setEdited] = useState<{ source: typeof fieldErrors; fields: F[] }>({ source: undefined, fields: [] });
  const [focusRequest, setFocusRequest] = useState<{ field: F; n: number } | null>(null);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const validation = submitted ? validate(values) : null;
  const localErrors: FieldErrors = validation && !validation.ok ? validation.errors : {};
  /** One message per field: the domain's first, else the server's until the field is edited. */
  const errorOf = (field: F): FieldError => {
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
    const first = fields.find((field) => normalizeErrors(fieldErrors?.[field]).length > 0);
    if (first) inputs.current[first]?.focus();
    // `fields` is a constant list of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldErrors]);

  const submit = () => {
    setSubmitted(true);
    const result = validate(values);
    if (result.ok) {
      onValid(result.value, values);
      return;
    }
    const field = fields.find((name) => Boolean(result.errors[name]?.length)) ?? fields[0]!;
    setFocusRequest((current) => ({ field, n: (current?.n ?? 0) + 1 }));
  };

  /** Props of one field's input. */
  const fieldProps = (field: F) => ({
    ref: (node: HTMLInputElement | null) => {
      inputs.current[field] = node;
    },
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      setValues((current) => ({ ...current, [field]: next }));
      setEdited((current) =>
        current.source === fieldErrors
          ? {
              source: fieldErrors,
              fields: current.fields.includes(field) ? current.fields : [...current.fields, field],
            }
          : { source: fieldErrors, fields: [field] },
      );
    },
  });

  return { submit, fieldProps };
}
