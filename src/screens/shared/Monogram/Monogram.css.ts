import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const monogram = recipe({
  base: layered(
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: vars.size.icon,
      height: vars.size.icon,
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.bold,
      lineHeight: 1,
      letterSpacing: '-0.02em',
    },
    'screens',
  ),
  variants: {
    kind: {
      broker: layered({ borderRadius: vars.radius.sm }, 'screens'),
      person: layered({ borderRadius: vars.radius.full }, 'screens'),
    },
    tone: {
      brand: layered({ backgroundColor: vars.color.brandSubtle, color: vars.color.brand }, 'screens'),
      positive: layered({ backgroundColor: vars.color.positiveSubtle, color: vars.color.positive }, 'screens'),
      warning: layered({ backgroundColor: vars.color.warningSubtle, color: vars.color.warning }, 'screens'),
      negative: layered({ backgroundColor: vars.color.negativeSubtle, color: vars.color.negative }, 'screens'),
      neutral: layered({ backgroundColor: vars.color.surfaceMuted, color: vars.color.text }, 'screens'),
    },
  },
});
