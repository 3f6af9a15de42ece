import type { FastifyInstance } from 'fastify';
import { requireServerSecret } from '../http/server-secret';
import type { TelegramBonusService } from '../services/telegram-bonus';

/** Header of the bot's calls (compared with TELEGRAM_BOT_SECRET in constant time). */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-secret';

export function registerTelegramRoutes(app: FastifyInstance, deps: { telegram: TelegramBonusService; secret: string | undefined }) {
  const { telegram, secret } = deps;
  // Called by the bot, not a browser: no cookies, no CSRF token; the shared secret is the only door.
  app.post('/api/telegram/redeem', { config: { serverToServer: true } }, async (request) => {
    requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
    return telegram.redeem(request.body);
  });
}
