import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const body = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '100%' }, 'screens'),
);

export const field = style(layered({ gap: 0 }, 'screens'));
