import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css';
import { layered } from '../../../../tokens/style';

/** In place of a page: centred in the content column, a readable width. */
export const status = style(
  layered(
    {
      display: 'flex',
      justifyContent: 'center',
      width: '100%',
      maxWidth: '35rem',
      marginInline: 'auto',
      paddingBlock: vars.space.xxxl,
    },
    'screens',
  ),
);
