import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const control = recipe({
  base: layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-within': { borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
      '&[data-invalid]': { borderColor: vars.color.negative },
      '&[data-invalid]:focus-within': { boxShadow: `0 0 0 3px ${vars.color.negativeSubtle}` },
      '&[data-disabled]': {
        backgroundColor: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        cursor: 'not-allowed',
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
  variants: {
    size: {
      sm: layered({ minHeight: vars.size.control.sm, fontSize: vars.font.size.sm }),
      md: layered({ minHeight: vars.size.control.md, fontSize: vars.font.size.md }),
      lg: layered({ minHeight: vars.size.control.lg, fontSize: vars.font.size.lg }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = style(
  layered({
    flex: '1 1 auto',
    minWidth: 0,
    alignSelf: 'stretch',
    margin: 0,
    padding: `0 ${vars.space.md}`,
    border: 0,
    borderRadius: 'inherit',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
  }),
);

export const adornment = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    paddingInlineEnd: vars.space.xs,
    color: vars.color.textMuted,
  }),
);
