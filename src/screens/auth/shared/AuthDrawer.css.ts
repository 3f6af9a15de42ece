import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const body = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }, 'screens'));

export const switchRow = style(
  layered(
    {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      fontSize: vars.font.size.sm,
      color: vars.color.textMuted,
    },
    'screens',
  ),
);
