import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const panel = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, color: vars.color.text }, 'screens'),
);

export const head = style(
  layered({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm }, 'screens'),
);

export const title = style(
  layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const counter = style(
  layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'),
);

export const groups = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }, 'screens'));

export const groupTitle = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' }, 'screens'),
);
