import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const body = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'));

export const list = style(
  layered(
    { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs },
    'screens',
  ),
);

/** A saved set: its name, then its buttons; the name takes what is left and wraps. */
export const item = style(
  layered(
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      paddingBlock: vars.space.xs,
      borderBottom: `1px solid ${vars.color.border}`,
    },
    'screens',
  ),
);

export const name = style(
  layered({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.font.weight.medium }, 'screens'),
);

export const muted = style(layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'screens'));

export const form = style(
  layered({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm }, 'screens'),
);

export const formTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }, 'screens'),
);
