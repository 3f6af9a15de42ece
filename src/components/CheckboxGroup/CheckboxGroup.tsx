import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import {
  FieldDescription,
  FieldErrorList,
  RequiredMark,
  fieldStyles,
  normalizeErrors,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';
import * as styles from './CheckboxGroup.css';
import { splitIntoColumns } from './splitIntoColumns';

export type ChoiceOption = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
};

export const checkboxGroupColumns = [1, 2] as const;
export type CheckboxGroupColumns = (typeof checkboxGroupColumns)[number];

export type CheckboxGroupProps = FieldBaseProps & {
  options: readonly ChoiceOption[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** Form field name; each checked box submits name=value. */
  name?: string;
  /** One column, or two (stacked on phones). */
  columns?: CheckboxGroupColumns;
  id?: string;
  className?: string;
};

/** A multi-select list of checkboxes in a fieldset with legend, description and errors. */
export function CheckboxGroup({
  label,
  description,
  error,
  required,
  disabled,
  options,
  value: valueProp,
  defaultValue = [],
  onValueChange,
  name,
  columns = 1,
  id,
  className,
}: CheckboxGroupProps) {
  const [valueState, setValueState] = useState<readonly string[]>(defaultValue);
  const value = valueProp ?? valueState;
  const errors = normalizeErrors(error);
  const ids = useFieldIds(id, description, errors);
  const invalid = errors.length > 0;

  const toggle = (optionValue: string, checked: boolean) => {
    // Keep the options' order in the result, whatever order the boxes were ticked in.
    const next = options.map((option) => option.value).filter((v) => (v === optionValue ? checked : value.includes(v)));
    if (valueProp === undefined) setValueState(next);
    onValueChange?.(next);
  };

  return (
    <fieldset
      id={ids.controlId}
      className={clsx(fieldStyles.fieldset, className)}
      disabled={disabled}
      aria-describedby={ids.describedBy}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <legend className={fieldStyles.legend}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div className={styles.columns({ count: columns })} data-columns={columns}>
        {splitIntoColumns(options, columns).map((chunk, index) => (
          <div key={index} className={styles.column}>
            {chunk.map((option) => (
              <Checkbox
                key={option.value}
                id={`${ids.controlId}-${option.value}`}
                label={option.label}
                description={option.description}
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={disabled || option.disabled}
                aria-invalid={invalid || undefined}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
              />
            ))}
          </div>
        ))}
      </div>
      <FieldErrorList id={ids.errorId} errors={errors} />
    </fieldset>
  );
}
