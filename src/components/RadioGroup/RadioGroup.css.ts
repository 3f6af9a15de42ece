import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';
import { controlBox, controlRow } from '../internal/control.css';

export const root = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }));

export const groupLabel = style(
  layered({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
  }),
);

export const items = recipe({
  base: layered({ display: 'flex', gap: vars.space.md }),
  variants: {
    orientation: {
      vertical: layered({ flexDirection: 'column' }),
      horizontal: layered({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl }),
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = controlRow;

/** A native radio drawn as the design's circle; the dot of the checked one is a gradient. */
export const radio = style([
  controlBox,
  layered({
    appearance: 'none',
    borderRadius: vars.radius.full,
    selectors: {
      '&:checked': {
        borderColor: vars.color.brand,
        backgroundImage: `radial-gradient(circle closest-side, ${vars.color.brand} 50%, transparent calc(50% + 1px))`,
      },
      '[data-invalid] &': { borderColor: vars.color.negative },
    },
    // High-contrast modes draw no gradients: the browser's own radio there.
    '@media': { '(forced-colors: active)': { appearance: 'auto' } },
  }),
]);

export const optionLabel = style(
  layered({
    alignSelf: 'center',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    cursor: 'pointer',
    selectors: { '[data-disabled] > &': { color: vars.color.textMuted, cursor: 'not-allowed' } },
  }),
);

export const optionDescription = style(
  layered({ gridColumn: '2', margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }),
);
