import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const body = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const image = style(
  layered(
    {
      display: 'block',
      width: '100%',
      maxHeight: '12rem',
      objectFit: 'cover',
      borderRadius: vars.radius.lg,
      marginBottom: vars.space.sm,
      backgroundColor: vars.color.surfaceMuted,
    },
    'screens',
  ),
);

export const prizeTitle = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
    },
    'screens',
  ),
);

export const text = style(
  layered({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal }, 'screens'),
);
