import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

/** Pieces shared by the overlay dialogs' bodies. */
export const stack = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'));

export const lead = style(
  layered(
    { margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed, color: vars.color.text },
    'screens',
  ),
);

export const muted = style(
  layered(
    { margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, color: vars.color.textMuted },
    'screens',
  ),
);

export const featureList = style(
  layered(
    { display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' },
    'screens',
  ),
);

export const feature = style(
  layered(
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.sm,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
    },
    'screens',
  ),
);

export const featureIcon = style(layered({ color: vars.color.positive, marginTop: vars.space.xxs }, 'screens'));

export const badgeIcon = style(
  layered(
    {
      display: 'grid',
      placeItems: 'center',
      alignSelf: 'center',
      width: vars.size.control.lg,
      height: vars.size.control.lg,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brand,
    },
    'screens',
  ),
);

export const inlineRow = style(
  layered(
    {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      fontSize: vars.font.size.sm,
      color: vars.color.textMuted,
    },
    'screens',
  ),
);
