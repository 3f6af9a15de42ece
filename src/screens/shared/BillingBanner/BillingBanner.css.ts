import { style } from '@vanilla-extract/css';
import { layered } from '../../../../tokens/style';

// A full-width strip above the header rather than a card in the page flow.
export const banner = style(layered({ borderRadius: 0, borderInline: 0, borderTop: 0 }, 'screens'));
