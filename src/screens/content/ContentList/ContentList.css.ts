import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';
import { pageFrame } from '../../shared/page.css';

export { pageHeader as header, pageTitle as title, pageLeadNarrow as lead } from '../../shared/page.css';

export const page = pageFrame.lg;

export const list = style(
  layered(
    { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.md },
    'screens',
  ),
);

export const item = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }, 'screens'));

export const itemTitle = style(
  layered(
    {
      margin: 0,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
    },
    'screens',
  ),
);

export const itemLink = style(
  layered(
    {
      color: vars.color.text,
      textDecoration: 'none',
      selectors: {
        '&:hover': { color: vars.color.link, textDecoration: 'underline' },
        '&:focus-visible': {
          outline: `2px solid ${vars.color.focus}`,
          outlineOffset: '2px',
          borderRadius: vars.radius.sm,
        },
      },
    },
    'screens',
  ),
);

export const itemLead = style(
  layered({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal }, 'screens'),
);

export const empty = style(layered({ margin: 0, color: vars.color.textMuted }, 'screens'));

export const pages = style(layered({ display: 'flex', justifyContent: 'center' }, 'screens'));
