import { style } from '@vanilla-extract/css';
import { layered } from '../../../../tokens/style';

export const questionnaire = style(layered({ maxWidth: 'none' }, 'screens'));
