import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

/** The share's ideas: as many columns of cards as fit, each at least 300px wide. */
export const cards = style(
  layered(
    {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18.75rem), 1fr))',
      gap: vars.space.md,
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    'screens',
  ),
);

export const note = style(layered({ margin: `${vars.space.md} 0 0` }, 'screens'));

export const allDeals = style(layered({ margin: `${vars.space.md} 0 0` }, 'screens'));

/** A closed idea's result: green for a gain, red for a loss. */
export const result = style(
  layered(
    {
      fontWeight: vars.font.weight.semibold,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
      selectors: {
        '&[data-sign="positive"]': { color: vars.color.positive },
        '&[data-sign="negative"]': { color: vars.color.negative },
      },
    },
    'screens',
  ),
);
