import * as z from 'zod/mini';
import { pure } from '../pure';
import { countSchema, text } from './common';

/**
 * Answers of the Telegram bot's calls (server to server, X-Telegram-Bot-Secret): what the API sends
 * and the bot reads (apps/bot/src/api-client.ts).
 */
const alertKindsShape = /* @__PURE__ */ pure(() =>
  z.object({ portfolio: z.boolean(), ideas: z.boolean(), insiders: z.boolean() }),
);

/** POST /api/telegram/redeem: the channel bonus credited (`coins`: the balance after it). */
export const telegramRedeemAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ success: z.literal(true), coins: z.nullable(z.int()), granted: countSchema }),
);

/** POST /api/telegram/start: the chat linked to the account, and the bonus. */
export const telegramStartAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.literal(true),
    linked: z.literal(true),
    name: text(),
    alerts_allowed: z.boolean(),
    bonus: z.enum(['granted', 'already_received']),
    granted: countSchema,
    coins: z.nullable(z.int()),
  }),
);

/** POST /api/telegram/settings: the linked account's alert settings, or `{ linked: false }`. */
export const telegramSettingsAnswerSchema = /* @__PURE__ */ pure(() =>
  z.union([
    z.object({
      linked: z.literal(true),
      name: text(),
      alerts_allowed: z.boolean(),
      stopped: z.boolean(),
      alerts: alertKindsShape,
    }),
    z.object({ linked: z.literal(false) }),
  ]),
);

/** POST /api/telegram/alerts/collect: accounts looked at and alerts queued per kind. */
export const telegramCollectAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.literal(true),
    recipients: countSchema,
    enqueued: z.object({ portfolio: countSchema, ideas: countSchema, insiders: countSchema }),
  }),
);

/** POST /api/telegram/alerts/claim: alerts leased to the caller, with the chat to send each to. */
export const telegramClaimAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ alerts: z.array(z.object({ id: z.int(), chat_id: z.string(), text: z.string() })) }),
);

/** POST /api/telegram/alerts/{id}/result: where the alert stands now. */
export const telegramResultAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ success: z.literal(true), status: z.enum(['sent', 'unchanged', 'failed', 'pending']) }),
);
