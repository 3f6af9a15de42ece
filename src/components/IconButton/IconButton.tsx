import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'secondary', 'primary'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & {
  /** Accessible name: an icon-only button has no visible text, so this is required. */
  label: string;
  /** The icon (decorative, aria-hidden). */
  children: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
};

/** A square button showing only an icon; its name comes from `label`. Target is at least 24×24 px. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  className,
  type,
  disabled,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      className={clsx(styles.base, styles.variants[variant], styles.sizes[size], className)}
      data-variant={variant}
      data-disabled={disabled || undefined}
      disabled={disabled}
      {...rest}
    >
      {children}
    </button>
  );
}
