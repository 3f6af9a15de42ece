import * as z from 'zod/mini';
import { pure } from '../pure';
import { text } from './common';

/**
 * The one shape of every failure the API answers (docs/product/errors.md): a Russian message, the
 * messages under their fields for invalid input (422), and what a refusal carries besides (the
 * `permission` key of a 403, a prize refusal's `error_code`). Clients and the API document share it.
 */
export const errorAnswerSchema = /* @__PURE__ */ pure(() =>
  z.looseObject({
    success: z.literal(false),
    message: text(),
    errors: z.optional(z.record(text(), z.array(text()))),
  }),
);
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** A write that has nothing to tell but that it happened. */
export const okAnswerSchema = /* @__PURE__ */ pure(() => z.looseObject({ success: z.literal(true) }));

/** GET /api/health: the process answers and which database it uses. */
export const healthAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
);
