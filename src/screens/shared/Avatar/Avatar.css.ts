import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

/** sm sits in a button next to the name (icon size), lg heads the settings page. */
export const avatar = styleVariants(
  {
    sm: { width: vars.size.icon, height: vars.size.icon, fontSize: vars.font.size.xs },
    lg: { width: vars.size.control.lg, height: vars.size.control.lg, fontSize: vars.font.size.md },
  },
  (size) =>
    layered(
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        ...size,
        borderRadius: vars.radius.full,
        overflow: 'hidden',
        backgroundColor: vars.color.brandSubtle,
        color: vars.color.brand,
        fontWeight: vars.font.weight.semibold,
        objectFit: 'cover',
      },
      'screens',
    ),
);
