import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const icon = style(
  layered({
    display: 'block',
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
    fill: 'none',
    stroke: 'currentColor',
  }),
);
