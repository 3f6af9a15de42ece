import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export { title } from '../../shared/account/page.css';

const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

export const page = screens({ display: 'grid', gap: vars.space.xl, width: '100%', maxWidth: '720px' });

export const plan = screens({ display: 'grid', gap: vars.space.lg });

export const planHeader = screens({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const planTitle = screens({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const rows = screens({ display: 'grid', gap: vars.space.md, margin: 0 });

export const row = screens({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 220px) 1fr',
  gap: vars.space.md,
  alignItems: 'baseline',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

export const rowLabel = screens({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const rowValue = screens({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const note = screens({ margin: 0, color: vars.color.textMuted });

export const actions = screens({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** Resets the button under the muted Link styling of 'Отменить подписку'. */
export const cancel = screens({
  minHeight: vars.size.target,
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: vars.font.size.sm,
  '@media': { [media.mobile]: { alignSelf: 'center' } },
});
