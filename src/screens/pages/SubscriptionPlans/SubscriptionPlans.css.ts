import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layers } from '../../../../tokens/layers.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export const page = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xl,
      maxWidth: vars.size.content,
      marginInline: 'auto',
      paddingBlock: vars.space.xl,
      color: vars.color.text,
    },
    'screens',
  ),
);

export const header = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const title = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.xl,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.tight,
      '@media': { [media.tablet]: { fontSize: vars.font.size.xxl } },
    },
    'screens',
  ),
);

export const lead = style(layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal }, 'screens'));

export const grid = style(
  layered(
    {
      margin: 0,
      padding: 0,
      listStyle: 'none',
      display: 'grid',
      gap: vars.space.lg,
      gridTemplateColumns: '1fr',
      '@media': {
        [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
    'screens',
  ),
);

export const cell = style(layered({ display: 'flex', minWidth: 0 }, 'screens'));

export const card = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, width: '100%' }, 'screens'));

export const cardHeader = style(layered({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm }, 'screens'));

export const planTitle = style(layered({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }, 'screens'));

export const description = style(layered({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal }, 'screens'));

export const price = style(layered({ margin: 0, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.xs }, 'screens'));

export const priceValue = style(
  layered({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' }, 'screens'),
);

export const priceNote = style(layered({ color: vars.color.textMuted }, 'screens'));

export const features = style(
  layered(
    {
      margin: 0,
      paddingInlineStart: vars.space.lg,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      lineHeight: vars.font.lineHeight.normal,
      flexGrow: 1,
    },
    'screens',
  ),
);

export const cardActions = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'stretch' }, 'screens'));

export const options = style(layered({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const option = style(
  layered(
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.sm,
      padding: vars.space.sm,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      selectors: { '&[data-yearly]': { borderColor: vars.color.brand } },
    },
    'screens',
  ),
);

export const optionText = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }, 'screens'));

export const optionPeriod = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const optionPrice = style(layered({ color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'));

export const faq = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '72ch' }, 'screens'));

export const sectionTitle = style(layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }, 'screens'));

export const faqList = style(layered({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }, 'screens'));
globalStyle(`${faqList} > dt`, { '@layer': { [layers.screens]: { fontWeight: vars.font.weight.semibold, marginTop: vars.space.sm } } });
globalStyle(`${faqList} > dd`, { '@layer': { [layers.screens]: { margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal } } });
