import { style } from '@vanilla-extract/css';
import { layered } from '../../../tokens/style';

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style(
  layered({
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);
