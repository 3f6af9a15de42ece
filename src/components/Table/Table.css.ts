import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

export const wrapper = style(
  layered({
    // The containing block of what is absolutely placed inside (the visually hidden caption): without
    // it, such an element sits where a wide table puts it and widens the whole page on a phone.
    position: 'relative',
    width: '100%',
    overflowX: 'auto',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  }),
);

export const table = style(
  layered({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
    '@media': { [media.tablet]: { fontSize: vars.font.size.md } },
  }),
);

export const caption = style(
  layered({
    captionSide: 'top',
    textAlign: 'start',
    padding: `${vars.space.md} ${vars.space.lg}`,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
  }),
);

export const cell = recipe({
  base: layered({
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'top',
    selectors: { 'tbody > tr:last-child > &': { borderBottom: 0 } },
    '@media': { [media.tablet]: { padding: `${vars.space.md} ${vars.space.lg}` } },
  }),
  variants: {
    align: {
      start: layered({ textAlign: 'start' }),
      center: layered({ textAlign: 'center' }),
      end: layered({ textAlign: 'end' }),
    },
    head: {
      true: layered({
        fontSize: vars.font.size.sm,
        fontWeight: vars.font.weight.semibold,
        color: vars.color.textMuted,
        backgroundColor: vars.color.surfaceMuted,
        whiteSpace: 'nowrap',
      }),
      false: {},
    },
  },
  defaultVariants: { align: 'start', head: false },
});

export const row = style(
  layered({
    selectors: { 'tbody > &:hover': { backgroundColor: vars.color.page } },
  }),
);

export const empty = style(
  layered({ padding: `${vars.space.xl} ${vars.space.lg}`, textAlign: 'center', color: vars.color.textMuted }),
);

// Dimmed by colour, not opacity: text must keep its contrast while a page loads.
export const busy = style(layered({ color: vars.color.textMuted, cursor: 'progress' }));
