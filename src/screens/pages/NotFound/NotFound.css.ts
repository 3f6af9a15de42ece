import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export const code = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.display,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.tight,
      color: vars.color.brand,
      fontVariantNumeric: 'tabular-nums',
    },
    'screens',
  ),
);

export const sections = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.md,
      gridTemplateColumns: '1fr',
      margin: 0,
      padding: 0,
      listStyle: 'none',
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
    },
    'screens',
  ),
);

export const sectionLink = style(
  layered({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md }, 'screens'),
);

export const sectionHint = style(
  layered({ margin: 0, marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'),
);
