import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const nav = style(
  layered({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` }, 'screens'),
);

export const link = style(
  layered(
    {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: vars.size.control.md,
      paddingInline: vars.space.md,
      marginBottom: '-1px',
      borderBottom: `${vars.space.xxs} solid transparent`,
      color: vars.color.textMuted,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
      selectors: {
        '&:hover': { color: vars.color.text },
        '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      },
    },
    'screens',
  ),
);
