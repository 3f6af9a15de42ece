// The bot's settings, from the environment (documented in the root README and apps/api/README.md).
import { createHmac } from 'node:crypto';

export interface BotConfig {
  token: string;
  /** Shared with the API (TELEGRAM_BOT_SECRET). */
  secret: string;
  apiUrl: string;
  /** Bot API server; default Telegram's. */
  apiRoot: string | undefined;
  /** Set: webhook mode (Telegram posts updates there); unset: long polling. */
  webhookUrl: string | undefined;
  /** Telegram sends it in X-Telegram-Bot-Api-Secret-Token with every update; checked by the webhook. */
  webhookSecret: string;
  /** Where the webhook server listens (a reverse proxy forwards BOT_WEBHOOK_URL here). */
  webhookPort: number;
  webhookHost: string;
  /** Pause between alert job runs; 0: no job in this process (run `npm run alerts -w apps/bot` from cron). */
  alertsIntervalMs: number;
}

export class ConfigError extends Error {}

/**
 * Without BOT_WEBHOOK_SECRET the webhook's secret token is derived from the bot token (HMAC-SHA256), so
 * every instance of the bot computes the same one and nobody without the token can guess it.
 */
export function defaultWebhookSecret(token: string): string {
  return createHmac('sha256', token).update('investradar-webhook').digest('hex');
}

function integer(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BotConfig {
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  if (!token) throw new ConfigError('TELEGRAM_BOT_TOKEN is not set');
  const secret = env.TELEGRAM_BOT_SECRET?.trim();
  if (!secret)
    throw new ConfigError("TELEGRAM_BOT_SECRET is required: the same value as the API's, for the bot's calls to it");
  const webhookUrl = env.BOT_WEBHOOK_URL?.trim() || undefined;
  if (webhookUrl && !/^https?:\/\//.test(webhookUrl))
    throw new ConfigError(`BOT_WEBHOOK_URL must be an http(s) address, got "${webhookUrl}"`);
  const webhookSecret = env.BOT_WEBHOOK_SECRET?.trim() || defaultWebhookSecret(token);
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(webhookSecret))
    throw new ConfigError('BOT_WEBHOOK_SECRET may hold only A-Z, a-z, 0-9, _ and - (1–256 characters)');
  return {
    token,
    secret,
    apiUrl: env.API_URL?.trim() || 'http://127.0.0.1:3000',
    apiRoot: env.TELEGRAM_API_ROOT?.trim() || undefined,
    webhookUrl,
    webhookSecret,
    webhookPort: integer(env.BOT_PORT, 'BOT_PORT', 3001),
    webhookHost: env.BOT_HOST?.trim() || '0.0.0.0',
    alertsIntervalMs: integer(env.BOT_ALERTS_INTERVAL_MS, 'BOT_ALERTS_INTERVAL_MS', 60_000),
  };
}
