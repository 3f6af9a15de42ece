import { clsx } from 'clsx';
import * as RadixSlider from 'radix-ui/slider';
import { useState } from 'react';
import {
  FieldDescription,
  FieldErrorList,
  RequiredMark,
  fieldStyles,
  normalizeErrors,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';
import { useFormatNumber } from '../Format';
import * as styles from './Slider.css';

export const sliderFormats = ['percent', 'number'] as const;
export type SliderFormat = (typeof sliderFormats)[number];

export type SliderProps = FieldBaseProps & {
  min?: number;
  max?: number;
  step?: number;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Called when the user lets go (pointer up or key press), for saving. */
  onValueCommit?: (value: number) => void;
  name?: string;
  /** 'percent' shows 30 as '30 %' (the questionnaire's return target); 'number' as is. */
  format?: SliderFormat;
  /** Show the min and max under the track. */
  showScale?: boolean;
  id?: string;
  className?: string;
};

/**
 * A labelled single-value slider (Radix, WAI-ARIA slider pattern): arrows change by a step,
 * Page Up/Down by ten steps, Home/End jump to the ends; the value is announced formatted.
 * Defaults match the spec: 0–100 in steps of 10, shown as a percentage, initially 0.
 */
export function Slider({
  label,
  description,
  error,
  required,
  disabled,
  min = 0,
  max = 100,
  step = 10,
  value: valueProp,
  defaultValue = min,
  onValueChange,
  onValueCommit,
  name,
  format = 'percent',
  showScale = true,
  id,
  className,
}: SliderProps) {
  const [valueState, setValueState] = useState(defaultValue);
  const value = valueProp ?? valueState;
  const errors = normalizeErrors(error);
  const ids = useFieldIds(id, description, errors);
  const invalid = errors.length > 0;
  const formatNumber = useFormatNumber(
    format === 'percent' ? { style: 'percent', maximumFractionDigits: 0 } : undefined,
  );
  const show = (v: number) => formatNumber(format === 'percent' ? v / 100 : v);

  return (
    <div
      className={clsx(fieldStyles.field, className)}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <div className={styles.head}>
        <span id={ids.labelId} className={fieldStyles.label}>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
        {/* The thumb announces the same text through aria-valuetext. */}
        <span aria-hidden className={styles.current} data-slot="slider-value">
          {show(value)}
        </span>
      </div>
      <RadixSlider.Root
        className={styles.root}
        min={min}
        max={max}
        step={step}
        value={[value]}
        onValueChange={([next = min]) => {
          if (valueProp === undefined) setValueState(next);
          onValueChange?.(next);
        }}
        onValueCommit={([next = min]) => onValueCommit?.(next)}
        disabled={disabled}
        name={name}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          id={ids.controlId}
          className={styles.thumb}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          aria-valuetext={show(value)}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
        />
      </RadixSlider.Root>
      {showScale ? (
        <div aria-hidden className={styles.scale}>
          <span>{show(min)}</span>
          <span>{show(max)}</span>
        </div>
      ) : null}
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <FieldErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}
