import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export const steps = style(
  layered(
    {
      margin: 0,
      padding: 0,
      listStyle: 'none',
      display: 'grid',
      gap: vars.space.md,
      gridTemplateColumns: '1fr',
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
    },
    'screens',
  ),
);

export const step = style(layered({ height: '100%', display: 'flex', flexDirection: 'column', gap: vars.space.xs }, 'screens'));

export const stepNumber = style(
  layered(
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.size.control.sm,
      height: vars.size.control.sm,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brand,
      fontWeight: vars.font.weight.bold,
    },
    'screens',
  ),
);

export const stepTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const stepText = style(
  layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal }, 'screens'),
);

export const positive = style(layered({ color: vars.color.positive, fontWeight: vars.font.weight.semibold }, 'screens'));
export const negative = style(layered({ color: vars.color.negative, fontWeight: vars.font.weight.semibold }, 'screens'));
