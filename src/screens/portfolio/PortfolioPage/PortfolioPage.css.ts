import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';
import { pageFrame } from '../../shared/page.css';

export { pageTitle as title } from '../../shared/page.css';

export const page = pageFrame.lg;

export const header = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }, 'screens'));

export const summary = style(
  layered(
    {
      margin: 0,
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
      rowGap: vars.space.xs,
      color: vars.color.textMuted,
    },
    'screens',
  ),
);

export const positive = style(
  layered({ color: vars.color.positive, fontWeight: vars.font.weight.semibold }, 'screens'),
);
export const negative = style(
  layered({ color: vars.color.negative, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const columns = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.xl,
      gridTemplateColumns: '1fr',
      alignItems: 'start',
      '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr' } },
    },
    'screens',
  ),
);

export const ideas = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }, 'screens'),
);
export const updates = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }, 'screens'),
);

export const sectionTitle = style(
  layered(
    {
      margin: 0,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.semibold,
    },
    'screens',
  ),
);

export const list = style(
  layered(
    { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.md },
    'screens',
  ),
);

export const idea = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }, 'screens'));

export const ideaTop = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm }, 'screens'));

export const ticker = style(
  layered(
    {
      fontFamily: vars.font.family.mono,
      fontWeight: vars.font.weight.bold,
      fontSize: vars.font.size.sm,
      paddingInline: vars.space.xs,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.surfaceMuted,
    },
    'screens',
  ),
);

export const remove = style(layered({ marginInlineStart: 'auto' }, 'screens'));

export const ideaTitle = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
    },
    'screens',
  ),
);

export const stats = style(layered({ marginTop: vars.space.xs }, 'screens'));

export const updateList = style(
  layered({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' }, 'screens'),
);

export const update = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
      paddingBlock: vars.space.sm,
      borderBottom: `1px solid ${vars.color.border}`,
    },
    'screens',
  ),
);

export const updateEvent = style(
  layered(
    {
      margin: 0,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      fontWeight: vars.font.weight.semibold,
    },
    'screens',
  ),
);

export const updateIdea = style(layered({ margin: 0 }, 'screens'));

export const muted = style(layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'));

export const gate = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'flex-start' }, 'screens'),
);

export const gateTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const gateText = style(
  layered({ margin: 0, lineHeight: vars.font.lineHeight.relaxed, maxWidth: '60ch' }, 'screens'),
);

export const gateActions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }, 'screens'));

export const empty = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' }, 'screens'),
);

export const emptyTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }, 'screens'),
);
