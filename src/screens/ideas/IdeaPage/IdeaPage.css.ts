import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layers } from '../../../../tokens/layers.css';
import { layered } from '../../../../tokens/style';
import { WIDE_PAGE } from '../shared/detail.css';

const wide = `(min-width: ${WIDE_PAGE})`;

export const crumbs = style(layered({ fontSize: vars.font.size.sm, color: vars.color.textMuted }, 'screens'));
globalStyle(`${crumbs} a`, { '@layer': { [layers.screens]: { color: vars.color.link } } });

export const grid = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.lg,
      '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', alignItems: 'start' } },
    },
    'screens',
  ),
);

export const column = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }, 'screens'),
);

/** The side column stays in view under the sticky header while the main column scrolls. */
export const side = style([
  column,
  layered(
    {
      '@container': {
        [wide]: {
          position: 'sticky',
          top: `calc(${vars.size.control.lg} + 2 * ${vars.space.sm} + ${vars.space.lg})`,
        },
      },
    },
    'screens',
  ),
]);

/** A card of the side column: its parts stacked. */
export const sideCard = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'));

export const votes = style(layered({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm }, 'screens'));

/** The count after «Верю» / «Не верю»: lighter than the label, in the button's own colour (contrast kept). */
export const voteCount = style(
  layered(
    { marginLeft: vars.space.xs, fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.regular },
    'screens',
  ),
);

export const bet = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const text = style(
  layered(
    { margin: `0 0 ${vars.space.md}`, lineHeight: vars.font.lineHeight.relaxed, whiteSpace: 'pre-line' },
    'screens',
  ),
);

export const history = style(
  layered(
    { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm },
    'screens',
  ),
);

export const historyRow = style(
  layered({ display: 'grid', gridTemplateColumns: '7em 1fr auto', gap: vars.space.sm }, 'screens'),
);
