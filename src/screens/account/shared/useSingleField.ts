import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { normalizeErrors, type FieldError } from '../../../components';
import type { FormValidation } from '../../../domain';

/**
 * State of a one-field form checked by a domain validator. The rule's message appears on submit and
 * then follows the input; a server message (`fieldError`) stays until the field is edited, and a new
 * one shows again. A failed submit or a server message takes focus back to the field.
 */
export function useSingleField<T>({
  defaultValue,
  fieldError,
  validate,
  onValid,
}: {
  defaultValue: string;
  fieldError: FieldError;
  validate: (value: string) => FormValidation<T>;
  onValid: (value: T) => void;
}) {
  const [value, setValue] = useState(defaultValue);
  const [submitted, setSubmitted] = useState(false);
  const [editedAfter, setEditedAfter] = useState<FieldError>(undefined);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const validation = submitted ? validate(value) : null;
  const localErrors = validation && !validation.ok ? Object.values(validation.errors).flat() : [];
  const serverError = editedAfter === fieldError ? undefined : fieldError;
  const error = localErrors.length ? localErrors : serverError;

  useEffect(() => {
    if (focusRequest) inputRef.current?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (normalizeErrors(fieldError).length) inputRef.current?.focus();
  }, [fieldError]);

  return {
    inputRef,
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      if (fieldError !== undefined) setEditedAfter(fieldError);
    },
    submit: () => {
      setSubmitted(true);
      const result = validate(value);
      if (result.ok) onValid(result.value);
      else setFocusRequest((n) => n + 1);
    },
  };
}
