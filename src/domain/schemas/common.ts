// zod/mini: the same zod 4 schemas with a functional API that tree-shakes, so the published
// domain entry stays within its size budget. Schemas still have .parse/.safeParse and z.infer works.
// Each module-level schema is built in `pure()` so that the ones a consumer does not use tree-shake.
import * as z from 'zod/mini';
import { pure } from '../pure';

/** A 0/1 flag as the API sends newsletter settings. */
export const flag01Schema = /* @__PURE__ */ pure(() => z.union([z.literal(0), z.literal(1)]));
export type Flag01 = z.infer<typeof flag01Schema>;

/** Non-negative whole number. */
export const countSchema = /* @__PURE__ */ pure(() => z.int().check(z.nonnegative()));

/**
 * A number, or a string of digits as path parameters and form values carry them, converted to a
 * number. Unlike plain coercion it does not turn '', null or true into 0 or 1.
 */
export const numericSchema = /* @__PURE__ */ pure(() => z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d{1,15}(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
));

/** Ids arrive as numbers; a numeric string (path or form value) is accepted and converted. */
export const idSchema = /* @__PURE__ */ pure(() => z.pipe(numericSchema, z.int().check(z.nonnegative())));

/** ISO 8601 date or date-time as sent by the API. */
export const isoDateSchema = /* @__PURE__ */ pure(() => z.string().check(z.minLength(1)));

/** Pagination block of paged answers. */
export const paginationSchema = /* @__PURE__ */ pure(() => z.object({
  per_page: z.int().check(z.positive()),
  total: countSchema,
}));
export type Pagination = z.infer<typeof paginationSchema>;

/** A trimmed string with at least one character, failing with `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
}
