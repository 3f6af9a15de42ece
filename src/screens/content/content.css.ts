import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';

/** Date and kind above a title, muted. */
export const meta = style(
  layered(
    {
      margin: 0,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.sm,
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
    },
    'screens',
  ),
);

/** A row of ticker links (stock pages). */
export const tickers = style(
  layered(
    { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs },
    'screens',
  ),
);

export const tickerLink = style(
  layered(
    {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: vars.size.target,
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.full,
      background: vars.color.surfaceMuted,
      color: vars.color.text,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      textDecoration: 'none',
      selectors: {
        '&:hover': { background: vars.color.brandSubtle },
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      },
    },
    'screens',
  ),
);
