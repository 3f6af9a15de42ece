import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { layered } from '../../../tokens/style';
import { statusTones, type StatusTone } from './statusTones';

// Build-time helper of the tone styles (imported by .css.ts files only, so it never reaches the bundle).

const toneColors: Record<StatusTone, { strong: string; subtle: string }> = {
  info: { strong: vars.color.brand, subtle: vars.color.brandSubtle },
  success: { strong: vars.color.positive, subtle: vars.color.positiveSubtle },
  warning: { strong: vars.color.warning, subtle: vars.color.warningSubtle },
  danger: { strong: vars.color.negative, subtle: vars.color.negativeSubtle },
};

/** A recipe's `tone` variants: one layered rule per status tone, made from the tone's colours. */
export function toneVariants(
  rule: (colors: { strong: string; subtle: string }) => StyleRule,
): Record<StatusTone, StyleRule> {
  return Object.fromEntries(statusTones.map((tone) => [tone, layered(rule(toneColors[tone]))])) as Record<
    StatusTone,
    StyleRule
  >;
}
