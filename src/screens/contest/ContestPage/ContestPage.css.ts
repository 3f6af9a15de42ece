import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export const stats = style(
  layered(
    {
      margin: 0,
      display: 'grid',
      gap: vars.space.lg,
      gridTemplateColumns: '1fr',
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
    'screens',
  ),
);

export const stat = style(layered({ gap: vars.space.xs }, 'screens'));

export const statLabel = style(
  layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'),
);

export const since = style(layered({ whiteSpace: 'nowrap' }, 'screens'));

export const statValue = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.xxl,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.tight,
      fontVariantNumeric: 'tabular-nums',
    },
    'screens',
  ),
);

export const statUnit = style(layered({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium }, 'screens'));

export const statLinks = style(
  layered(
    {
      margin: 0,
      marginTop: 'auto',
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
      rowGap: vars.space.xs,
    },
    'screens',
  ),
);

export const stake = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, whiteSpace: 'nowrap' }, 'screens'),
);

export const unit = style(layered({ fontWeight: vars.font.weight.regular }, 'screens'));

export const result = style(layered({ whiteSpace: 'nowrap' }, 'screens'));

export const open = style(layered({ color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'));

export const empty = style(layered({ color: vars.color.textMuted }, 'screens'));
