/** Layout and cell styles shared by the two insider radar pages. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

export const page = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
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

export const lead = style(layered({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal, maxWidth: '72ch' }, 'screens'));

export const insider = style(layered({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }, 'screens'));

export const toolbar = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }, 'screens'));

export const stack = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, textAlign: 'start' }, 'screens'));

export const strong = style(layered({ fontWeight: vars.font.weight.semibold }, 'screens'));

export const ticker = style(layered({ fontFamily: vars.font.family.mono, fontWeight: vars.font.weight.bold }, 'screens'));

export const muted = style(layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular }, 'screens'));

export const pushEnd = style(layered({ marginInlineStart: 'auto' }, 'screens'));
