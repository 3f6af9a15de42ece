import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layers } from '../../../../tokens/layers.css';
import { layered } from '../../../../tokens/style';

// The frame of the idea page and the stock page: head, figures, sections of cards.

/** Two columns (the idea's side column) and the larger title from this width of the page on. */
export const WIDE_PAGE = '60rem';

export const page = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      width: '100%',
      maxWidth: vars.size.content,
      marginInline: 'auto',
      boxSizing: 'border-box',
      color: vars.color.text,
      containerType: 'inline-size',
    },
    'screens',
  ),
);

export const head = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const tags = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }, 'screens'),
);

export const ticker = style(
  layered({ fontFamily: vars.font.family.mono, fontWeight: vars.font.weight.bold, color: vars.color.brand }, 'screens'),
);

export const title = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.xl,
      lineHeight: vars.font.lineHeight.tight,
      '@container': { [`(min-width: ${WIDE_PAGE})`]: { fontSize: vars.font.size.xxl } },
    },
    'screens',
  ),
);

export const muted = style(layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'));

/** A muted line of its own inside a figure (the date of the last price). */
export const mutedBlock = style([
  muted,
  layered({ display: 'block', fontWeight: vars.font.weight.regular }, 'screens'),
]);

/** The page's figures (prices, counts) and its facts (asset type, risk, …): label over value, as many columns as fit. */
export const figures = style(
  layered(
    {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
      gap: vars.space.md,
      margin: 0,
    },
    'screens',
  ),
);
export const facts = style([figures]);
globalStyle(`${figures} dt`, {
  '@layer': { [layers.screens]: { fontSize: vars.font.size.sm, color: vars.color.textMuted } },
});
globalStyle(`${figures} dd`, {
  '@layer': { [layers.screens]: { margin: `${vars.space.xxs} 0 0`, fontWeight: vars.font.weight.semibold } },
});
globalStyle(`${figures}:not(${facts}) dd`, { '@layer': { [layers.screens]: { fontSize: vars.font.size.lg } } });
globalStyle(`${figures} [data-sign="positive"]`, { '@layer': { [layers.screens]: { color: vars.color.positive } } });
globalStyle(`${figures} [data-sign="negative"]`, { '@layer': { [layers.screens]: { color: vars.color.negative } } });

export const section = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const sectionTitle = style(layered({ margin: 0, fontSize: vars.font.size.lg }, 'screens'));

/** A count after a section's title. */
export const count = style([muted, layered({ fontWeight: vars.font.weight.regular }, 'screens')]);
