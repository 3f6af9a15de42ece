import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const list = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.control.sm,
    height: vars.size.control.sm,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([aria-current]):not(:disabled):not([aria-disabled="true"])': {
        backgroundColor: vars.color.surfaceMuted,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.font.weight.semibold,
        cursor: 'default',
      },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  }),
);

export const ellipsis = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.target,
    color: vars.color.textMuted,
  }),
);
