import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import {
  FieldDescription,
  FieldErrorList,
  RequiredMark,
  fieldStyles,
  mergeDescribedBy,
  normalizeErrors,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';
import { adornment, control, input } from './TextField.css';

export const textFieldSizes = ['sm', 'md', 'lg'] as const;
export type TextFieldSize = (typeof textFieldSizes)[number];

export const textFieldTypes = ['text', 'email', 'password', 'search', 'tel', 'url', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = Omit<ComponentProps<'input'>, 'size' | 'type'> &
  FieldBaseProps & {
    type?: TextFieldType;
    size?: TextFieldSize;
    /** Content at the end of the input box, e.g. the show-password toggle. */
    endAdornment?: ReactNode;
    /** Class of the outer wrapper (label + control + messages). */
    wrapperClassName?: string;
  };

/** A labelled text input with description, error list, required marker and disabled state. */
export function TextField({
  label,
  description,
  error,
  required,
  disabled,
  type = 'text',
  size = 'md',
  endAdornment,
  id,
  className,
  wrapperClassName,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const errors = normalizeErrors(error);
  const ids = useFieldIds(id, description, errors);
  const invalid = errors.length > 0;
  return (
    <div
      className={clsx(fieldStyles.field, wrapperClassName)}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <label id={ids.labelId} htmlFor={ids.controlId} className={fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className={control({ size })} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        <input
          id={ids.controlId}
          type={type}
          className={clsx(input, className)}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={mergeDescribedBy(ids.describedBy, ariaDescribedBy)}
          {...rest}
        />
        {endAdornment ? <div className={adornment}>{endAdornment}</div> : null}
      </div>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <FieldErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}
