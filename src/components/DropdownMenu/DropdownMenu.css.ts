import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = style(
  layered({
    zIndex: vars.zIndex.dropdown,
    minWidth: `calc(${vars.size.content} / 6)`,
    maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: vars.space.xs,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    selectors: { '&[data-state="open"]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easingOut}` } },
    '@media': { [media.reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } },
  }),
);

export const item = recipe({
  base: layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.control.sm,
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.font.size.sm,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.surfaceMuted },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
      '&[data-state="open"]': { backgroundColor: vars.color.surfaceMuted },
    },
  }),
  variants: {
    tone: {
      neutral: {},
      danger: layered({ color: vars.color.negative }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style(
  layered({
    padding: `${vars.space.xs} ${vars.space.md}`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.textMuted,
  }),
);

export const separator = style(
  layered({ height: '1px', margin: `${vars.space.xs} 0`, backgroundColor: vars.color.border }),
);

export const subIcon = style(layered({ marginInlineStart: 'auto', color: vars.color.textMuted }));
