import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

// The header's bar and its logo: shared by the full Header and the logo-only HeaderPlaceholder, which the
// app shows while the account loads (start-up code), so it brings only these styles along.

export const header = style(
  layered(
    {
      position: 'sticky',
      top: 0,
      zIndex: vars.zIndex.header,
      backgroundColor: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      color: vars.color.text,
    },
    'screens',
  ),
);

export const bar = style(
  layered(
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      maxWidth: vars.size.content,
      minHeight: `calc(${vars.size.control.lg} + 2 * ${vars.space.sm})`,
      margin: '0 auto',
      padding: `${vars.space.sm} ${vars.space.md}`,
      '@media': { [media.tablet]: { gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.xl}` } },
    },
    'screens',
  ),
);

export const logo = style(
  layered(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      minHeight: vars.size.target,
      flexShrink: 0,
      borderRadius: vars.radius.sm,
      color: vars.color.text,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.bold,
      textDecoration: 'none',
      selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
    },
    'screens',
  ),
);

export const logoMark = style(
  layered({ color: vars.color.brand, width: vars.size.control.sm, height: vars.size.control.sm }, 'screens'),
);

/** The product name next to the mark; on phones the mark alone keeps the bar uncluttered. */
export const logoText = style(
  layered(
    {
      '@media': {
        [media.mobile]: {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0, 0, 0, 0)',
          whiteSpace: 'nowrap',
        },
      },
    },
    'screens',
  ),
);
