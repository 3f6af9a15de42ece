import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';
import { headingRule } from '../heading';

/** Page scaffolding shared by the account-area forms (title, subtitle, form column, actions row). */
const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

export const formPage = screens({ display: 'grid', gap: vars.space.xl, width: '100%', maxWidth: '560px' });

export const header = screens({ display: 'grid', gap: vars.space.xs });

export const title = screens(headingRule(vars.font.size.xxl, { media: media.mobile, size: vars.font.size.xl }));

export const subtitle = screens({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const form = screens({ display: 'grid', gap: vars.space.lg });

export const actions = screens({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
