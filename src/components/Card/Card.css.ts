import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

export const card = recipe({
  base: layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
  }),
  variants: {
    variant: {
      outlined: layered({ backgroundColor: vars.color.surface, border: `1px solid ${vars.color.border}` }),
      elevated: layered({ backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md }),
      muted: layered({ backgroundColor: vars.color.surfaceMuted }),
      brand: layered({ backgroundColor: vars.color.brandSubtle, border: `1px solid ${vars.color.brand}` }),
    },
    padding: {
      none: layered({ padding: 0 }),
      sm: layered({ padding: vars.space.md }),
      md: layered({ padding: vars.space.lg, '@media': { [media.tablet]: { padding: vars.space.xl } } }),
      lg: layered({ padding: vars.space.xl, '@media': { [media.tablet]: { padding: vars.space.xxl } } }),
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'md' },
});
