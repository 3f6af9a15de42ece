import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

export const body = screens({ display: 'grid', gap: vars.space.sm });

export const lead = screens({ margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const features = screens({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
});
