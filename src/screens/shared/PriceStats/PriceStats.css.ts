import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layers } from '../../../../tokens/layers.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export const stats = style(
  layered(
    {
      margin: 0,
      display: 'grid',
      gap: vars.space.sm,
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
    },
    'screens',
  ),
);

export const stat = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }, 'screens'),
);
globalStyle(`${stat} > dt`, {
  '@layer': { [layers.screens]: { color: vars.color.textMuted, fontSize: vars.font.size.xs } },
});
globalStyle(`${stat} > dd`, {
  '@layer': {
    [layers.screens]: { margin: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' },
  },
});
globalStyle(`${stats}[data-nowrap] > ${stat} > dd`, { '@layer': { [layers.screens]: { whiteSpace: 'nowrap' } } });
