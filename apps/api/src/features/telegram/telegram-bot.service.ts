// The Telegram bot's own calls (apps/bot, server to server): `/start <code>` links a Telegram user to
// an account and redeems the 500-coin bonus in one transaction; /settings and /stop read and change
// which alerts the linked account gets. Alerts themselves: services/telegram-alerts.ts.
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError, parseBody } from '../../lib/errors';
import { TELEGRAM_BONUS_COINS } from '../league';
import { grantTelegramBonus, START_CODE, TELEGRAM_MESSAGES, TELEGRAM_USER } from './telegram-bonus.service';
import { BOT_ACCOUNT_TYPE } from './bot-account';
import { createTelegramLinksRepository, type LinkRow } from './telegram-links.repository';

export { BOT_ACCOUNT_TYPE } from './bot-account';
export { ALERT_KINDS, type AlertKind } from './telegram-links.repository';

const telegramUserId = z
  .union([z.string(), z.number().int().positive()])
  .transform(String)
  .pipe(z.string().regex(TELEGRAM_USER, TELEGRAM_MESSAGES.badTelegramUser));
/** A private chat's id is the user's id; groups are negative. */
const chatId = z
  .union([z.string(), z.number().int()])
  .transform(String)
  .pipe(z.string().regex(/^-?\d{1,20}$/, TELEGRAM_MESSAGES.badTelegramUser));

const startSchema = z.object({
  start_code: z.string().regex(START_CODE, TELEGRAM_MESSAGES.badCode),
  telegram_user_id: telegramUserId,
  chat_id: chatId,
});

const settingsSchema = z.object({
  telegram_user_id: telegramUserId,
  set: z
    .object({
      portfolio: z.boolean().optional(),
      ideas: z.boolean().optional(),
      insiders: z.boolean().optional(),
      stopped: z.boolean().optional(),
    })
    .optional(),
});

function settingsView(row: LinkRow) {
  return {
    linked: true as const,
    name: row.name,
    alerts_allowed: row.type === BOT_ACCOUNT_TYPE,
    stopped: row.stopped_at !== null,
    alerts: {
      portfolio: row.portfolio_since !== null,
      ideas: row.ideas_since !== null,
      insiders: row.insiders_since !== null,
    },
  };
}

export function createTelegramBotService(deps: { db: Database }) {
  const { db } = deps;
  const links = createTelegramLinksRepository(db);
  return {
    /**
     * POST /api/telegram/start { start_code, telegram_user_id, chat_id }. One transaction: the link
     * (a Telegram user linked elsewhere moves to this account; a stopped link resumes) and the bonus,
     * granted once per account and per Telegram user: a second /start links again and says so.
     */
    async start(body: unknown) {
      const input = parseBody(startSchema, body);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const inTx = createTelegramLinksRepository(tx);
        const user = await inTx.findUserByStartCode(input.start_code);
        if (!user) throw new ApiError(404, TELEGRAM_MESSAGES.unknownCode);
        // Resuming after /stop starts the alerts from now: what happened meanwhile is not sent.
        await inTx.link(user.id, input.telegram_user_id, input.chat_id);
        const bonus = await grantTelegramBonus(tx, user.id, input.telegram_user_id);
        return {
          success: true,
          linked: true,
          name: user.name,
          alerts_allowed: user.type === BOT_ACCOUNT_TYPE,
          bonus: bonus === 'already' ? ('already_received' as const) : ('granted' as const),
          granted: bonus === 'already' ? 0 : TELEGRAM_BONUS_COINS,
          coins: bonus === 'already' ? null : bonus.coins,
        };
      });
    },

    /**
     * POST /api/telegram/settings { telegram_user_id, set?: { portfolio?, ideas?, insiders?, stopped? } }:
     * the link's alert settings after the change (none without `set`); `{ linked: false }` for a
     * Telegram user linked to no account. A kind turned on, or the alerts resumed, count from now.
     */
    async settings(body: unknown) {
      const input = parseBody(settingsSchema, body);
      await links.changeSettings(input.telegram_user_id, input.set ?? {});
      const row = await links.findLink(input.telegram_user_id);
      return row ? settingsView(row) : { linked: false as const };
    },
  };
}
export type TelegramBotService = ReturnType<typeof createTelegramBotService>;
