import {
  telegramClaimAnswerSchema,
  telegramCollectAnswerSchema,
  telegramRedeemAnswerSchema,
  telegramResultAnswerSchema,
  telegramSettingsAnswerSchema,
  telegramStartAnswerSchema,
} from '@investradar/ui/domain';
import { operation, pathParams } from '../../http/openapi';
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
  app.post(
    '/api/telegram/redeem',
    {
      ...serverToServer,
      schema: operation({
        tags: ['Бот'],
        summary: 'Бонус за подписку на канал',
        description: 'Заголовок X-Telegram-Bot-Secret.',
        serverToServer: true,
        ok: { 200: telegramRedeemAnswerSchema },
        errors: [401, 403, 404, 409, 422],
      }),
    },
    async (request) => {
      requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
      return telegram.redeem(request.body);
    },
  );
  app.post(
    '/api/telegram/start',
    {
      ...serverToServer,
      schema: operation({
        tags: ['Бот'],
        summary: 'Привязка чата к аккаунту',
        description: 'Заголовок X-Telegram-Bot-Secret.',
        serverToServer: true,
        ok: { 200: telegramStartAnswerSchema },
        errors: [401, 403, 404, 409, 422],
      }),
    },
    async (request) => {
      requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
      return bot.start(request.body);
    },
  );
  app.post(
    '/api/telegram/settings',
    {
      ...serverToServer,
      schema: operation({
        tags: ['Бот'],
        summary: 'Настройки уведомлений в боте',
        description: 'Заголовок X-Telegram-Bot-Secret.',
        serverToServer: true,
        ok: { 200: telegramSettingsAnswerSchema },
        errors: [401, 403, 404, 409, 422],
      }),
    },
    async (request) => {
      requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
      return bot.settings(request.body);
    },
  );
  app.post(
    '/api/telegram/alerts/collect',
    {
      ...serverToServer,
      schema: operation({
        tags: ['Бот'],
        summary: 'Собрать уведомления к отправке',
        description: 'Заголовок X-Telegram-Bot-Secret.',
        serverToServer: true,
        ok: { 200: telegramCollectAnswerSchema },
        errors: [401, 403, 404, 409, 422],
      }),
    },
    async (request) => {
      requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
      return alerts.collect();
    },
  );
  app.post(
    '/api/telegram/alerts/claim',
    {
      ...serverToServer,
      schema: operation({
        tags: ['Бот'],
        summary: 'Взять уведомления к отправке',
        description: 'Заголовок X-Telegram-Bot-Secret.',
        serverToServer: true,
        ok: { 200: telegramClaimAnswerSchema },
        errors: [401, 403, 404, 409, 422],
      }),
    },
    async (request) => {
      requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
      return alerts.claim(request.body);
    },
  );
  app.post(
    '/api/telegram/alerts/:id/result',
    {
      ...serverToServer,
      schema: operation({
        tags: ['Бот'],
        summary: 'Итог отправки уведомления',
        description: 'Заголовок X-Telegram-Bot-Secret.',
        serverToServer: true,
        params: pathParams('id'),
        ok: { 200: telegramResultAnswerSchema },
        errors: [401, 403, 404, 422],
      }),
    },
    async (request) => {
      requireServerSecret(request, TELEGRAM_SECRET_HEADER, secret);
      const { id } = parseParams(alertParams, request.params);
      return alerts.result(id, request.body);
    },
  );
}
