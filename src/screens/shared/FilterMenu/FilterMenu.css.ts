import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const trigger = style(layered({ fontWeight: vars.font.weight.semibold, maxWidth: '100%' }, 'screens'));

/** The chosen value gives way first on narrow screens. */
export const value = style(layered({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }, 'screens'));

export const label = style(layered({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular }, 'screens'));

export const check = style(
  layered({ display: 'inline-flex', width: vars.size.icon, color: vars.color.brand }, 'screens'),
);
