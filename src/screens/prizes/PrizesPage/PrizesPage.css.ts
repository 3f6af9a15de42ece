import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';
import { cardList } from '../../shared/page.css';

export { cardGrid as grid } from '../../shared/page.css';

export const header = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.lg,
      gridTemplateColumns: '1fr',
      alignItems: 'start',
      '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto' } },
    },
    'screens',
  ),
);

export const balance = style(layered({ gap: vars.space.xs, minWidth: '14rem' }, 'screens'));

export const balanceLabel = style(
  layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'),
);

export const balanceValue = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.xxl,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.tight,
      fontVariantNumeric: 'tabular-nums',
    },
    'screens',
  ),
);

export const balanceUnit = style(
  layered({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium }, 'screens'),
);

export const specialGrid = style(
  layered(
    { ...cardList, '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } } },
    'screens',
  ),
);

export const item = style(layered({ display: 'flex', minWidth: 0 }, 'screens'));

export const card = style(layered({ flex: 1, height: '100%', overflow: 'hidden' }, 'screens'));

export const special = style(layered({ justifyContent: 'space-between' }, 'screens'));

export const cardTitle = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
    },
    'screens',
  ),
);

export const cardText = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal }, 'screens'),
);

export const disclaimer = style(
  layered(
    { margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal },
    'screens',
  ),
);

/** Pushes price and button to the bottom so cards of one row line up. */
export const cardFooter = style(
  layered({ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'),
);

export const priceLine = style(
  layered(
    { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm },
    'screens',
  ),
);

export const price = style(
  layered(
    { margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' },
    'screens',
  ),
);

export const shortfall = style(
  layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs }, 'screens'),
);

export const goodsImage = style(
  layered(
    {
      display: 'block',
      width: '100%',
      aspectRatio: '16 / 10',
      objectFit: 'cover',
      backgroundColor: vars.color.surfaceMuted,
    },
    'screens',
  ),
);

export const goodsBody = style(
  layered(
    {
      flex: 1,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      padding: vars.space.lg,
      '@media': { [media.tablet]: { padding: vars.space.xl } },
    },
    'screens',
  ),
);

export const delivery = style(
  layered(
    {
      margin: 0,
      padding: `${vars.space.xxs} ${vars.space.sm}`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.positiveSubtle,
      color: vars.color.positive,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
    },
    'screens',
  ),
);

export const deliveryNote = style(
  layered(
    { margin: 0, color: vars.color.positive, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium },
    'screens',
  ),
);

export const faq = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      overflow: 'hidden',
    },
    'screens',
  ),
);

export const faqItem = style(
  layered({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } }, 'screens'),
);

export const faqQuestion = style(
  layered(
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.md,
      listStyle: 'none',
      minHeight: vars.size.control.lg,
      padding: `${vars.space.md} ${vars.space.lg}`,
      fontWeight: vars.font.weight.semibold,
      cursor: 'pointer',
      selectors: {
        '&::-webkit-details-marker': { display: 'none' },
        '&:hover': { backgroundColor: vars.color.surfaceMuted },
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
      },
    },
    'screens',
  ),
);

export const faqAnswer = style(
  layered(
    {
      margin: 0,
      padding: `0 ${vars.space.lg} ${vars.space.lg}`,
      color: vars.color.textMuted,
      lineHeight: vars.font.lineHeight.relaxed,
    },
    'screens',
  ),
);

export const faqChevron = style(
  layered(
    {
      color: vars.color.textMuted,
      transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(180deg)' } },
      '@media': { [media.reducedMotion]: { transition: 'none' } },
    },
    'screens',
  ),
);

/** The notices of orders waiting for their delivery address. */
export const notices = style(layered({ display: 'grid', gap: vars.space.sm }, 'screens'));
