import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const card = style(
  layered(
    { display: 'flex', flexDirection: 'column', gap: vars.space.sm, color: vars.color.text, minWidth: 0 },
    'screens',
  ),
);

export const top = style(
  layered(
    { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.size.sm },
    'screens',
  ),
);

export const ticker = style(
  layered(
    {
      fontFamily: vars.font.family.mono,
      fontWeight: vars.font.weight.bold,
      paddingInline: vars.space.xs,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.surfaceMuted,
    },
    'screens',
  ),
);

export const company = style(layered({ color: vars.color.textMuted, marginInlineEnd: 'auto' }, 'screens'));

export const title = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
    },
    'screens',
  ),
);

export const source = style(
  layered(
    {
      margin: 0,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.md,
      rowGap: vars.space.xxs,
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
    },
    'screens',
  ),
);

/** The broker or the analyst: its monogram, then its name. */
export const sourcePart = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 }, 'screens'),
);

export const yieldValue = style(
  layered(
    {
      selectors: {
        '&[data-sign="positive"]': { color: vars.color.positive },
        '&[data-sign="negative"]': { color: vars.color.negative },
      },
    },
    'screens',
  ),
);

export const actions = style(
  layered(
    { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm },
    'screens',
  ),
);

export const votes = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }, 'screens'));

export const count = style(
  layered({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.regular }, 'screens'),
);
