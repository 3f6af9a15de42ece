import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';
import { headingRule } from '../../shared/heading';

export const page = style(
  layered(
    {
      display: 'flex',
      justifyContent: 'center',
      width: '100%',
      padding: `${vars.space.xxl} ${vars.space.lg}`,
      '@media': {
        [media.mobile]: { padding: `${vars.space.lg} ${vars.space.md}` },
      },
    },
    'screens',
  ),
);

export const panel = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.xl,
      width: '100%',
      maxWidth: '440px',
      '@media': {
        [media.mobile]: { gap: vars.space.lg },
      },
    },
    'screens',
  ),
);

export const header = style(layered({ display: 'grid', gap: vars.space.xs }, 'screens'));

export const title = style(
  layered(
    { ...headingRule(vars.font.size.xxl, { media: media.mobile, size: vars.font.size.xl }), color: vars.color.text },
    'screens',
  ),
);

export const subtitle = style(
  layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md }, 'screens'),
);

export const footer = style(
  layered(
    {
      margin: 0,
      paddingTop: vars.space.lg,
      borderTop: `1px solid ${vars.color.border}`,
      textAlign: 'center',
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
    },
    'screens',
  ),
);
