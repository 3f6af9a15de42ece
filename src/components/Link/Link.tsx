import { clsx } from 'clsx';
import { Slot } from '../internal/Slot';
import type { ComponentProps } from 'react';
import { visuallyHidden as srOnly } from '../internal/a11y.css';
import { link } from './Link.css';
import * as componentMessages from '../messages';

export const linkVariants = ['inline', 'standalone', 'muted'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export type LinkProps = ComponentProps<'a'> & {
  variant?: LinkVariant;
  /** Opens in a new tab safely (rel="noopener noreferrer") and tells screen-reader users so. */
  external?: boolean;
  /** Render the child (a router link) with link styling. */
  asChild?: boolean;
};

const NEW_TAB = componentMessages.opensInNewTab;

/** A text link. `external` is for the spec's outward links, e.g. 'Оплатить' to the billing page. */
export function Link({
  variant = 'inline',
  external = false,
  asChild = false,
  className,
  children,
  rel,
  target,
  ...rest
}: LinkProps) {
  const classes = clsx(link({ variant }), className);
  if (asChild) {
    return (
      <Slot className={classes} data-variant={variant} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <a
      className={classes}
      data-variant={variant}
      target={external ? '_blank' : target}
      rel={external ? clsx('noopener noreferrer', rel) : rel}
      {...rest}
    >
      {children}
      {external ? <span className={srOnly}> {NEW_TAB}</span> : null}
    </a>
  );
}
