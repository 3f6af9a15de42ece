import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const root = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }));

export const list = recipe({
  base: layered({
    display: 'flex',
    gap: vars.space.xs,
    overflowX: 'auto',
    scrollbarWidth: 'thin',
  }),
  variants: {
    variant: {
      underline: layered({ borderBottom: `1px solid ${vars.color.border}` }),
      pills: layered({
        padding: vars.space.xs,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.surfaceMuted,
        alignSelf: 'flex-start',
        maxWidth: '100%',
      }),
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const trigger = recipe({
  base: layered({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.control.md,
    padding: `0 ${vars.space.md}`,
    border: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
      '&[data-state="active"]': { color: vars.color.text },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  }),
  variants: {
    variant: {
      underline: layered({
        marginBottom: '-1px',
        borderBottom: `2px solid transparent`,
        selectors: { '&[data-state="active"]': { borderBottomColor: vars.color.brand, color: vars.color.brand } },
      }),
      pills: layered({
        minHeight: vars.size.control.sm,
        borderRadius: vars.radius.md,
        selectors: { '&[data-state="active"]': { backgroundColor: vars.color.surface, boxShadow: vars.shadow.sm } },
      }),
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const panel = style(
  layered({
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '4px',
        borderRadius: vars.radius.sm,
      },
    },
  }),
);
