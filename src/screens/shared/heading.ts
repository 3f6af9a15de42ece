import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

/**
 * The rule of a heading whose size changes at a breakpoint: no margin, tight lines, `size` and
 * `atMedia.size` under `atMedia.media` (e.g. xl on phones, xxl from tablets on).
 */
export function headingRule(
  size: string,
  atMedia: { media: string; size: string },
  weight: string = vars.font.weight.bold,
): StyleRule {
  return {
    margin: 0,
    fontSize: size,
    fontWeight: weight,
    lineHeight: vars.font.lineHeight.tight,
    '@media': { [atMedia.media]: { fontSize: atMedia.size } },
  };
}
