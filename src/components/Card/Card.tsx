import { clsx } from 'clsx';
import { Slot } from '../internal/Slot';
import type { ComponentProps } from 'react';
import { card } from './Card.css';

export const cardVariants = ['outlined', 'elevated', 'muted', 'brand'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardVariant = (typeof cardVariants)[number];
export type CardPadding = (typeof cardPaddings)[number];

export type CardProps = ComponentProps<'div'> & {
  variant?: CardVariant;
  padding?: CardPadding;
  /** Render the child element (article, section, li) with card styling. */
  asChild?: boolean;
};

/** A surface grouping related content: plan, prize, idea, settings block. */
export function Card({ variant = 'outlined', padding = 'md', asChild = false, className, ...rest }: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return <Comp className={clsx(card({ variant, padding }), className)} data-variant={variant} {...rest} />;
}
