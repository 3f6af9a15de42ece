import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export { header, title } from '../../shared/account/page.css';

const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

export const page = screens({ display: 'grid', gap: vars.space.xl, width: '100%', maxWidth: '880px' });

export const current = screens({ margin: 0, color: vars.color.textMuted });

export const polling = screens({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const offers = screens({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'stretch',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const offer = screens({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const offerHeader = screens({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const offerTitle = screens({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const price = screens({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const per = screens({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const muted = screens({ margin: 0, color: vars.color.textMuted });

export const features = screens({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xxs,
  color: vars.color.text,
});

export const starts = screens({ margin: 0, color: vars.color.text, fontSize: vars.font.size.sm });

/** The action sits at the bottom so both offers line their buttons up. */
export const offerAction = screens({
  marginTop: 'auto',
  alignSelf: 'flex-start',
  '@media': { [media.mobile]: { alignSelf: 'stretch' } },
});

export const back = screens({ justifySelf: 'start' });
