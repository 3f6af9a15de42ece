import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const frame = style(
  layered(
    {
      position: 'relative',
      width: '100%',
      aspectRatio: '16 / 9',
      borderRadius: vars.radius.lg,
      overflow: 'hidden',
      backgroundColor: vars.color.text,
    },
    'screens',
  ),
);

export const media = style(
  layered({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, display: 'block' }, 'screens'),
);
