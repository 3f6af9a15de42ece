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

/** GET /api/ready: each check and what fails (503 until every check is ok). */
export const readinessAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    status: z.enum(['ready', 'not_ready']),
    ready: z.boolean(),
    checks: z.record(z.string(), z.enum(['ok', 'failing', 'not used'])),
    problems: z.array(z.string()),
  }),
);

/** POST /api/admin/jobs/{name} (202): `queued: false` when a run of that job is already waiting. */
export const jobQueuedAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ success: z.literal(true), job: z.string(), id: z.nullable(z.string()), queued: z.boolean() }),
);

/** The operator's league settlement: ideas settled, bets, wins and coins paid out. */
export const settlementAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.literal(true),
    settlement: z.object({ ideas: z.int(), bets: z.int(), wins: z.int(), coins: z.int() }),
  }),
);
