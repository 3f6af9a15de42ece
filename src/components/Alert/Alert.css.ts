import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const alert = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    borderInlineStartWidth: vars.space.xs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
  }),
  variants: {
    tone: {
      info: layered({ backgroundColor: vars.color.brandSubtle, borderColor: vars.color.brand }),
      success: layered({ backgroundColor: vars.color.positiveSubtle, borderColor: vars.color.positive }),
      warning: layered({ backgroundColor: vars.color.warningSubtle, borderColor: vars.color.warning }),
      danger: layered({ backgroundColor: vars.color.negativeSubtle, borderColor: vars.color.negative }),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const iconTone = recipe({
  base: layered({ display: 'flex', paddingBlockStart: vars.space.xxs }),
  variants: {
    tone: {
      info: layered({ color: vars.color.brand }),
      success: layered({ color: vars.color.positive }),
      warning: layered({ color: vars.color.warning }),
      danger: layered({ color: vars.color.negative }),
    },
  },
});

export const body = style(layered({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const title = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight }),
);

export const content = style(layered({ margin: 0, overflowWrap: 'anywhere' }));

export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.xs }));
