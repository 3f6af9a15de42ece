import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';
import { pageFrame } from '../shared/page.css';

// The plan pages (/subscription/plans and /subscription/plans/telegram): header, grid of plan cards,
// price and feature list.

export { cardGrid as grid, pageHeader as header, pageTitle as title } from '../shared/page.css';

export const page = pageFrame.xl;

export const lead = style(
  layered(
    { margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal },
    'screens',
  ),
);

export const cell = style(layered({ display: 'flex', minWidth: 0 }, 'screens'));

export const card = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, width: '100%' }, 'screens'),
);

export const cardHeader = style(
  layered({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm }, 'screens'),
);

export const planTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }, 'screens'),
);

export const price = style(
  layered({ margin: 0, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.xs }, 'screens'),
);

export const priceValue = style(
  layered(
    { fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' },
    'screens',
  ),
);

export const priceNote = style(layered({ margin: 0, color: vars.color.textMuted }, 'screens'));

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
