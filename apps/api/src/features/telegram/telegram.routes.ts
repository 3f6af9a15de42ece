import type { FastifyInstance } from 'fastify';
import { requireServerSecret } from '../../http/server-secret';
import { parseParams } from '../../lib/errors';
import { z } from 'zod';
import type { TelegramAlertsService } from './telegram-alerts.service';
import type { TelegramBonusService } from './telegram-bonus.service';
import type { TelegramBotService } from './telegram-bot.service';

/** Header of the bot's calls (compared with TELEGRAM_BOT_SECRET in constant time). */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-secret';

const alertParams = z.object({ id: z.coerce.number().int().positive() });

export function registerTelegramRoutes(
  app: FastifyInstance,
  deps: {
    telegram: TelegramBonusService;
    bot: TelegramBotService;
    alerts: TelegramAlertsService;
    secret: string | undefined;
  },
) {
  const { telegram, bot, alerts, secret } = deps;
  // Called by the bot, not a browser: no cookies, no CSRF token; the shared secret is the only door.
  const serverToServer = { config: { serverToServer: true } };
  app.post('/api/telegram/redeem', serverToServer, async (request) => {
    requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
    return telegram.redeem(request.body);
  });
  app.post('/api/telegram/start', serverToServer, async (request) => {
    requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
    return bot.start(request.body);
  });
  app.post('/api/telegram/settings', serverToServer, async (request) => {
    requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
    return bot.settings(request.body);
  });
  app.post('/api/telegram/alerts/collect', serverToServer, async (request) => {
    requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
    return alerts.collect();
  });
  app.post('/api/telegram/alerts/claim', serverToServer, async (request) => {
    requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
    return alerts.claim(request.body);
  });
  app.post('/api/telegram/alerts/:id/result', serverToServer, async (request) => {
    requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
    const { id } = parseParams(alertParams, request.params);
    return alerts.result(id, request.body);
  });
}
