import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';
import { pageFrame } from '../../shared/page.css';

export { pageHeader as header, pageTitle as title, pageLeadNarrow as lead } from '../../shared/page.css';

export const page = pageFrame.lg;

/** The entries beside the form from desktops on; stacked on phones. */
export const layout = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.lg,
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignItems: 'start',
      '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 18rem) minmax(0, 1fr)' } },
    },
    'screens',
  ),
);

export const entries = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const entryList = style(
  layered(
    {
      margin: 0,
      padding: 0,
      listStyle: 'none',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
      maxHeight: '32rem',
      overflowY: 'auto',
    },
    'screens',
  ),
);

export const entryButton = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
      width: '100%',
      minHeight: vars.size.target,
      padding: vars.space.sm,
      border: `1px solid transparent`,
      borderRadius: vars.radius.md,
      background: 'transparent',
      color: vars.color.text,
      font: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      selectors: {
        '&:hover': { background: vars.color.surfaceMuted },
        '&[aria-current="true"]': { borderColor: vars.color.brand, background: vars.color.brandSubtle },
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      },
    },
    'screens',
  ),
);

export const entryMeta = style(
  layered(
    {
      display: 'flex',
      gap: vars.space.xs,
      alignItems: 'center',
      color: vars.color.textMuted,
      fontSize: vars.font.size.xs,
    },
    'screens',
  ),
);

export const form = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, 'screens'));

export const row = style(
  layered(
    {
      display: 'grid',
      gap: vars.space.md,
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
    'screens',
  ),
);

export const textarea = style(
  layered(
    {
      width: '100%',
      minHeight: '6rem',
      padding: vars.space.sm,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      color: vars.color.text,
      font: 'inherit',
      lineHeight: vars.font.lineHeight.normal,
      resize: 'vertical',
      selectors: {
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
        '&[aria-invalid="true"]': { borderColor: vars.color.negative },
      },
    },
    'screens',
  ),
);

export const bodyArea = style([
  textarea,
  layered({ minHeight: '16rem', fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm }, 'screens'),
]);

export const actions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }, 'screens'),
);

export const preview = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const previewTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }, 'screens'),
);
