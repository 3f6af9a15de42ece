import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export const toc = style(
  layered(
    {
      margin: 0,
      padding: 0,
      listStyle: 'none',
      display: 'grid',
      gap: vars.space.xs,
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)', columnGap: vars.space.xl } },
    },
    'screens',
  ),
);

export const clauseNumber = style(
  layered({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' }, 'screens'),
);

export const requisites = style(
  layered(
    {
      margin: 0,
      display: 'grid',
      gridTemplateColumns: '1fr',
      gap: vars.space.xs,
      fontSize: vars.font.size.md,
      '@media': {
        [media.tablet]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.xl, rowGap: vars.space.sm },
      },
    },
    'screens',
  ),
);

export const term = style(layered({ color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'));

export const value = style(
  layered({ margin: 0, marginBottom: vars.space.sm, '@media': { [media.tablet]: { marginBottom: 0 } } }, 'screens'),
);
