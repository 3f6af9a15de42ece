import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layers } from '../../../../tokens/layers.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';
import { pageFrame } from '../../shared/page.css';

export { pageTitle as title } from '../../shared/page.css';

export const page = pageFrame.xl;

export const header = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'flex-start' }, 'screens'),
);

export const columns = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.lg,
      gridTemplateColumns: '1fr',
      alignItems: 'start',
      '@media': { [media.tablet]: { gridTemplateColumns: '3fr 2fr' } },
    },
    'screens',
  ),
);

export const order = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'));
export const payment = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'));

export const cardTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const subTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const planName = style(
  layered(
    { margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.brand },
    'screens',
  ),
);

export const facts = style(
  layered({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'),
);

export const fact = style(
  layered(
    {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.md,
      paddingBlock: vars.space.xs,
      borderBottom: `1px solid ${vars.color.border}`,
    },
    'screens',
  ),
);

globalStyle(`${fact} > dt`, { '@layer': { [layers.screens]: { color: vars.color.textMuted } } });
globalStyle(`${fact} > dd`, {
  '@layer': { [layers.screens]: { margin: 0, fontWeight: vars.font.weight.semibold, textAlign: 'end' } },
});

export const saving = style(layered({ color: vars.color.positive }, 'screens'));

export const features = style(
  layered(
    {
      margin: 0,
      paddingInlineStart: vars.space.xl,
      display: 'grid',
      gap: vars.space.xs,
      gridTemplateColumns: '1fr',
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)', columnGap: vars.space.xl } },
    },
    'screens',
  ),
);

export const total = style(
  layered(
    { margin: 0, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md },
    'screens',
  ),
);

export const totalValue = style(
  layered(
    { margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' },
    'screens',
  ),
);

export const note = style(
  layered(
    { margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal },
    'screens',
  ),
);

export const consent = style(
  layered(
    { margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal },
    'screens',
  ),
);
