import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';
import * as iconButton from '../IconButton/IconButton.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const reducedMotion = {
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-state], &[data-state]::backdrop': { animation: 'none' } } },
  },
};

/**
 * The panel shared by Dialog and Drawer: a native <dialog> shown as a modal, its ::backdrop the dimmed
 * page behind. The panel itself scrolls, with the header and footer sticky: every control is inside
 * the scroller, so arrow keys on any focused control scroll it.
 */
export const panel = style(
  layered({
    position: 'fixed',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    // None of the browser's own dialog box: margin, border, padding, colours and size caps are ours.
    margin: 0,
    padding: 0,
    border: 'none',
    maxWidth: 'none',
    maxHeight: 'none',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    selectors: {
      // display: flex above would show a closed dialog, which the browser hides with display: none.
      '&:not([open])': { display: 'none' },
      '&::backdrop': { backgroundColor: vars.color.overlay },
      '&[data-state="open"]::backdrop': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easingOut}` },
    },
    ...reducedMotion,
  }),
);

export const dialog = style(
  layered({
    top: '50%',
    left: '50%',
    right: 'auto',
    bottom: 'auto',
    transform: 'translate(-50%, -50%)',
    width: `calc(100vw - 2 * ${vars.space.lg})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
    borderRadius: vars.radius.xl,
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easingOut}` },
    },
    ...reducedMotion,
  }),
);

// Widths are fractions of the content width token: a third, a half, two thirds.
export const dialogSizes = styleVariants({
  sm: layered({ maxWidth: `calc(${vars.size.content} / 3)` }),
  md: layered({ maxWidth: `calc(${vars.size.content} / 2)` }),
  lg: layered({ maxWidth: `calc(${vars.size.content} * 2 / 3)` }),
  fullscreen: layered({
    '@media': {
      [media.mobile]: {
        width: '100vw',
        maxHeight: 'none',
        height: '100dvh',
        borderRadius: 0,
      },
      [media.tablet]: { maxWidth: `calc(${vars.size.content} * 2 / 3)` },
    },
  }),
});

export const header = style(
  layered({
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: vars.color.surfaceRaised,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.lg} ${vars.space.lg} 0`,
    '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} 0` } },
  }),
);

export const headerText = style(
  layered({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const description = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const body = style(
  layered({
    flex: '1 0 auto',
    padding: vars.space.lg,
    '@media': { [media.tablet]: { padding: vars.space.xl } },
  }),
);

export const footer = style(
  layered({
    position: 'sticky',
    bottom: 0,
    backgroundColor: vars.color.surfaceRaised,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
    '@media': {
      [media.tablet]: {
        flexDirection: 'row',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        padding: `${vars.space.md} ${vars.space.xl} ${vars.space.xl}`,
      },
    },
  }),
);

/** The close button looks like a small ghost IconButton; composed here so it is one class string. */
export const close = style([iconButton.base, iconButton.variants.ghost, iconButton.sizes.sm]);
