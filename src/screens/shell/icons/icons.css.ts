import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

// Same box as the primitives' icons so shell and primitive icons line up.
export const icon = style(
  layered({ display: 'block', flexShrink: 0, width: vars.size.icon, height: vars.size.icon, fill: 'none', stroke: 'currentColor' }, 'screens'),
);
