import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  FieldDescription,
  FieldErrorList,
  RequiredMark,
  normalizeErrors,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';
import * as styles from './RadioGroup.css';

export type RadioOption = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
};

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export type RadioGroupProps = FieldBaseProps & {
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  orientation?: RadioGroupOrientation;
  id?: string;
  className?: string;
};

/**
 * Single choice: native radio inputs sharing a name, in a WAI-ARIA `radiogroup` labelled by the
 * group's label. The browser gives the keyboard path (Tab enters at the checked option, arrow keys
 * move and select, disabled options are skipped) and the form value, with no script of ours: nothing
 * to hydrate or re-render after the page loads. Radios are 24×24 px targets; labels are clickable.
 * `required` is announced (`aria-required`), not enforced by the browser: forms validate themselves
 * and show their own Russian messages.
 */
export function RadioGroup({
  label,
  description,
  error,
  required,
  disabled,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  orientation = 'vertical',
  id,
  className,
}: RadioGroupProps) {
  const errors = normalizeErrors(error);
  const ids = useFieldIds(id, description, errors);
  const invalid = errors.length > 0;
  return (
    <div
      className={clsx(styles.root, className)}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <div id={ids.labelId} className={styles.groupLabel}>
        {label}
        {required ? <RequiredMark /> : null}
      </div>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div
        id={ids.controlId}
        role="radiogroup"
        className={styles.items({ orientation })}
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
        aria-orientation={orientation}
      >
        {options.map((option) => {
          const itemId = `${ids.controlId}-${option.value}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          const optionDisabled = disabled || option.disabled || undefined;
          return (
            <div key={option.value} className={styles.option} data-disabled={optionDisabled}>
              <input
                type="radio"
                id={itemId}
                name={name ?? ids.controlId}
                value={option.value}
                disabled={optionDisabled}
                data-disabled={optionDisabled}
                className={styles.radio}
                aria-describedby={descriptionId}
                {...(value !== undefined
                  ? { checked: option.value === value }
                  : defaultValue !== undefined
                    ? { defaultChecked: option.value === defaultValue }
                    : {})}
                onChange={(event) => {
                  if (event.currentTarget.checked) onValueChange?.(option.value);
                }}
              />
              <label htmlFor={itemId} className={styles.optionLabel}>
                {option.label}
              </label>
              {option.description ? (
                <p id={descriptionId} className={styles.optionDescription}>
                  {option.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}
