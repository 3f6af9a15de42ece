/** Layout and cell styles shared by the two insider radar pages. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';
import { pageFrame } from '../../shared/page.css';

export { pageTitle as title, pageHeader as header, pageLeadNarrow as lead } from '../../shared/page.css';

export const page = pageFrame.md;

export const insider = style(
  layered({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }, 'screens'),
);

export const toolbar = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }, 'screens'),
);

export const stack = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, textAlign: 'start' }, 'screens'),
);

export const strong = style(layered({ fontWeight: vars.font.weight.semibold }, 'screens'));

export const ticker = style(
  layered({ fontFamily: vars.font.family.mono, fontWeight: vars.font.weight.bold }, 'screens'),
);

export const muted = style(
  layered(
    { margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular },
    'screens',
  ),
);

export const pushEnd = style(layered({ marginInlineStart: 'auto' }, 'screens'));

export const range = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' }, 'screens'),
);

export const rangeLegend = style(
  layered({ flexBasis: '100%', fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm }, 'screens'),
);

export const rangeField = style(layered({ flex: '1 1 9rem', minWidth: '8rem', maxWidth: '12rem' }, 'screens'));

export const badges = style(layered({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxs }, 'screens'));

export const section = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }, 'screens'),
);

export const sectionTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }, 'screens'),
);

/** A page whose tables may be wider than the screen: the frame stays within it (the tables scroll). */
export const fitWidth = style(layered({ minWidth: 0, maxWidth: '100%' }, 'screens'));
