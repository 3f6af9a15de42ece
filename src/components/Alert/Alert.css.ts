import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';
import { toneVariants } from '../internal/toneVariants';

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
    tone: toneVariants(({ strong, subtle }) => ({ backgroundColor: subtle, borderColor: strong })),
  },
  defaultVariants: { tone: 'info' },
});

export { toneIcon as iconTone } from '../internal/tones.css';

export const body = style(
  layered({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const content = style(layered({ margin: 0, overflowWrap: 'anywhere' }));

export const actions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.xs }),
);
