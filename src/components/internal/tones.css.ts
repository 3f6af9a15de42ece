import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';
import { toneVariants } from './toneVariants';

/** The status icon of Alert and Toast, in its tone's colour. */
export const toneIcon = recipe({
  base: layered({ display: 'flex', paddingBlockStart: vars.space.xxs }),
  variants: { tone: toneVariants(({ strong }) => ({ color: strong })) },
});
