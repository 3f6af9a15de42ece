import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

/** Off screen above the page until focused: then it drops into the top-left corner. */
export const skipLink = style(
  layered(
    {
      position: 'absolute',
      left: vars.space.lg,
      top: `calc(-1 * ${vars.space.xxxl})`,
      zIndex: vars.zIndex.toast,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
      selectors: {
        '&:focus': { top: vars.space.sm, outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      },
    },
    'screens',
  ),
);
