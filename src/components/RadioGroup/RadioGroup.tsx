import { clsx } from 'clsx';
import * as RadixRadioGroup from 'radix-ui/radio-group';
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
 * Single choice (WAI-ARIA radio group via Radix): Tab enters the group at the checked option,
 * arrow keys move and select. Radios are 24×24 px targets; labels are clickable.
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
      <RadixRadioGroup.Root
        id={ids.controlId}
        className={styles.items({ orientation })}
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={invalid || undefined}
        required={required}
        disabled={disabled}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        orientation={orientation}
      >
        {options.map((option) => {
          const itemId = `${ids.controlId}-${option.value}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          return (
            <div key={option.value} className={styles.option} data-disabled={disabled || option.disabled || undefined}>
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                aria-describedby={descriptionId}
              >
                <RadixRadioGroup.Indicator className={styles.indicator} />
              </RadixRadioGroup.Item>
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
      </RadixRadioGroup.Root>
      <FieldErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}
