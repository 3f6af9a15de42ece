import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const content = style(
  layered(
    { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' },
    'screens',
  ),
);

export const image = style(
  layered(
    {
      display: 'block',
      width: '100%',
      maxWidth: `calc(${vars.size.control.lg} * 5)`,
      aspectRatio: '4 / 3',
      objectFit: 'contain',
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surfaceMuted,
    },
    'screens',
  ),
);

export const heading = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.xl,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.tight,
    },
    'screens',
  ),
);

export const description = style(
  layered(
    { margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed, color: vars.color.textMuted },
    'screens',
  ),
);
