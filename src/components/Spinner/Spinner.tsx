import type { ComponentProps } from 'react';
import { spinner, visuallyHidden } from './Spinner.css';
import * as componentMessages from '../messages';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  size?: SpinnerSize;
  /** Announced to screen readers; pass null when a parent already announces the busy state. */
  label?: string | null;
};

export function Spinner({ size = 'md', label = componentMessages.loading, className, ...rest }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={className} {...rest}>
      <span aria-hidden className={spinner({ size })} />
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  );
}

export const srOnly = visuallyHidden;
