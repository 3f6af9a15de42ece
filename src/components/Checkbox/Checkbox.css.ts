import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';
import { controlBox, controlRow } from '../internal/control.css';

export const root = controlRow;

export const box = style([
  controlBox,
  layered({
    borderRadius: vars.radius.sm,
    color: vars.color.onBrand,
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.negative },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
]);

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
export const messages = style(
  layered({ gridColumn: '2', display: 'flex', flexDirection: 'column', gap: vars.space.xxs }),
);
