import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export { title } from '../../shared/account/page.css';

const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

export const page = screens({ display: 'grid', gap: vars.space.lg, width: '100%', maxWidth: '880px' });

export const operation = screens({
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  textAlign: 'start',
});

export const date = screens({ whiteSpace: 'nowrap', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const amount = screens({
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const pagination = screens({ justifySelf: 'center' });
