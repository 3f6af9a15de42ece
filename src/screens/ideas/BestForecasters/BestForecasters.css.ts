import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';
import { pageFrame } from '../../shared/page.css';

export { pageTitle as title, pageHeader as header, pageLeadNarrow as lead } from '../../shared/page.css';

export const page = pageFrame.lg;

export const place = style(
  layered({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' }, 'screens'),
);

export const analyst = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, textAlign: 'start' }, 'screens'),
);

export const broker = style(
  layered(
    { color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular },
    'screens',
  ),
);

export const positive = style(
  layered({ color: vars.color.positive, fontWeight: vars.font.weight.semibold }, 'screens'),
);
export const negative = style(
  layered({ color: vars.color.negative, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const note = style(layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'));

/** The score's header: its name and the button of the tooltip that explains it, on one line. */
export const scoreHeader = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, whiteSpace: 'nowrap' }, 'screens'),
);

/** The score's explanation and, when asked for, its formula. */
export const scoreNote = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }, 'screens'));

export const formula = style(
  layered(
    {
      margin: 0,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surfaceMuted,
      fontSize: vars.font.size.sm,
    },
    'screens',
  ),
);
