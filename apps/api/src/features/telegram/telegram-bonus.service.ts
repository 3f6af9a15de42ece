// The Telegram bonus: the bot redeems an account's start code (its bonus link's `?start=` value) and
// the account gets 500 coins, once per account and once per Telegram user, in one transaction.
import type { Database } from '../../db/client';
import { ApiError, invalid } from '../../lib/errors';
import { TELEGRAM_BONUS_COINS, applyOrThrow } from '../league';
import { createTelegramLinksRepository } from './telegram-links.repository';

export const TELEGRAM_MESSAGES = {
  badCode: 'Неверный код',
  badTelegramUser: 'Неверный пользователь Telegram',
  unknownCode: 'Код не найден',
  alreadyRedeemed: 'Бонус уже получен',
} as const;

export const START_CODE = /^[A-Za-z0-9_-]{1,64}$/;
export const TELEGRAM_USER = /^\d{1,20}$/;

export function createTelegramBonusService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** POST /api/telegram/redeem { start_code, telegram_user_id } (authenticated by the route). */
    async redeem(body: unknown) {
      const input =
        typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      const code = input.start_code;
      const tgRaw = input.telegram_user_id;
      const telegramUserId =
        typeof tgRaw === 'number' && Number.isSafeInteger(tgRaw) && tgRaw > 0 ? String(tgRaw) : tgRaw;
      const errors: Record<string, string[]> = {};
      if (typeof code !== 'string' || !START_CODE.test(code)) errors.start_code = [TELEGRAM_MESSAGES.badCode];
      if (typeof telegramUserId !== 'string' || !TELEGRAM_USER.test(telegramUserId))
        errors.telegram_user_id = [TELEGRAM_MESSAGES.badTelegramUser];
      if (Object.keys(errors).length > 0) throw invalid(errors);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const user = await createTelegramLinksRepository(tx).findUserByStartCode(code as string);
        if (!user) throw new ApiError(404, TELEGRAM_MESSAGES.unknownCode);
        const credit = await grantTelegramBonus(tx, user.id, telegramUserId as string);
        if (credit === 'already') throw new ApiError(409, TELEGRAM_MESSAGES.alreadyRedeemed);
        return { success: true, coins: credit.coins, granted: TELEGRAM_BONUS_COINS };
      });
    },
  };
}

/**
 * Inside the caller's transaction: the redemption row (once per account, once per Telegram user), 500
 * coins through the ledger and the account's bot flag. 'already' when either was redeemed before.
 */
export async function grantTelegramBonus(
  tx: Database,
  userId: number,
  telegramUserId: string,
): Promise<{ coins: number | null } | 'already'> {
  const links = createTelegramLinksRepository(tx);
  if (!(await links.claimBonus(userId, telegramUserId))) return 'already';
  const credit = await applyOrThrow(tx, {
    userId,
    amount: TELEGRAM_BONUS_COINS,
    reason: 'telegram_bonus',
    ref: `telegram:${telegramUserId}`,
    key: `telegram_bonus:${userId}`,
  });
  await links.markBotUser(userId);
  return { coins: credit.status === 'applied' ? credit.balance : null };
}
export type TelegramBonusService = ReturnType<typeof createTelegramBonusService>;
