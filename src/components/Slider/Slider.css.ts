import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/media';
import { layered } from '../../../tokens/style';

export const head = style(
  layered({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md }),
);

export const current = style(
  layered({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
  }),
);

export const root = style(
  layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    // The whole strip is as tall as a target, so the track is easy to hit.
    height: vars.size.target,
    touchAction: 'none',
    userSelect: 'none',
    selectors: { '&[data-disabled]': { opacity: 0.55 } },
  }),
);

export const track = style(
  layered({
    position: 'relative',
    flexGrow: 1,
    height: vars.space.xs,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.border,
    overflow: 'hidden',
  }),
);

export const range = style(layered({ position: 'absolute', height: '100%', backgroundColor: vars.color.brand }));

export const thumb = style(
  layered({
    display: 'block',
    width: vars.size.target,
    height: vars.size.target,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.brand}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    cursor: 'grab',
    transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
      '&:active': { cursor: 'grabbing' },
      '&[data-disabled]': { cursor: 'not-allowed' },
      '[data-invalid] &': { borderColor: vars.color.negative },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  }),
);

export const scale = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);
