import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export const footer = style(
  layered(
    {
      borderTop: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
    },
    'screens',
  ),
);

export const inner = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      maxWidth: vars.size.content,
      margin: '0 auto',
      padding: `${vars.space.xl} ${vars.space.lg}`,
      '@media': {
        [media.tablet]: {
          flexDirection: 'row',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          padding: `${vars.space.xxl} ${vars.space.xl}`,
        },
      },
    },
    'screens',
  ),
);

export const brand = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      maxWidth: '40ch',
      lineHeight: vars.font.lineHeight.normal,
    },
    'screens',
  ),
);

export const company = style(
  layered({ margin: 0, color: vars.color.text, fontWeight: vars.font.weight.medium }, 'screens'),
);

export const disclaimer = style(layered({ margin: 0 }, 'screens'));

export const links = style(
  layered(
    {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: `${vars.space.xs} ${vars.space.lg}`,
      margin: 0,
      padding: 0,
      listStyle: 'none',
      '@media': { [media.tablet]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.lg } },
    },
    'screens',
  ),
);
