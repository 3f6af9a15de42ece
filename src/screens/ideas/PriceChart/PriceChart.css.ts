import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const figure = style(layered({ margin: 0, color: vars.color.text }, 'screens'));

export const svg = style(layered({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' }, 'screens'));

export const line = style(
  layered({ fill: 'none', stroke: vars.color.brand, strokeWidth: 2.5, strokeLinejoin: 'round' }, 'screens'),
);

export const dot = style(layered({ fill: vars.color.surface, stroke: vars.color.brand, strokeWidth: 2 }, 'screens'));

export const base = style(layered({ stroke: vars.color.border, strokeDasharray: '2 4' }, 'screens'));

export const target = style(
  layered({ stroke: vars.color.positive, strokeDasharray: '6 4', strokeWidth: 1.5 }, 'screens'),
);

/** The price axis's grid: faint lines at round prices. */
export const grid = style(layered({ stroke: vars.color.border, strokeOpacity: 0.6 }, 'screens'));

/** The drawing and, over it, the price axis's labels placed by percentage of its height. */
export const plot = style(layered({ position: 'relative' }, 'screens'));

export const priceAxis = style(layered({ position: 'absolute', inset: 0, pointerEvents: 'none' }, 'screens'));

/** A round price sitting just above its grid line, at the left edge. */
export const tick = style(
  layered(
    {
      position: 'absolute',
      left: vars.space.xs,
      transform: 'translateY(-100%)',
      fontSize: vars.font.size.xs,
      lineHeight: 1.2,
      color: vars.color.textMuted,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
    'screens',
  ),
);

export const horizon = style(layered({ stroke: vars.color.borderStrong, strokeDasharray: '2 3' }, 'screens'));

const labels = {
  display: 'flex',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
} as const;

export const axis = style(layered({ ...labels, justifyContent: 'space-between' }, 'screens'));

export const legend = style(
  layered({ ...labels, justifyContent: 'flex-start', marginBottom: vars.space.sm }, 'screens'),
);

/** A legend entry drawn with its line's stroke before it: solid for the price, dashed for the target. */
export const legendItem = style(
  layered(
    {
      selectors: {
        '&::before': {
          content: '""',
          display: 'inline-block',
          width: vars.space.lg,
          marginRight: vars.space.xs,
          verticalAlign: 'middle',
          borderTop: `2.5px solid ${vars.color.brand}`,
        },
        '&[data-key="target"]': { color: vars.color.positive, fontWeight: vars.font.weight.semibold },
        '&[data-key="target"]::before': { borderTop: `2px dashed ${vars.color.positive}` },
      },
    },
    'screens',
  ),
);

export const caption = style(
  layered({ marginTop: vars.space.sm, fontSize: vars.font.size.sm, color: vars.color.textMuted }, 'screens'),
);
