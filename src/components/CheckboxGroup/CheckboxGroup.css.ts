import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

export const columns = recipe({
  base: layered({ display: 'grid', gap: vars.space.md, alignItems: 'start' }),
  variants: {
    count: {
      1: layered({ gridTemplateColumns: 'minmax(0, 1fr)' }),
      // Phones stack the two columns; from 768px they sit side by side.
      2: layered({
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } },
      }),
    },
  },
  defaultVariants: { count: 1 },
});

export const column = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));
