import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const root = style(layered({ position: 'relative', width: '100%', minWidth: 0 }, 'screens'));

export const popup = style(
  layered(
    {
      position: 'absolute',
      insetInline: 0,
      top: `calc(100% + ${vars.space.xs})`,
      zIndex: vars.zIndex.dropdown,
      maxHeight: `min(70vh, calc(${vars.size.control.lg} * 10))`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      backgroundColor: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
    },
    'screens',
  ),
);

export const field = style(layered({ gap: 0 }, 'screens'));
