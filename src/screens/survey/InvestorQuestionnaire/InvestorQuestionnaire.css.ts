import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { media } from '../../../../tokens/media';
import { layered } from '../../../../tokens/style';

export {
  pageTitle as heading,
  pageHeader as header,
  pageLead as intro,
  stepNumber as number,
} from '../../shared/page.css';

export const root = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xl,
      width: '100%',
      maxWidth: '52rem',
      color: vars.color.text,
    },
    'screens',
  ),
);

export const loading = style(
  layered({ display: 'flex', justifyContent: 'center', padding: vars.space.xxxl }, 'screens'),
);

export const sections = style(
  layered(
    { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.lg },
    'screens',
  ),
);

export const section = style(
  layered(
    {
      display: 'grid',
      gridTemplateColumns: `${vars.size.control.sm} minmax(0, 1fr)`,
      columnGap: vars.space.md,
      alignItems: 'start',
      padding: vars.space.lg,
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      '@media': { [media.tablet]: { columnGap: vars.space.lg, padding: vars.space.xl } },
    },
    'screens',
  ),
);

export const group = style(layered({ minWidth: 0 }, 'screens'));

export const target = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }, 'screens'));

export const slider = style(layered({ maxWidth: '28rem' }, 'screens'));

export const actions = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space.sm,
      '@media': {
        [media.tablet]: { selectors: { '[data-mode="page"] &': { flexDirection: 'row', alignItems: 'center' } } },
      },
    },
    'screens',
  ),
);

export const skip = style(layered({ alignSelf: 'center' }, 'screens'));
