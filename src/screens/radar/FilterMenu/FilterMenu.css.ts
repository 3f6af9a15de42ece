import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const trigger = style(layered({ fontWeight: vars.font.weight.semibold }, 'screens'));

export const label = style(layered({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular }, 'screens'));

export const check = style(layered({ display: 'inline-flex', width: vars.size.icon, color: vars.color.brand }, 'screens'));
