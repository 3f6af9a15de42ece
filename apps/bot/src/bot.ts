// The bot's conversation (grammY): /start <code>, /start, /stop, /settings with inline toggles, /help.
// Every state lives in the API (apps/api/src/services/telegram-bot.ts); the bot only talks.
import { Bot, GrammyError, InlineKeyboard, type Context } from 'grammy';
import { ALERT_KINDS, ApiCallError, type AlertKind, type ApiClient, type Settings } from './api-client';
import { ALERT_KIND_TITLES, settingsText, TEXTS } from './texts';
import type { Logger } from './log';

export interface CreateBotOptions {
  token: string;
  api: ApiClient;
  log: Logger;
  /** Bot API server (TELEGRAM_API_ROOT): a local Bot API server, or the tests' fake one. */
  apiRoot?: string | undefined;
}

/** Commands shown in Telegram's menu (setMyCommands at start). */
export const COMMANDS = [
  { command: 'start', description: 'Привязать аккаунт или включить уведомления' },
  { command: 'settings', description: 'Какие уведомления включены' },
  { command: 'stop', description: 'Остановить уведомления' },
  { command: 'help', description: 'Справка' },
];

/** Callback data: `alerts:<kind>:on|off`, `alerts:stopped:on|off`. */
const CALLBACK = /^alerts:(portfolio|ideas|insiders|stopped):(on|off)$/;

export function settingsKeyboard(settings: Settings): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const kind of ALERT_KINDS) {
    const on = settings.alerts[kind];
    keyboard.text(`${on ? '✅' : '⬜️'} ${ALERT_KIND_TITLES[kind]}`, `alerts:${kind}:${on ? 'off' : 'on'}`).row();
  }
  keyboard.text(
    settings.stopped ? '▶️ Включить уведомления' : '⏸ Остановить уведомления',
    `alerts:stopped:${settings.stopped ? 'off' : 'on'}`,
  );
  return keyboard;
}

export function createBot(options: CreateBotOptions): Bot {
  const { api, log } = options;
  const bot = new Bot(options.token, options.apiRoot ? { client: { apiRoot: options.apiRoot } } : {});

  const userId = (ctx: Context) => ctx.from?.id;

  bot.command('start', async (ctx) => {
    const from = userId(ctx);
    if (from === undefined) return;
    const code = ctx.match.trim();
    if (code) {
      try {
        const answer = await api.start({ start_code: code, telegram_user_id: from, chat_id: ctx.chat.id });
        const lines = [
          TEXTS.linked(answer.name),
          answer.bonus === 'granted' ? TEXTS.bonusGranted(answer.granted) : TEXTS.bonusAlready,
        ];
        lines.push(answer.alerts_allowed ? TEXTS.alertsOn : TEXTS.alertsNeedPlan);
        await ctx.reply(lines.join('\n'));
      } catch (error) {
        if (error instanceof ApiCallError && (error.status === 404 || error.status === 422))
          await ctx.reply(TEXTS.unknownCode);
        else throw error;
      }
      return;
    }
    const settings = await api.settings(from);
    if (!settings.linked) {
      await ctx.reply(TEXTS.welcome);
      return;
    }
    if (settings.stopped) {
      await api.settings(from, { stopped: false });
      await ctx.reply(TEXTS.resumed);
      return;
    }
    await ctx.reply(
      `${TEXTS.linked(settings.name)}\n${settings.alerts_allowed ? TEXTS.alertsOn : TEXTS.alertsNeedPlan}`,
    );
  });

  bot.command('stop', async (ctx) => {
    const from = userId(ctx);
    if (from === undefined) return;
    const settings = await api.settings(from);
    if (!settings.linked) await ctx.reply(TEXTS.notLinked);
    else if (settings.stopped) await ctx.reply(TEXTS.alreadyStopped);
    else {
      await api.settings(from, { stopped: true });
      await ctx.reply(TEXTS.stopped);
    }
  });

  bot.command('settings', async (ctx) => {
    const from = userId(ctx);
    if (from === undefined) return;
    const settings = await api.settings(from);
    if (!settings.linked) {
      await ctx.reply(TEXTS.notLinked);
      return;
    }
    await ctx.reply(settingsText(settings), { reply_markup: settingsKeyboard(settings) });
  });

  bot.command('help', (ctx) => ctx.reply(TEXTS.help));

  bot.callbackQuery(CALLBACK, async (ctx) => {
    const [, what, value] = ctx.match as RegExpMatchArray;
    const settings = await api.settings(ctx.from.id, { [what as AlertKind | 'stopped']: value === 'on' });
    if (!settings.linked) {
      await ctx.answerCallbackQuery({ text: TEXTS.notLinked, show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery({ text: TEXTS.toggled });
    try {
      await ctx.editMessageText(settingsText(settings), { reply_markup: settingsKeyboard(settings) });
    } catch (error) {
      // Two quick taps: «message is not modified» is not a failure.
      if (!(error instanceof GrammyError && /not modified/i.test(error.description))) throw error;
    }
  });

  // Anything else in a private chat: the help, so the user is never left without an answer.
  bot.on('message', (ctx) => (ctx.chat.type === 'private' ? ctx.reply(TEXTS.help) : undefined));

  bot.catch(async (error) => {
    log.error('update failed', {
      update_id: error.ctx.update.update_id,
      error: error.error instanceof Error ? error.error.message : String(error.error),
    });
    try {
      if (error.ctx.callbackQuery) await error.ctx.answerCallbackQuery({ text: TEXTS.error });
      else if (error.ctx.chat) await error.ctx.reply(TEXTS.error);
    } catch {
      /* Telegram unreachable as well: logged above */
    }
  });
  return bot;
}
