import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

const inFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const inFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

const reduced = { '@media': { [media.reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } } };

export const drawer = recipe({
  base: layered({
    top: 0,
    bottom: 0,
    height: '100dvh',
    width: '100vw',
    ...reduced,
  }),
  variants: {
    side: {
      right: layered({
        right: 0,
        left: 'auto',
        borderTopLeftRadius: vars.radius.xl,
        borderBottomLeftRadius: vars.radius.xl,
        selectors: {
          '&[data-state="open"]': { animation: `${inFromRight} ${vars.motion.slow} ${vars.motion.easingOut}` },
        },
      }),
      left: layered({
        left: 0,
        right: 'auto',
        borderTopRightRadius: vars.radius.xl,
        borderBottomRightRadius: vars.radius.xl,
        selectors: {
          '&[data-state="open"]': { animation: `${inFromLeft} ${vars.motion.slow} ${vars.motion.easingOut}` },
        },
      }),
    },
    // Widths are fractions of the content width token; phones always get the full width.
    size: {
      sm: layered({ '@media': { [media.tablet]: { width: `calc(${vars.size.content} / 3)` } } }),
      md: layered({ '@media': { [media.tablet]: { width: `calc(${vars.size.content} * 5 / 12)` } } }),
      lg: layered({ '@media': { [media.tablet]: { width: `calc(${vars.size.content} / 2)` } } }),
    },
  },
  defaultVariants: { side: 'right', size: 'md' },
});
