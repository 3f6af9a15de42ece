import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const root = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }));

export const groupLabel = style(
  layered({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.normal, color: vars.color.text }),
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

export const option = style(
  layered({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.sm, rowGap: vars.space.xxs, alignItems: 'start' }),
);

export const radio = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.target,
    height: vars.size.target,
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-state="checked"]': { borderColor: vars.color.brand },
      '[data-invalid] &': { borderColor: vars.color.negative },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

export const indicator = style(
  layered({
    display: 'block',
    width: vars.space.md,
    height: vars.space.md,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brand,
  }),
);

export const optionLabel = style(
  layered({
    alignSelf: 'center',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    cursor: 'pointer',
    selectors: { '[data-disabled] > &': { color: vars.color.textMuted, cursor: 'not-allowed' } },
  }),
);

export const optionDescription = style(layered({ gridColumn: '2', margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));
