import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style(
  layered({
    zIndex: vars.zIndex.dropdown,
    maxWidth: `calc(${vars.size.content} / 4)`,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.text,
    color: vars.color.textInverse,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    boxShadow: vars.shadow.md,
    selectors: {
      '&[data-state="delayed-open"], &[data-state="instant-open"]': {
        animation: `${appear} ${vars.motion.fast} ${vars.motion.easingOut}`,
      },
    },
    '@media': { [media.reducedMotion]: { animation: 'none', selectors: { '&[data-state]': { animation: 'none' } } } },
  }),
);

export const arrow = style(layered({ fill: vars.color.text }));
