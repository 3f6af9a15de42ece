import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';
// The bar and the logo live in bar.css.ts: the logo-only HeaderPlaceholder shows them before this module loads.
export { bar, header, logo, logoMark, logoText } from './bar.css';

/** Below 1280px the main menu lives in the mobile menu. */
export const menuButton = style(layered({ '@media': { [media.desktop]: { display: 'none' } } }, 'screens'));

export const nav = style(layered({ display: 'none', '@media': { [media.desktop]: { display: 'flex' } } }, 'screens'));

export const navList = style(
  layered(
    { display: 'flex', alignItems: 'center', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' },
    'screens',
  ),
);

export const navLink = style(
  layered(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      minHeight: vars.size.control.md,
      padding: `0 ${vars.space.sm}`,
      border: 0,
      borderRadius: vars.radius.md,
      background: 'transparent',
      color: vars.color.text,
      font: 'inherit',
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      selectors: {
        '&:hover': { backgroundColor: vars.color.surfaceMuted },
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
        '&[aria-current="page"], &[data-current]': { color: vars.color.brand, backgroundColor: vars.color.brandSubtle },
        '&[data-state="open"]': { backgroundColor: vars.color.surfaceMuted },
      },
    },
    'screens',
  ),
);

export const search = style(
  layered(
    {
      display: 'none',
      flex: '1 1 auto',
      minWidth: 0,
      maxWidth: `calc(${vars.size.content} / 3)`,
      '@media': { [media.tablet]: { display: 'block' } },
    },
    'screens',
  ),
);

export const spacer = style(layered({ flex: '1 1 auto' }, 'screens'));

export const actions = style(
  layered({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 }, 'screens'),
);

export const mobileOnly = style(layered({ '@media': { [media.tablet]: { display: 'none' } } }, 'screens'));

export const tabletUp = style(layered({ '@media': { [media.mobile]: { display: 'none' } } }, 'screens'));

export const proLink = style(
  layered(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      minHeight: vars.size.target,
      padding: `${vars.space.xxs} ${vars.space.sm}`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.warningSubtle,
      color: vars.color.warning,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.bold,
      textDecoration: 'none',
      selectors: {
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      },
    },
    'screens',
  ),
);

export const proIcon = style(layered({ width: vars.font.size.md, height: vars.font.size.md }, 'screens'));

export const counterHost = style(layered({ position: 'relative' }, 'screens'));

export const counter = style(
  layered(
    {
      position: 'absolute',
      top: `calc(-1 * ${vars.space.xs})`,
      right: `calc(-1 * ${vars.space.xs})`,
      minWidth: vars.font.size.lg,
      justifyContent: 'center',
      pointerEvents: 'none',
    },
    'screens',
  ),
);

export const accountButton = style(layered({ maxWidth: `calc(${vars.size.content} / 6)` }, 'screens'));

export const accountName = style(layered({ overflow: 'hidden', textOverflow: 'ellipsis' }, 'screens'));

export const menuHeading = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }, 'screens'));

export const menuName = style(
  layered({ color: vars.color.text, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm }, 'screens'),
);

export const menuEmail = style(
  layered(
    { color: vars.color.textMuted, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular },
    'screens',
  ),
);

export const update = style(
  layered({ alignItems: 'flex-start', maxWidth: `calc(${vars.size.content} / 4)` }, 'screens'),
);

export const updateIcon = style(layered({ marginTop: vars.space.xxs }, 'screens'));

export const updateProfit = style(layered({ color: vars.color.positive }, 'screens'));

export const updateLoss = style(layered({ color: vars.color.negative }, 'screens'));

export const updateNeutral = style(layered({ color: vars.color.textMuted }, 'screens'));

export const updateText = style(
  layered(
    { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, whiteSpace: 'normal' },
    'screens',
  ),
);

export const updateEvent = style(layered({ fontWeight: vars.font.weight.semibold }, 'screens'));

export const updateMeta = style(layered({ color: vars.color.textMuted, fontSize: vars.font.size.xs }, 'screens'));

export const hiddenForm = style(layered({ display: 'none' }, 'screens'));
