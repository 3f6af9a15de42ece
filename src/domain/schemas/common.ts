// zod/mini: the same zod 4 schemas with a functional API that tree-shakes, so the published
// domain entry stays within its size budget. Schemas still have .parse/.safeParse and z.infer works.
// Each module-level schema is built in `pure()` so that the ones a consumer does not use tree-shake.
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { pure } from '../pure';

/**
 * C0 and C1 control characters (NUL, escape, line breaks, tabs, DEL, U+0080–U+009F). No one-line value
 * of ours needs them (names, emails, passwords, keys, codes, queries), NUL cannot be stored in a
 * PostgreSQL text column at all, and the others hide text from people reading logs and screens.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The same without tab, line feed and carriage return: what a multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- as above
export const CONTROL_CHARACTER_IN_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when the text has a control character (`multiline`: tab and line breaks are allowed). */
export function hasControlCharacter(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTER_IN_MULTILINE : CONTROL_CHARACTER).test(text);
}

/**
 * The check every string schema of the domain starts with: one issue «Поле содержит недопустимые
 * символы», and no further checks of that value (abort), so trimming never hides a line break at
 * either end and the length rules do not add a second message.
 */
export function noControlCharacters(multiline = false) {
  return z.refine<string>((value) => !hasControlCharacter(value, multiline), {
    error: MESSAGES.controlCharacters,
    abort: true,
  });
}

type StringParams = Parameters<typeof z.string>[0];

/** A one-line string: every control character refused (the default for every string of the domain). */
export function text(params?: StringParams) {
  return z.string(params).check(noControlCharacters());
}

/** A text that may run over several lines (descriptions, answers): tab, LF and CR allowed, other controls refused. */
export function multilineText(params?: StringParams) {
  return z.string(params).check(noControlCharacters(true));
}

/** A 0/1 flag as the API sends newsletter settings. */
export const flag01Schema = /* @__PURE__ */ pure(() => z.union([z.literal(0), z.literal(1)]));
export type Flag01 = z.infer<typeof flag01Schema>;

/** Non-negative whole number. */
export const countSchema = /* @__PURE__ */ pure(() => z.int().check(z.nonnegative()));

/**
 * A number, or a string of digits as path parameters and form values carry them, converted to a
 * number. Unlike plain coercion it does not turn '', null or true into 0 or 1.
 */
export const numericSchema = /* @__PURE__ */ pure(() =>
  z.pipe(
    // A string with a control character gets the control-character message, not the union's generic one.
    z.unknown().check(
      z.refine((value) => typeof value !== 'string' || !hasControlCharacter(value), {
        error: MESSAGES.controlCharacters,
        abort: true,
      }),
    ),
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^-?\d{1,15}(\.\d+)?$/))]),
      z.transform((value) => Number(value)),
    ),
  ),
);

/** Ids arrive as numbers; a numeric string (path or form value) is accepted and converted. */
export const idSchema = /* @__PURE__ */ pure(() => z.pipe(numericSchema, z.int().check(z.nonnegative())));

/** ISO 8601 date or date-time as sent by the API. */
export const isoDateSchema = /* @__PURE__ */ pure(() => text().check(z.minLength(1)));

/** Pagination block of paged answers. */
export const paginationSchema = /* @__PURE__ */ pure(() =>
  z.object({
    per_page: z.int().check(z.positive()),
    total: countSchema,
  }),
);
export type Pagination = z.infer<typeof paginationSchema>;

/** A trimmed string with at least one character, failing with `message`. */
export function requiredText(message: string) {
  return text({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
}
