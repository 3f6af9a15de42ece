import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

/** The spec's breakpoints for this dialog: 375px (phones) and 768px. */
export const dialog = screens({
  '@media': {
    [media.tablet]: { width: 'min(640px, calc(100vw - 48px))', maxWidth: '640px' },
  },
});

export const body = screens({ display: 'grid', gap: vars.space.lg });

export const text = screens({ margin: 0, color: vars.color.text });

export const features = screens({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.xl } },
  selectors: { '&[data-variant="bot"]': { gridTemplateColumns: '1fr' } },
});

export const offer = screens({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSubtle,
});

export const discount = screens({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
  '@media': { [media.mobile]: { fontSize: vars.font.size.xxl } },
});

export const offerText = screens({ margin: 0, color: vars.color.text });

export const countdown = screens({ margin: 0, color: vars.color.text, fontSize: vars.font.size.sm });

export const timer = screens({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.brand,
});
