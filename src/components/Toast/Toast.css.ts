import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';
import { toneVariants } from '../internal/toneVariants';

const slideIn = keyframes({
  from: { transform: `translateY(100%)`, opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

export const viewport = style(
  layered({
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    insetInline: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.md,
    listStyle: 'none',
    outline: 'none',
    pointerEvents: 'none',
    '@media': {
      [media.tablet]: {
        insetInline: 'auto',
        right: 0,
        width: `calc(${vars.size.content} / 3)`,
        padding: vars.space.xl,
      },
    },
  }),
);

export const toast = recipe({
  base: layered({
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easingOut}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.fast} ${vars.motion.easing}` },
    },
    '@media': {
      [media.reducedMotion]: {
        selectors: { '&[data-state], &[data-swipe]': { animation: 'none', transition: 'none' } },
      },
    },
  }),
  variants: {
    tone: toneVariants(({ strong }) => ({ borderInlineStartColor: strong })),
  },
  defaultVariants: { tone: 'info' },
});

export { toneIcon as icon } from '../internal/tones.css';

export const body = style(
  layered({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs }),
);

export const title = style(
  layered({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const description = style(
  layered({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, color: vars.color.textMuted }),
);

export const action = style(layered({ alignSelf: 'flex-start', marginBlockStart: vars.space.xs }));
