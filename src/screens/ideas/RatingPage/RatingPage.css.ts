import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const switcher = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }, 'screens'));

/** One choice of the switch: a pill, filled when it is the current one. */
export const choice = style(
  layered(
    {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: vars.size.control.sm,
      padding: `${vars.space.xs} ${vars.space.md}`,
      borderRadius: vars.radius.full,
      border: `1px solid ${vars.color.border}`,
      color: vars.color.text,
      textDecoration: 'none',
      selectors: {
        '&[aria-current="page"]': {
          backgroundColor: vars.color.brand,
          borderColor: vars.color.brand,
          color: vars.color.onBrand,
        },
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      },
    },
    'screens',
  ),
);

export const pages = style(layered({ display: 'flex', justifyContent: 'center', padding: vars.space.lg }, 'screens'));
