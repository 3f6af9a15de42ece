import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const form = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'));

export const idea = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.normal,
      color: vars.color.text,
    },
    'screens',
  ),
);

export const payout = style(
  layered(
    { margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, color: vars.color.textMuted },
    'screens',
  ),
);
