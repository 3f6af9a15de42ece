import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layers } from '../../../../tokens/layers.css';
import { layered } from '../../../../tokens/style';

export * from '../plans.css';

export const description = style(
  layered({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal }, 'screens'),
);

export const cardActions = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'stretch' }, 'screens'),
);

export const options = style(
  layered(
    { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm },
    'screens',
  ),
);

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

export const optionText = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }, 'screens'),
);

export const optionPeriod = style(
  layered(
    {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      fontWeight: vars.font.weight.semibold,
    },
    'screens',
  ),
);

export const optionPrice = style(layered({ color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'));

export const faq = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '72ch' }, 'screens'),
);

export const sectionTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const faqList = style(
  layered({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }, 'screens'),
);
globalStyle(`${faqList} > dt`, {
  '@layer': { [layers.screens]: { fontWeight: vars.font.weight.semibold, marginTop: vars.space.sm } },
});
globalStyle(`${faqList} > dd`, {
  '@layer': { [layers.screens]: { margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal } },
});
