// `npm run start -w apps/bot` (and `npm start` at the root when TELEGRAM_BOT_TOKEN is set): the
// Telegram bot as a process of its own, talking to the API over HTTP (API_URL).
import { ConfigError, loadConfig } from './config';
import { createLogger } from './log';
import { startBot } from './service';

const log = createLogger();
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`[bot] ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const bot = await startBot(config, log);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      log.error(`${signal}: not stopped within 10 s`);
      process.exit(1);
    }, 10_000);
    force.unref();
    bot.stop().then(
      () => {
        log.info(`${signal}: stopped`);
        process.exit(0);
      },
      (error: unknown) => {
        log.error(`${signal}: stop failed`, { error: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      },
    );
  });
}
