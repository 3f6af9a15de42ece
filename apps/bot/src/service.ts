// The running bot: updates by webhook (BOT_WEBHOOK_URL) or long polling, and the alerts job on a timer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookCallback } from 'grammy';
import { runAlertsJob } from './alerts';
import { createApiClient } from './api-client';
import { COMMANDS, createBot } from './bot';
import type { BotConfig } from './config';
import type { Logger } from './log';

const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

export interface RunningBot {
  mode: 'webhook' | 'polling';
  /** The webhook server's port (webhook mode). */
  port: number | undefined;
  /** Runs the alerts job once now (waits for a run in progress first). */
  runAlerts(): Promise<void>;
  /** Stops taking updates, lets the alerts run in progress finish, closes the webhook server. */
  stop(): Promise<void>;
}

export async function startBot(config: BotConfig, log: Logger): Promise<RunningBot> {
  const api = createApiClient({ apiUrl: config.apiUrl, secret: config.secret });
  const bot = createBot({ token: config.token, api, log, apiRoot: config.apiRoot });
  await bot.init();
  await bot.api.setMyCommands(COMMANDS);

  let server: Server | undefined;
  let polling: Promise<void> | undefined;
  if (config.webhookUrl) {
    const path = new URL(config.webhookUrl).pathname;
    const handle = webhookCallback(bot, 'http', { secretToken: config.webhookSecret });
    server = createServer((request, response) => {
      if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://bot').pathname !== path) {
        response.writeHead(404).end();
        return;
      }
      handle(request, response).catch((error: unknown) => {
        log.error('webhook failed', { error: error instanceof Error ? error.message : String(error) });
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.webhookPort, config.webhookHost, () => resolve());
    });
    await bot.api.setWebhook(config.webhookUrl, {
      secret_token: config.webhookSecret,
      allowed_updates: [...ALLOWED_UPDATES],
    });
    log.info('bot started (webhook)', {
      username: bot.botInfo.username,
      port: (server.address() as AddressInfo).port,
      path,
    });
  } else {
    // bot.start() removes a webhook left behind, then polls getUpdates until bot.stop().
    await new Promise<void>((resolve, reject) => {
      polling = bot
        .start({ allowed_updates: [...ALLOWED_UPDATES], onStart: () => resolve() })
        .catch((error: unknown) => {
          log.error('polling stopped', { error: error instanceof Error ? error.message : String(error) });
          reject(error as Error);
        });
    });
    log.info('bot started (long polling)', { username: bot.botInfo.username });
  }

  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const runAlerts = () => {
    running = running.then(async () => {
      try {
        await runAlertsJob({ api, telegram: bot.api, log });
      } catch (error) {
        log.error('alerts job failed', { error: error instanceof Error ? error.message : String(error) });
      }
    });
    return running;
  };
  const schedule = () => {
    if (stopped || config.alertsIntervalMs === 0) return;
    timer = setTimeout(() => void runAlerts().then(schedule), config.alertsIntervalMs);
  };
  schedule();

  return {
    mode: config.webhookUrl ? 'webhook' : 'polling',
    port: server ? (server.address() as AddressInfo).port : undefined,
    runAlerts,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (polling) {
        await bot.stop();
        await polling;
      }
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      await running;
    },
  };
}
