import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export { title } from '../../shared/account/page.css';

const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

export const page = screens({
  display: 'grid',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '720px',
  '@media': { [media.mobile]: { gap: vars.space.lg } },
});

export const section = screens({ display: 'grid', gap: vars.space.lg });

export const sectionTitle = screens({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const socialIdentity = screens({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const identityText = screens({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const identityName = screens({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const muted = screens({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = screens({ display: 'grid', margin: 0 });

export const row = screens({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"label action" "value value"',
      rowGap: vars.space.xxs,
    },
  },
});

export const rowLabel = screens({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': { [media.mobile]: { gridArea: 'label' } },
});

export const rowValue = screens({
  margin: 0,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { gridArea: 'value' } },
});

export const rowAction = screens({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  '@media': { [media.mobile]: { gridArea: 'action' } },
});

export const maskedPassword = screens({ letterSpacing: '0.2em' });

export const typeHeader = screens({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const typeName = screens({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const typeDetails = screens({ display: 'grid', gap: vars.space.xs });
