// The Telegram feature's public surface: the bot's calls (start, settings, bonus), the alerts outbox
// and their routes. The league's registration wires them.
export { createTelegramBonusService } from './telegram-bonus.service';
export { createTelegramBotService } from './telegram-bot.service';
export { createTelegramAlertsService } from './telegram-alerts.service';
export { registerTelegramRoutes } from './telegram.routes';
