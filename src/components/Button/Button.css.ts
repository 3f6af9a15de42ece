import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const button = recipe({
  base: layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minWidth: vars.size.target,
    minHeight: vars.size.target,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-loading]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: {
      primary: layered({
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled):not([data-disabled])': { backgroundColor: vars.color.brandHover } },
      }),
      secondary: layered({
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled):not([data-disabled])': { backgroundColor: vars.color.brandSubtle } },
      }),
      ghost: layered({
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled):not([data-disabled])': { backgroundColor: vars.color.surfaceMuted } },
      }),
      danger: layered({
        backgroundColor: vars.color.negative,
        color: vars.color.surface,
        selectors: { '&:hover:not(:disabled):not([data-disabled])': { filter: 'brightness(0.92)' } },
      }),
    },
    size: {
      sm: layered({ height: vars.size.control.sm, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm }),
      md: layered({ height: vars.size.control.md, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md }),
      lg: layered({ height: vars.size.control.lg, padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg }),
    },
    fullWidth: { true: layered({ width: '100%' }) },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;
