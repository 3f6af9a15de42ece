import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const hero = style(
  layered(
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.md,
      padding: vars.space.lg,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brand,
    },
    'screens',
  ),
);

export const giftIcon = style(
  layered({ width: vars.size.control.lg, height: vars.size.control.lg, strokeWidth: 1.5 }, 'screens'),
);

export const amount = style(
  layered(
    {
      margin: 0,
      display: 'flex',
      flexDirection: 'column',
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
    },
    'screens',
  ),
);

export const amountValue = style(
  layered(
    { fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight },
    'screens',
  ),
);
