import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

const screens = (rule: Parameters<typeof layered>[0]) => style(layered(rule, 'screens'));

export const root = screens({ display: 'grid', gap: vars.space.sm });

export const form = screens({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  columnGap: vars.space.sm,
  rowGap: vars.space.sm,
});

export const errors = screens({ gridColumn: '1 / -1' });

export const field = screens({ minWidth: 0 });

export const applied = screens({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.positive,
  fontWeight: vars.font.weight.semibold,
});
