import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const fieldset = style(
  layered({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, border: 'none', minWidth: 0 }, 'screens'),
);

export const legend = style(
  layered(
    {
      padding: 0,
      marginBottom: vars.space.md,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.semibold,
      color: vars.color.text,
    },
    'screens',
  ),
);
