import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const link = recipe({
  base: layered({
    color: vars.color.link,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecorationLine: 'none' },
    },
  }),
  variants: {
    variant: {
      inline: {},
      standalone: layered({
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        minHeight: vars.size.target,
        fontWeight: vars.font.weight.medium,
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      }),
      muted: layered({ color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } }),
    },
  },
  defaultVariants: { variant: 'inline' },
});
