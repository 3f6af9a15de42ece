import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';
import { pageFrame } from '../../shared/page.css';

export { pageTitle as title, pageHeader as header, pageLead as lead } from '../../shared/page.css';

export const page = pageFrame.lg;

export const layout = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.xl,
      gridTemplateColumns: '1fr',
      alignItems: 'start',
      '@media': {
        [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
        [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)' },
      },
    },
    'screens',
  ),
);

export const sidebar = style(
  layered({ display: 'none', '@media': { [media.tablet]: { display: 'block' } } }, 'screens'),
);

export const mobileOnly = style(
  layered({ display: 'contents', '@media': { [media.tablet]: { display: 'none' } } }, 'screens'),
);

export const main = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }, 'screens'),
);

export const toolbar = style(
  layered(
    { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm },
    'screens',
  ),
);

export const tools = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }, 'screens'),
);

export const count = style(layered({ margin: 0, color: vars.color.textMuted }, 'screens'));

export const list = style(
  layered(
    {
      margin: 0,
      padding: 0,
      listStyle: 'none',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { '&[data-loading]': { opacity: 0.6 } },
    },
    'screens',
  ),
);

export const loading = style(
  layered(
    { display: 'flex', justifyContent: 'center', paddingBlock: vars.space.xxxl, color: vars.color.brand },
    'screens',
  ),
);

export const empty = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' }, 'screens'),
);

export const emptyTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const emptyText = style(layered({ margin: 0, color: vars.color.textMuted }, 'screens'));

/** Whose ideas the feed shows (one analyst's), with the way back to everyone's. */
export const filterNote = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text }, 'screens'));
