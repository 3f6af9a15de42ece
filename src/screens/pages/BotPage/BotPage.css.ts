import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export const features = style(
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

export const feature = style(layered({ height: '100%', display: 'flex', flexDirection: 'column', gap: vars.space.xs }, 'screens'));

export const featureTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const featureText = style(
  layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal }, 'screens'),
);

export const access = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));
