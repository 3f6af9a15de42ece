// The Telegram bot's own calls (apps/bot, server to server): `/start <code>` links a Telegram user to
// an account and redeems the 500-coin bonus in one transaction; /settings and /stop read and change
// which alerts the linked account gets. Alerts themselves: services/telegram-alerts.ts.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/client';
import { ApiError, parseBody } from '../../lib/errors';
import { TELEGRAM_BONUS_COINS } from '../league/league-rules';
import {
  findUserByStartCode,
  grantTelegramBonus,
  START_CODE,
  TELEGRAM_MESSAGES,
  TELEGRAM_USER,
} from './telegram-bonus.service';

/** The account type of the bot plans (1068, spec: «12-month bot 1068»; also 1069): alerts are theirs. */
export const BOT_ACCOUNT_TYPE = 'mbr_premium_bot';

export const ALERT_KINDS = ['portfolio', 'ideas', 'insiders'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const SINCE_COLUMN: Record<AlertKind, string> = {
  portfolio: 'portfolio_since',
  ideas: 'ideas_since',
  insiders: 'insiders_since',
};

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

interface LinkRow {
  user_id: number;
  name: string;
  type: string;
  stopped_at: Date | string | null;
  portfolio_since: Date | string | null;
  ideas_since: Date | string | null;
  insiders_since: Date | string | null;
}

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

async function readLink(db: Database, where: ReturnType<typeof sql>): Promise<LinkRow | undefined> {
  const [row] = await queryRows<LinkRow>(
    db,
    sql`SELECT l.user_id, u.name, u.type, l.stopped_at, l.portfolio_since, l.ideas_since, l.insiders_since
        FROM telegram_links l JOIN users u ON u.id = l.user_id WHERE ${where}`,
  );
  return row;
}

export function createTelegramBotService(deps: { db: Database }) {
  const { db } = deps;
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
        const user = await findUserByStartCode(tx, input.start_code);
        if (!user) throw new ApiError(404, TELEGRAM_MESSAGES.unknownCode);
        await tx.execute(
          sql`DELETE FROM telegram_links WHERE telegram_user_id = ${input.telegram_user_id} AND user_id <> ${user.id}`,
        );
        // Resuming after /stop starts the alerts from now: what happened meanwhile is not sent.
        const resumed = (column: string) =>
          sql.raw(
            `${column} = CASE WHEN telegram_links.stopped_at IS NOT NULL AND telegram_links.${column} IS NOT NULL THEN now() ELSE telegram_links.${column} END`,
          );
        await tx.execute(sql`
          INSERT INTO telegram_links (user_id, telegram_user_id, chat_id) VALUES (${user.id}, ${input.telegram_user_id}, ${input.chat_id})
          ON CONFLICT (user_id) DO UPDATE SET telegram_user_id = excluded.telegram_user_id, chat_id = excluded.chat_id,
            ${resumed('portfolio_since')}, ${resumed('ideas_since')}, ${resumed('insiders_since')},
            stopped_at = NULL, updated_at = now()`);
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
      const who = sql`l.telegram_user_id = ${input.telegram_user_id}`;
      const set = input.set ?? {};
      const changes = [];
      for (const kind of ALERT_KINDS) {
        const value = set[kind];
        if (value === undefined) continue;
        const column = sql.raw(SINCE_COLUMN[kind]);
        changes.push(value ? sql`${column} = COALESCE(${column}, now())` : sql`${column} = NULL`);
      }
      if (set.stopped === true) changes.push(sql`stopped_at = COALESCE(stopped_at, now())`);
      if (set.stopped === false) {
        for (const kind of ALERT_KINDS) {
          if (set[kind] !== undefined) continue;
          const column = sql.raw(SINCE_COLUMN[kind]);
          changes.push(
            sql`${column} = CASE WHEN stopped_at IS NOT NULL AND ${column} IS NOT NULL THEN now() ELSE ${column} END`,
          );
        }
        changes.push(sql`stopped_at = NULL`);
      }
      if (changes.length > 0) {
        await db.execute(
          sql`UPDATE telegram_links SET ${sql.join(changes, sql`, `)}, updated_at = now() WHERE telegram_user_id = ${input.telegram_user_id}`,
        );
      }
      const row = await readLink(db, who);
      return row ? settingsView(row) : { linked: false as const };
    },
  };
}
export type TelegramBotService = ReturnType<typeof createTelegramBotService>;
