import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: layered({
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${rotate} 0.8s linear infinite`,
    '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
  }),
  variants: {
    size: {
      sm: layered({ width: '16px', height: '16px', borderWidth: '2px' }),
      md: layered({ width: '24px', height: '24px', borderWidth: '3px' }),
      lg: layered({ width: '40px', height: '40px', borderWidth: '4px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export { visuallyHidden } from '../internal/a11y.css';
