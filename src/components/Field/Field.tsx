import type { ReactNode } from 'react';
import { useId } from 'react';
import { description as descriptionClass, errorList, field, fieldset, label, legend, requiredMark } from './Field.css';

/** Validation outcome or server error(s) for a field: one message or a list of them. */
export type FieldError = string | readonly string[] | null | undefined;

/** Field props shared by every form control. */
export type FieldBaseProps = {
  /** Visible label; every control has one. */
  label: ReactNode;
  /** Hint under the control, read by screen readers after the label. */
  description?: ReactNode;
  /** Error message(s); any non-empty value marks the control invalid. */
  error?: FieldError;
  required?: boolean;
  disabled?: boolean;
};

export function normalizeErrors(error: FieldError): string[] {
  if (error == null) return [];
  const list = typeof error === 'string' ? [error] : [...error];
  return list.filter((message) => message.trim() !== '');
}

/** Ids that tie a control to its label, description and error list. */
export function useFieldIds(id: string | undefined, description: ReactNode, errors: readonly string[]) {
  const generated = useId();
  const controlId = id ?? `ir-field-${generated}`;
  const labelId = `${controlId}-label`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = errors.length ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, labelId, descriptionId, errorId, describedBy };
}

export function mergeDescribedBy(...ids: Array<string | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The required marker: the control itself carries `required`, so the star is decoration. */
export function RequiredMark() {
  return (
    <span aria-hidden className={requiredMark}>
      *
    </span>
  );
}

export function FieldDescription({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children || !id) return null;
  return (
    <p id={id} className={descriptionClass}>
      {children}
    </p>
  );
}

export function FieldErrorList({ id, errors }: { id: string | undefined; errors: readonly string[] }) {
  if (!errors.length || !id) return null;
  return (
    <ul id={id} className={errorList} data-slot="field-error">
      {errors.map((message, index) => (
        <li key={`${index}-${message}`}>{message}</li>
      ))}
    </ul>
  );
}

/** Class names shared by the form controls (a plain object so bundlers can drop it when unused). */
export const fieldStyles = { field, label, requiredMark, description: descriptionClass, errorList, fieldset, legend };
