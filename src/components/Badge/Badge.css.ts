import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const badge = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  }),
  variants: {
    tone: {
      neutral: layered({ backgroundColor: vars.color.surfaceMuted, color: vars.color.text }),
      brand: layered({ backgroundColor: vars.color.brandSubtle, color: vars.color.brand }),
      success: layered({ backgroundColor: vars.color.positiveSubtle, color: vars.color.positive }),
      warning: layered({ backgroundColor: vars.color.warningSubtle, color: vars.color.warning }),
      danger: layered({ backgroundColor: vars.color.negativeSubtle, color: vars.color.negative }),
    },
    variant: {
      subtle: {},
      solid: {},
      outline: layered({ backgroundColor: 'transparent' }),
    },
    size: {
      sm: layered({ padding: `0 ${vars.space.xs}`, fontSize: vars.font.size.xs, minHeight: vars.space.lg }),
      md: layered({
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.font.size.sm,
        minHeight: vars.space.xl,
      }),
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: layered({ backgroundColor: vars.color.text, color: vars.color.textInverse }),
    },
    {
      variants: { variant: 'solid', tone: 'brand' },
      style: layered({ backgroundColor: vars.color.brand, color: vars.color.onBrand }),
    },
    {
      variants: { variant: 'solid', tone: 'success' },
      style: layered({ backgroundColor: vars.color.positive, color: vars.color.surface }),
    },
    {
      variants: { variant: 'solid', tone: 'warning' },
      style: layered({ backgroundColor: vars.color.warning, color: vars.color.onWarning }),
    },
    {
      variants: { variant: 'solid', tone: 'danger' },
      style: layered({ backgroundColor: vars.color.negative, color: vars.color.surface }),
    },
    { variants: { variant: 'outline', tone: 'neutral' }, style: layered({ borderColor: vars.color.borderStrong }) },
    { variants: { variant: 'outline', tone: 'brand' }, style: layered({ borderColor: vars.color.brand }) },
    { variants: { variant: 'outline', tone: 'success' }, style: layered({ borderColor: vars.color.positive }) },
    { variants: { variant: 'outline', tone: 'warning' }, style: layered({ borderColor: vars.color.warning }) },
    { variants: { variant: 'outline', tone: 'danger' }, style: layered({ borderColor: vars.color.negative }) },
  ],
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md' },
});
