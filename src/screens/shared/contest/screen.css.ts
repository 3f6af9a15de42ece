import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';
import { headingRule } from '../heading';

// Page scaffolding shared by the contest, prizes, partners and questionnaire screens.

export const page = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xl,
      width: '100%',
      maxWidth: vars.size.content,
      marginInline: 'auto',
      color: vars.color.text,
      '@media': { [media.tablet]: { gap: vars.space.xxl } },
    },
    'screens',
  ),
);

export const pageHeader = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const pageTitle = style(
  layered(headingRule(vars.font.size.xxl, { media: media.desktop, size: vars.font.size.display }), 'screens'),
);

export const lead = style(
  layered(
    {
      margin: 0,
      maxWidth: '60ch',
      color: vars.color.textMuted,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.relaxed,
    },
    'screens',
  ),
);

export const section = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }, 'screens'),
);

export const sectionTitle = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.xl,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
    },
    'screens',
  ),
);

export const sectionHeader = style(
  layered(
    { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm },
    'screens',
  ),
);

export const muted = style(
  layered(
    { margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal },
    'screens',
  ),
);

export const busyRegion = style(
  layered(
    {
      position: 'relative',
      selectors: {
        '&[aria-busy="true"]': { opacity: 0.6, transition: `opacity ${vars.motion.fast} ${vars.motion.easing}` },
      },
    },
    'screens',
  ),
);

export const centered = style(
  layered({ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.xxxl }, 'screens'),
);

export const positive = style(layered({ color: vars.color.positive }, 'screens'));
export const negative = style(layered({ color: vars.color.negative }, 'screens'));
