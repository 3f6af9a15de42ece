import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const panel = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.xs,
      color: vars.color.text,
    },
    'screens',
  ),
);

export const listbox = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, outline: 'none' }, 'screens'),
);

export const group = style(layered({ display: 'flex', flexDirection: 'column' }, 'screens'));

export const groupTitle = style(
  layered(
    {
      padding: `${vars.space.xs} ${vars.space.md}`,
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.semibold,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      color: vars.color.textMuted,
    },
    'screens',
  ),
);

export const option = style(
  layered(
    {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
      columnGap: vars.space.md,
      rowGap: vars.space.xxs,
      minHeight: vars.size.control.lg,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: vars.radius.md,
      cursor: 'pointer',
      selectors: {
        '&[data-active]': {
          backgroundColor: vars.color.brandSubtle,
          outline: `2px solid ${vars.color.focus}`,
          outlineOffset: '-2px',
        },
      },
    },
    'screens',
  ),
);

export const optionName = style(
  layered(
    {
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontWeight: vars.font.weight.semibold,
      fontSize: vars.font.size.md,
    },
    'screens',
  ),
);

export const ticker = style(
  layered(
    {
      justifySelf: 'end',
      padding: `${vars.space.xxs} ${vars.space.sm}`,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.surfaceMuted,
      fontFamily: vars.font.family.mono,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.semibold,
      color: vars.color.text,
    },
    'screens',
  ),
);

export const optionMeta = style(
  layered(
    {
      gridColumn: '1 / -1',
      fontSize: vars.font.size.sm,
      color: vars.color.textMuted,
      lineHeight: vars.font.lineHeight.normal,
    },
    'screens',
  ),
);

export const message = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: `${vars.space.lg} ${vars.space.md}`,
    },
    'screens',
  ),
);

export const messageTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const messageText = style(
  layered(
    { margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal },
    'screens',
  ),
);

export const hints = style(
  layered(
    {
      margin: 0,
      paddingInlineStart: vars.space.lg,
      fontSize: vars.font.size.sm,
      color: vars.color.textMuted,
      lineHeight: vars.font.lineHeight.relaxed,
    },
    'screens',
  ),
);

export const busy = style(
  layered(
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: `${vars.space.lg} ${vars.space.md}`,
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
    },
    'screens',
  ),
);
