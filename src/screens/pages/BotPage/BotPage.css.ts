import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const access = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));
