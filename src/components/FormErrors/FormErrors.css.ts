import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

export const root = style(
  layered({
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.negative}`,
    backgroundColor: vars.color.negativeSubtle,
    color: vars.color.negative,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const heading = style(layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold }));

export const list = style(
  layered({
    margin: `${vars.space.xs} 0 0`,
    paddingInlineStart: vars.space.xl,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    overflowWrap: 'anywhere',
  }),
);
