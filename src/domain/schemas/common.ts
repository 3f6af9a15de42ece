// zod/mini: the same zod 4 schemas with a functional API that tree-shakes, so the published
// domain entry stays within its size budget. Schemas still have .parse/.safeParse and z.infer works.
import * as z from 'zod/mini';

/** A 0/1 flag as the API sends newsletter settings. */
export const flag01Schema = z.union([z.literal(0), z.literal(1)]);
export type Flag01 = z.infer<typeof flag01Schema>;

/** Non-negative whole number. */
export const countSchema = z.int().check(z.nonnegative());

/**
 * A number, or a string of digits as path parameters and form values carry them, converted to a
 * number. Unlike plain coercion it does not turn '', null or true into 0 or 1.
 */
export const numericSchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d{1,15}(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);

/** Ids arrive as numbers; a numeric string (path or form value) is accepted and converted. */
export const idSchema = z.pipe(numericSchema, z.int().check(z.nonnegative()));

/** ISO 8601 date or date-time as sent by the API. */
export const isoDateSchema = z.string().check(z.minLength(1));

/** Pagination block of paged answers. */
export const paginationSchema = z.object({
  per_page: z.int().check(z.positive()),
  total: countSchema,
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A trimmed string with at least one character, failing with `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
}
