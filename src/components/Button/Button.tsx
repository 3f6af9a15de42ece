import { clsx } from 'clsx';
import { Slot } from '../internal/Slot';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Busy: shows a spinner, keeps the label for screen readers and ignores clicks. */
  loading?: boolean;
  /** Text shown instead of the label while loading, e.g. 'Сохраняем...'. */
  loadingText?: ReactNode;
  /** Render the child element (a link, a router link) with button styling. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingText,
  asChild = false,
  className,
  children,
  disabled,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = clsx(button({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot className={classes} data-variant={variant} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      data-variant={variant}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
      aria-busy={loading || undefined}
      disabled={disabled}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
