import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'success', 'warning', 'danger'] as const;
export const badgeVariants = ['subtle', 'solid', 'outline'] as const;
export const badgeSizes = ['sm', 'md'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeVariant = (typeof badgeVariants)[number];
export type BadgeSize = (typeof badgeSizes)[number];

export type BadgeProps = ComponentProps<'span'> & { tone?: BadgeTone; variant?: BadgeVariant; size?: BadgeSize };

/** A short status label or counter: 'PRO', 'Идея еще не закрыта', a count of updates. */
export function Badge({ tone = 'neutral', variant = 'subtle', size = 'md', className, ...rest }: BadgeProps) {
  return (
    <span
      className={clsx(badge({ tone, variant, size }), className)}
      data-tone={tone}
      data-variant={variant}
      {...rest}
    />
  );
}
