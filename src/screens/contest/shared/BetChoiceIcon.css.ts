import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const icon = recipe({
  base: layered(
    {
      display: 'block',
      flexShrink: 0,
      width: vars.size.icon,
      height: vars.size.icon,
      fill: 'none',
      stroke: 'currentColor',
    },
    'screens',
  ),
  variants: {
    choice: {
      believe: layered({ color: vars.color.positive }, 'screens'),
      notbelieve: layered({ color: vars.color.negative }, 'screens'),
    },
  },
});
