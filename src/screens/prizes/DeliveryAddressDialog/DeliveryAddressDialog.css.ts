import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const form = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'));

export const lead = style(
  layered(
    { margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed, color: vars.color.text },
    'screens',
  ),
);
