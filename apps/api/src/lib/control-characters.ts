/**
 * C0 and C1 control characters (NUL, escape, line breaks, tabs, DEL…). No text we store needs them,
 * and NUL cannot be stored in a PostgreSQL text column at all (the statement fails).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The text without its control characters (for values we keep but do not validate: a User-Agent). */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}
