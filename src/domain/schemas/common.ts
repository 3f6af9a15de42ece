import { z } from 'zod';

/** A 0/1 flag as the API sends newsletter settings. */
export const flag01Schema = z.union([z.literal(0), z.literal(1)]);
export type Flag01 = z.infer<typeof flag01Schema>;

/** Ids arrive as numbers; a numeric string (path or form value) is accepted and converted. */
export const idSchema = z.coerce.number().int().nonnegative();

/** ISO 8601 date or date-time as sent by the API. */
export const isoDateSchema = z.string().min(1);

/** Pagination block of paged answers. */
export const paginationSchema = z.object({
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof paginationSchema>;
