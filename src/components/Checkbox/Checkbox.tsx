import { clsx } from 'clsx';
import * as RadixCheckbox from 'radix-ui/checkbox';
import type { ComponentProps } from 'react';
import { CheckIcon, MinusIcon } from '../icons';
import {
  FieldDescription,
  FieldErrorList,
  RequiredMark,
  mergeDescribedBy,
  normalizeErrors,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';
import * as styles from './Checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children' | 'asChild'> &
  FieldBaseProps & {
    /** Class of the outer wrapper. */
    wrapperClassName?: string;
  };

/**
 * A checkbox with its label, optional description and errors. State is exposed as
 * data-state="checked|unchecked|indeterminate" and data-disabled; the box is a 24×24 px target.
 */
export function Checkbox({
  label,
  description,
  error,
  required,
  disabled,
  id,
  className,
  wrapperClassName,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const errors = normalizeErrors(error);
  const ids = useFieldIds(id, description, errors);
  const invalid = errors.length > 0;
  return (
    <div
      className={clsx(styles.root, wrapperClassName)}
      data-disabled={disabled || undefined}
      data-invalid={invalid || undefined}
    >
      <RadixCheckbox.Root
        id={ids.controlId}
        className={clsx(styles.box, className)}
        required={required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={mergeDescribedBy(ids.describedBy, ariaDescribedBy)}
        {...rest}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {rest.checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label id={ids.labelId} htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {description || invalid ? (
        <div className={styles.messages}>
          <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
          <FieldErrorList id={ids.errorId} errors={errors} />
        </div>
      ) : null}
    </div>
  );
}
