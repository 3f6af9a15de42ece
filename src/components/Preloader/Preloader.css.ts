import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

export const preloader = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: vars.color.page,
    color: vars.color.brand,
    opacity: 1,
    visibility: 'visible',
    // Fade out, then leave the accessibility tree and stop catching clicks once the fade is over.
    transition: `opacity ${vars.motion.slow} ${vars.motion.easing}, visibility 0s linear ${vars.motion.slow}`,
    selectors: {
      '&[data-state="visible"]': { transition: `opacity ${vars.motion.fast} ${vars.motion.easing}` },
      '&[data-state="hidden"]': { opacity: 0, visibility: 'hidden', pointerEvents: 'none' },
    },
    '@media': { [media.reducedMotion]: { transition: 'none', selectors: { '&[data-state]': { transition: 'none' } } } },
  }),
  variants: {
    fullPage: {
      true: layered({ position: 'fixed', inset: 0, zIndex: vars.zIndex.preloader }),
      false: layered({ position: 'absolute', inset: 0, zIndex: 1, borderRadius: 'inherit' }),
    },
  },
  defaultVariants: { fullPage: true },
});
