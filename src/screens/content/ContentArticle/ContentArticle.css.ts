import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export { pageHeader as header, pageTitle as title, pageLeadNarrow as lead } from '../../shared/page.css';

/** A readable column: the entry's text. */
export const page = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      maxWidth: '72ch',
      marginInline: 'auto',
      paddingBlock: vars.space.xl,
      color: vars.color.text,
    },
    'screens',
  ),
);

export const back = style(layered({ alignSelf: 'flex-start' }, 'screens'));

export const cover = style(
  layered({ width: '100%', height: 'auto', borderRadius: vars.radius.lg, display: 'block' }, 'screens'),
);

export const section = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const sectionTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }, 'screens'),
);

export const ideas = style(
  layered(
    { margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs },
    'screens',
  ),
);

export const offer = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'flex-start' }, 'screens'),
);

export const offerText = style(layered({ margin: 0, lineHeight: vars.font.lineHeight.normal }, 'screens'));
