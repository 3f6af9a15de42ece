// The link of a Telegram user to an account (`telegram_links`), its alert settings, and the bonus
// redemptions (`telegram_bonus_redemptions`). Each function runs on the handle it is given: the
// services open the transactions (a /start links and redeems in one).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

export const ALERT_KINDS = ['portfolio', 'ideas', 'insiders'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const SINCE_COLUMN: Record<AlertKind, string> = {
  portfolio: 'portfolio_since',
  ideas: 'ideas_since',
  insiders: 'insiders_since',
};

export interface LinkRow {
  user_id: number;
  name: string;
  type: string;
  stopped_at: Date | string | null;
  portfolio_since: Date | string | null;
  ideas_since: Date | string | null;
  insiders_since: Date | string | null;
}

/** What /settings changes: a kind on or off, the alerts stopped or resumed; absent keys stay. */
export type LinkSettingsChange = Partial<Record<AlertKind | 'stopped', boolean>>;

export function createTelegramLinksRepository(db: Database) {
  return {
    /** The account whose bonus link ends in `?start=<code>` (the code validated by the caller). */
    async findUserByStartCode(code: string): Promise<{ id: number; name: string; type: string } | undefined> {
      const [user] = await queryRows<{ id: number; name: string; type: string }>(
        db,
        sql`SELECT id, name, type FROM users WHERE telegram_bonus_link LIKE ${'%?start=' + code} ORDER BY id LIMIT 1`,
      );
      return user;
    },

    /** The redemption row, once per account and once per Telegram user; false when either exists. */
    async claimBonus(userId: number, telegramUserId: string): Promise<boolean> {
      const claimed = await queryRows<{ user_id: number }>(
        db,
        sql`INSERT INTO telegram_bonus_redemptions (user_id, telegram_user_id) VALUES (${userId}, ${telegramUserId})
            ON CONFLICT DO NOTHING RETURNING user_id`,
      );
      return claimed.length > 0;
    },

    /** The account is a bot user now and its bonus dialog is not shown again. */
    async markBotUser(userId: number): Promise<void> {
      await db.execute(
        sql`UPDATE users SET telegram_bot_user = true, need_show_bonus_modal = false, updated_at = now() WHERE id = ${userId}`,
      );
    },

    /**
     * Links the Telegram user to the account: a link of the same Telegram user to another account goes,
     * and a stopped link resumes with the alerts counting from now (what happened meanwhile is not sent).
     */
    async link(userId: number, telegramUserId: string, chatId: string): Promise<void> {
      await db.execute(
        sql`DELETE FROM telegram_links WHERE telegram_user_id = ${telegramUserId} AND user_id <> ${userId}`,
      );
      const resumed = (column: string) =>
        sql.raw(
          `${column} = CASE WHEN telegram_links.stopped_at IS NOT NULL AND telegram_links.${column} IS NOT NULL THEN now() ELSE telegram_links.${column} END`,
        );
      await db.execute(sql`
        INSERT INTO telegram_links (user_id, telegram_user_id, chat_id) VALUES (${userId}, ${telegramUserId}, ${chatId})
        ON CONFLICT (user_id) DO UPDATE SET telegram_user_id = excluded.telegram_user_id, chat_id = excluded.chat_id,
          ${resumed('portfolio_since')}, ${resumed('ideas_since')}, ${resumed('insiders_since')},
          stopped_at = NULL, updated_at = now()`);
    },

    /** Applies a settings change to the Telegram user's link; a kind turned on, or resumed, counts from now. */
    async changeSettings(telegramUserId: string, set: LinkSettingsChange): Promise<void> {
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
      if (changes.length === 0) return;
      await db.execute(
        sql`UPDATE telegram_links SET ${sql.join(changes, sql`, `)}, updated_at = now() WHERE telegram_user_id = ${telegramUserId}`,
      );
    },

    /** The Telegram user's link with its account's name and type. */
    async findLink(telegramUserId: string): Promise<LinkRow | undefined> {
      const [row] = await queryRows<LinkRow>(
        db,
        sql`SELECT l.user_id, u.name, u.type, l.stopped_at, l.portfolio_since, l.ideas_since, l.insiders_since
            FROM telegram_links l JOIN users u ON u.id = l.user_id WHERE l.telegram_user_id = ${telegramUserId}`,
      );
      return row;
    },
  };
}
