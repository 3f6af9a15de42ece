import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export { stepNumber } from '../../shared/page.css';

export const positive = style(
  layered({ color: vars.color.positive, fontWeight: vars.font.weight.semibold }, 'screens'),
);
export const negative = style(
  layered({ color: vars.color.negative, fontWeight: vars.font.weight.semibold }, 'screens'),
);
