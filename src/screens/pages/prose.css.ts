import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';
import { headingRule } from '../shared/heading';

export { pageTitle as title, pageHeader as header } from '../shared/page.css';

/** Shared typography of the text pages (rules, offer, bot, 404). */
export const page = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xl,
      // The full width of its column up to a line's measure: in a centring flex column (the app's main)
      // a page would otherwise take its widest content's width — the league table's, 466 px on a phone.
      width: '100%',
      minWidth: 0,
      maxWidth: '72ch',
      marginInline: 'auto',
      paddingBlock: vars.space.xl,
      color: vars.color.text,
      '@media': { [media.tablet]: { paddingBlock: vars.space.xxl } },
    },
    'screens',
  ),
);

export const eyebrow = style(
  layered(
    {
      margin: 0,
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.semibold,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
    'screens',
  ),
);

export const lead = style(
  layered(
    { margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.relaxed, color: vars.color.textMuted },
    'screens',
  ),
);

export const section = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'));

export const sectionTitle = style(
  layered(
    headingRule(vars.font.size.lg, { media: media.tablet, size: vars.font.size.xl }, vars.font.weight.semibold),
    'screens',
  ),
);

export const paragraph = style(
  layered({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed }, 'screens'),
);

export const list = style(
  layered(
    {
      margin: 0,
      paddingInlineStart: vars.space.xl,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.relaxed,
    },
    'screens',
  ),
);

export const muted = style(layered({ color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'));

export const actions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' }, 'screens'),
);

/** Cards of a text page (the bot's features, the league's steps): one column, two from tablets on. */
export const cards = style(
  layered(
    {
      margin: 0,
      padding: 0,
      listStyle: 'none',
      display: 'grid',
      gap: vars.space.md,
      gridTemplateColumns: '1fr',
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
    },
    'screens',
  ),
);

export const card = style(
  layered({ height: '100%', display: 'flex', flexDirection: 'column', gap: vars.space.xs }, 'screens'),
);

export const cardTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const cardText = style(
  layered(
    { margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal },
    'screens',
  ),
);
