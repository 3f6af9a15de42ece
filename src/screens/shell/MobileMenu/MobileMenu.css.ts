import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const body = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }, 'screens'));

export const who = style(
  layered(
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: vars.space.md,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surfaceMuted,
    },
    'screens',
  ),
);

export const whoText = style(layered({ display: 'flex', flexDirection: 'column', minWidth: 0 }, 'screens'));

export const whoName = style(
  layered({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' }, 'screens'),
);

export const whoEmail = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' }, 'screens'),
);

export const authButtons = style(
  layered({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm }, 'screens'),
);

export const section = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }, 'screens'));

export const sectionTitle = style(
  layered(
    {
      margin: 0,
      padding: `0 ${vars.space.sm}`,
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.semibold,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      color: vars.color.textMuted,
    },
    'screens',
  ),
);

export const list = style(
  layered(
    { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' },
    'screens',
  ),
);

export const nested = style(layered({ paddingInlineStart: vars.space.lg }, 'screens'));

export const groupLabel = style(
  layered(
    {
      display: 'flex',
      alignItems: 'center',
      minHeight: vars.size.control.md,
      padding: `0 ${vars.space.sm}`,
      fontWeight: vars.font.weight.medium,
      color: vars.color.textMuted,
    },
    'screens',
  ),
);

export const link = style(
  layered(
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      minHeight: vars.size.control.md,
      padding: `0 ${vars.space.sm}`,
      borderRadius: vars.radius.md,
      color: vars.color.text,
      fontWeight: vars.font.weight.medium,
      textDecoration: 'none',
      selectors: {
        '&:hover': { backgroundColor: vars.color.surfaceMuted },
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
        '&[aria-current="page"]': { color: vars.color.brand, backgroundColor: vars.color.brandSubtle },
      },
    },
    'screens',
  ),
);

export const logout = style(
  layered({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md }, 'screens'),
);
