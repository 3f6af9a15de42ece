import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const form = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.lg,
      width: '100%',
    },
    'screens',
  ),
);

export const actions = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.md,
      marginTop: vars.space.xs,
    },
    'screens',
  ),
);

export const hint = style(
  layered(
    {
      margin: 0,
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.normal,
    },
    'screens',
  ),
);
