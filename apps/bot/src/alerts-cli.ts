// `npm run alerts -w apps/bot`: the alerts job once (for cron, with BOT_ALERTS_INTERVAL_MS=0 on the bot).
import { Api } from 'grammy';
import { runAlertsJob } from './alerts';
import { createApiClient } from './api-client';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './log';

try {
  const config = loadConfig();
  const log = createLogger();
  const api = createApiClient({ apiUrl: config.apiUrl, secret: config.secret });
  const telegram = new Api(config.token, config.apiRoot ? { apiRoot: config.apiRoot } : undefined);
  const run = await runAlertsJob({ api, telegram, log });
  process.exitCode = 0;
  console.info(JSON.stringify(run));
} catch (error) {
  console.error(
    `[bot] ${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
