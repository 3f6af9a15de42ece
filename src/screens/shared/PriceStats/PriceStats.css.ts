import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layers } from '../../../../tokens/layers.css';
import { layered } from '../../../../tokens/style';

/** Four values side by side from this row width on (≈ 7.5rem each: «до 19.05.2027» in semibold fits). */
const FOUR_COLUMNS_FROM = '32rem';

/**
 * The row's own width decides, not the screen's: a card in a three-column grid on a desktop is as narrow
 * as on a phone (the stock page), and four columns there pushed the dates out of the card.
 */
export const frame = style(layered({ containerType: 'inline-size', minWidth: 0 }, 'screens'));

export const stats = style(
  layered(
    {
      margin: 0,
      display: 'grid',
      gap: vars.space.sm,
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '@container': { [`(min-width: ${FOUR_COLUMNS_FROM})`]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
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
