import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';
import { headingRule } from './heading';

/**
 * The frame of a content page (ideas, rating, radar, portfolio, plans, checkout): a centred column
 * as wide as the content, its sections `gap` apart.
 */
export const pageFrame = styleVariants({ md: vars.space.md, lg: vars.space.lg, xl: vars.space.xl }, (gap) =>
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap,
      maxWidth: vars.size.content,
      marginInline: 'auto',
      paddingBlock: vars.space.xl,
      color: vars.color.text,
    },
    'screens',
  ),
);

/** Title and lead of a page, stacked. */
export const pageHeader = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

/** The page's h1: xl on phones, xxl from tablets on. */
export const pageTitle = style(
  layered(headingRule(vars.font.size.xl, { media: media.tablet, size: vars.font.size.xxl }), 'screens'),
);

/** The muted paragraph under the title. */
export const pageLead = style(
  layered({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal }, 'screens'),
);

/** pageLead kept to a readable line length. */
export const pageLeadNarrow = style([pageLead, layered({ maxWidth: '72ch' }, 'screens')]);

/** A list (ul) laid out as a grid of cards, one column until a media query adds more. */
export const cardList = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
} as const;

/** A list of cards: one column on phones, two on tablets, three on desktops. */
export const cardGrid = style(
  layered(
    {
      ...cardList,
      '@media': {
        [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
    'screens',
  ),
);

/** The round number of a step or question. */
export const stepNumber = style(
  layered(
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.size.control.sm,
      height: vars.size.control.sm,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brand,
      fontWeight: vars.font.weight.bold,
    },
    'screens',
  ),
);
