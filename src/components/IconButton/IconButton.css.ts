import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

// Plain class maps rather than a recipe: no runtime, so overlays that use IconButton stay small.
export const base = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: vars.size.target,
    minHeight: vars.size.target,
    padding: 0,
    margin: 0,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const variants = styleVariants({
  ghost: layered({
    color: vars.color.textMuted,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text } },
  }),
  secondary: layered({
    backgroundColor: vars.color.surface,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
  }),
  primary: layered({
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } },
  }),
});

export const sizes = styleVariants({
  sm: layered({ width: vars.size.control.sm, height: vars.size.control.sm }),
  md: layered({ width: vars.size.control.md, height: vars.size.control.md }),
  lg: layered({ width: vars.size.control.lg, height: vars.size.control.lg }),
});
