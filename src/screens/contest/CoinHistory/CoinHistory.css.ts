import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

export const back = style(layered({ alignSelf: 'flex-start', fontSize: vars.font.size.sm }, 'screens'));

export const unit = style(layered({ fontWeight: vars.font.weight.regular }, 'screens'));

export const empty = style(
  layered(
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.md,
      paddingBlock: vars.space.lg,
      textAlign: 'center',
    },
    'screens',
  ),
);

export const emptyText = style(layered({ margin: 0, maxWidth: '40ch', color: vars.color.textMuted }, 'screens'));
