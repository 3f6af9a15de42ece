import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

export const nav = screens({
  width: '100%',
  '@media': {
    // Below 768px the menu is a horizontal strip that scrolls sideways under the header.
    [media.mobile]: {
      overflowX: 'auto',
      scrollbarWidth: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const list = screens({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: { flexDirection: 'row', gap: vars.space.xs, width: 'max-content', paddingBottom: vars.space.xs },
  },
});

export const item = screens({
  '@media': { [media.mobile]: { selectors: { '&[data-desktop-only]': { display: 'none' } } } },
});

export const link = screens({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brand,
      fontWeight: vars.font.weight.semibold,
    },
  },
  '@media': {
    [media.mobile]: { minHeight: vars.size.control.sm, fontSize: vars.font.size.sm },
    [media.reducedMotion]: { transition: 'none' },
  },
});
