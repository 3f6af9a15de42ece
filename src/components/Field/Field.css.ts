import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const field = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    fontSize: vars.font.size.md,
    color: vars.color.text,
  }),
);

export const label = style(
  layered({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    selectors: { '[data-disabled] > &, [data-disabled] &': { color: vars.color.textMuted } },
  }),
);

export const requiredMark = style(layered({ color: vars.color.negative, marginInlineStart: vars.space.xxs }));

export const description = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const errorList = style(
  layered({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.negative,
  }),
);

/** Fieldset reset for grouped controls (checkbox and radio groups, slider with a currency choice). */
export const fieldset = style(
  layered({
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  }),
);

export const legend = style(
  layered({
    padding: 0,
    marginBottom: vars.space.xs,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
  }),
);
