import { CONTROL_CHARACTER } from '@investradar/ui/domain';

/**
 * C0 and C1 control characters (NUL, escape, line breaks, tabs, DEL…): the domain's rule
 * (src/domain/schemas/common.ts), which every string schema applies; the body guard and the header
 * clean-up here use the same expression.
 */
export { CONTROL_CHARACTER };

/** The text without its control characters (for values we keep but do not validate: a User-Agent). */
export function stripControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '');
}
