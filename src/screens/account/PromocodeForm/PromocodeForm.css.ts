import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

export const root = screens({ width: '100%', maxWidth: '560px' });

export const card = screens({ display: 'grid', gap: vars.space.md });

export const title = screens({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = screens({ margin: 0, color: vars.color.textMuted });

export const form = screens({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  columnGap: vars.space.md,
  rowGap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const errors = screens({ gridColumn: '1 / -1' });

export const field = screens({ minWidth: 0 });

/** The button lines up with the input, below the field label. */
export const submit = screens({
  marginTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
  '@media': { [media.mobile]: { marginTop: 0, width: '100%' } },
});
