import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export const builder = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }, 'screens'));

export const result = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end' } },
    },
    'screens',
  ),
);

export const linkField = style(layered({ flex: 1, minWidth: 0 }, 'screens'));

export const copy = style(layered({ flexShrink: 0 }, 'screens'));

export const monthNav = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm }, 'screens'));

export const month = style(
  layered(
    {
      margin: 0,
      minWidth: '9rem',
      textAlign: 'center',
      fontWeight: vars.font.weight.semibold,
      fontVariantNumeric: 'tabular-nums',
    },
    'screens',
  ),
);

/** Under the table: what the statistics do not count. */
export const notes = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      marginTop: vars.space.md,
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
    },
    'screens',
  ),
);

export const note = style(layered({ margin: 0 }, 'screens'));
