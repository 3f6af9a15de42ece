import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const root = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    alignItems: 'start',
  }),
);

export const box = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.target,
    height: vars.size.target,
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.onBrand,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-state="checked"], &[data-state="indeterminate"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
      '&[aria-invalid="true"]': { borderColor: vars.color.negative },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const indicator = style(layered({ display: 'flex', alignItems: 'center', justifyContent: 'center' }));

export const label = style(
  layered({
    alignSelf: 'center',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '[data-disabled] > &': { color: vars.color.textMuted, cursor: 'not-allowed' } },
  }),
);

/** Description and errors sit under the label, aligned with its text. */
export const messages = style(layered({ gridColumn: '2', display: 'flex', flexDirection: 'column', gap: vars.space.xxs }));
