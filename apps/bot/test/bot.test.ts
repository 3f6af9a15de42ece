// End to end: a fake Telegram Bot API server (test/fake-telegram.ts) ⇄ the bot (long polling and
// webhook) ⇄ a real API instance on PGlite and PostgreSQL. Updates in, messages out; the bonus once;
// alerts once.
import { createServer } from 'node:net';
import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeClusters } from '../../api/src/features/insider-radar/insider-clusters.repository';
import { runAlertsJob } from '../src/alerts';
import { createApiClient } from '../src/api-client';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/log';
import { startBot, type RunningBot } from '../src/service';
import { BOT_SECRET, ideaInsert, PUBLIC_URL, rows, startApi, type Backend, type RunningApi } from './api-harness';
import { callbackUpdate, startFakeTelegram, textUpdate, type FakeTelegram } from './fake-telegram';

const TOKEN = '123456:TEST-token_for-the-fake-server';
const BOT_TG = { id: 111_000_111, first_name: 'Ирина' };
const FREE_TG = { id: 222_000_222, first_name: 'Петр' };
const log = createLogger({ silent: true });

function config(api: RunningApi, telegram: FakeTelegram, extra: Record<string, string> = {}) {
  return loadConfig({
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_BOT_SECRET: BOT_SECRET,
    API_URL: api.url,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    BOT_ALERTS_INTERVAL_MS: '0',
    ...extra,
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function coins(api: RunningApi, userId: number) {
  const [row] = await rows<{ coins: number; bonuses: number }>(
    api.db,
    `SELECT u.coins, (SELECT count(*)::int FROM coin_ledger l WHERE l.user_id = u.id AND l.reason = 'telegram_bonus') AS bonuses FROM users u WHERE u.id = ${userId}`,
  );
  return row!;
}

const backends: Backend[] = process.env.SKIP_POSTGRES === '1' ? ['PGlite'] : ['PGlite', 'PostgreSQL'];

describe.each(backends)('Telegram bot end to end [%s]', (backend) => {
  let api: RunningApi;
  let telegram: FakeTelegram;
  let bot: RunningBot | undefined;

  beforeAll(async () => {
    api = await startApi(backend);
    telegram = await startFakeTelegram(TOKEN);
  });
  afterAll(async () => {
    await bot?.stop();
    await telegram?.close();
    await api?.close();
  });

  /** The replies to one user's chat after `count` earlier ones. */
  const replies = (chat: { id: number }, after: number, count = 1) =>
    telegram.waitFor(() => {
      const sent = telegram.sent(chat.id);
      return sent.length >= after + count ? sent.slice(after) : undefined;
    });

  it('long polling: /start <code> links the account and grants 500 coins once, even when sent twice', async () => {
    bot = await startBot(config(api, telegram), log);
    expect(bot.mode).toBe('polling');
    // grammY drops a webhook left behind before polling, and the menu gets the Russian commands.
    expect(telegram.calls.map((c) => c.method)).toEqual(['getMe', 'setMyCommands', 'deleteWebhook']);
    const before = await coins(api, api.ids.botUser);

    telegram.push(textUpdate(BOT_TG, '/start botcode1'));
    const [first] = await replies(BOT_TG, 0);
    expect(first!.text).toBe(
      'Аккаунт «Ирина Ботова» привязан.\nБонус за подключение Telegram-бота: +500 монет.\nУведомления включены. Настроить их: /settings',
    );
    expect(await coins(api, api.ids.botUser)).toEqual({ coins: before.coins + 500, bonuses: 1 });

    telegram.push(textUpdate(BOT_TG, '/start botcode1'));
    const [second] = await replies(BOT_TG, 1);
    expect(second!.text).toContain('Бонус за подключение бота уже получен.');
    expect(await coins(api, api.ids.botUser)).toEqual({ coins: before.coins + 500, bonuses: 1 });

    const [link] = await rows<{ telegram_user_id: string; chat_id: string }>(
      api.db,
      `SELECT telegram_user_id, chat_id FROM telegram_links WHERE user_id = ${api.ids.botUser}`,
    );
    expect(link).toEqual({ telegram_user_id: String(BOT_TG.id), chat_id: String(BOT_TG.id) });
  });

  it('the same code sent twice at once still grants the bonus once', async () => {
    const client = createApiClient({ apiUrl: api.url, secret: BOT_SECRET });
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.start({ start_code: 'freecode1', telegram_user_id: FREE_TG.id, chat_id: FREE_TG.id })),
    );
    expect(answers.map((a) => a.bonus).sort()).toEqual(['already_received', 'already_received', 'granted']);
    expect((await coins(api, api.ids.freeUser)).bonuses).toBe(1);
    // A free account is linked but told that alerts need the bot plan.
    telegram.push(textUpdate(FREE_TG, '/start'));
    const [reply] = await replies(FREE_TG, 0);
    expect(reply!.text).toContain('Уведомления доступны на тарифе «Бот» (PRO с ботом).');
  });

  it('an unknown code, a wrong secret and /help', async () => {
    telegram.push(textUpdate({ id: 333 }, '/start nosuchcode'));
    expect((await replies({ id: 333 }, 0))[0]!.text).toBe(
      'Ссылка недействительна. Откройте ссылку «Запустить бота» в личном кабинете на сайте еще раз.',
    );
    telegram.push(textUpdate({ id: 333 }, '/help'));
    expect((await replies({ id: 333 }, 1))[0]!.text).toContain('/stop — остановить уведомления');
    const wrong = await fetch(`${api.url}/api/telegram/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-secret': 'wrong' },
      body: JSON.stringify({ start_code: 'botcode1', telegram_user_id: 333, chat_id: 333 }),
    });
    expect(wrong.status).toBe(401);
  });

  it('/settings shows the alerts with inline toggles; a tap turns one off and on', async () => {
    const seen = telegram.sent(BOT_TG.id).length;
    telegram.push(textUpdate(BOT_TG, '/settings'));
    const [settings] = await replies(BOT_TG, seen);
    expect(settings!.text).toContain('✅ События портфеля — включено');
    expect(settings!.text).toContain('✅ Новые идеи по сохраненным фильтрам — включено');
    const buttons = settings!.reply_markup!.inline_keyboard!.flat().map((b) => b.callback_data);
    expect(buttons).toEqual(['alerts:portfolio:off', 'alerts:ideas:off', 'alerts:insiders:off', 'alerts:stopped:on']);

    const edits = () => telegram.calls.filter((c) => c.method === 'editMessageText');
    const editsBefore = edits().length;
    telegram.push(callbackUpdate(BOT_TG, 'alerts:ideas:off'));
    const edit = await telegram.waitFor(() => edits()[editsBefore]);
    expect(edit.payload.text).toContain('⬜️ Новые идеи по сохраненным фильтрам — выключено');
    expect(telegram.calls.some((c) => c.method === 'answerCallbackQuery' && c.payload.text === 'Сохранено')).toBe(true);
    const [off] = await rows<{ ideas_since: unknown }>(
      api.db,
      `SELECT ideas_since FROM telegram_links WHERE user_id = ${api.ids.botUser}`,
    );
    expect(off!.ideas_since).toBeNull();

    telegram.push(callbackUpdate(BOT_TG, 'alerts:ideas:on'));
    const back = await telegram.waitFor(() => edits()[editsBefore + 1]);
    expect(back.payload.text).toContain('✅ Новые идеи по сохраненным фильтрам — включено');
  });

  it('the alerts job sends portfolio events, matching new ideas and cluster buys once, to bot PRO only', async () => {
    // Alerts count from the moment each kind was turned on: back-date the link so the events below are after it.
    await api.db.execute(
      `UPDATE telegram_links SET portfolio_since = now() - interval '1 minute', ideas_since = now() - interval '1 minute', insiders_since = now() - interval '1 minute'`,
    );
    await api.db.execute(`
      INSERT INTO portfolio_updates (portfolio_id, idea_id, event, event_txt)
      SELECT id, ${api.ids.portfolioIdea}, 'target_changed', 'Целевая цена изменена: 130 ₽' FROM portfolios`);
    await api.db.execute(ideaInsert(api.ids.gazp, 'Газпром: дивиденды', 35));
    await api.db.execute(ideaInsert(api.ids.gazp, 'Газпром: слабая идея', 5));
    const insiders = await rows<{ id: number }>(
      api.db,
      `INSERT INTO insiders (name, position, stock_id) VALUES ('Иванов И. И.', 'Член правления', ${api.ids.sber}), ('Петров П. П.', 'Член совета директоров', ${api.ids.sber}), ('Сидоров С. С.', 'Финансовый директор', ${api.ids.sber}) RETURNING id`,
    );
    for (const [index, insider] of insiders.entries()) {
      await api.db.execute(`
        INSERT INTO insider_deals (insider_id, stock_id, kind, code, acquired_disposed, shares, price, value, deal_date, filed_at)
        VALUES (${insider.id}, ${api.ids.sber}, 'buy', 'P', 'A', '1000', '300', '300000', current_date - ${index}::int, current_date)`);
    }
    await recomputeClusters(api.db);

    const seenBot = telegram.sent(BOT_TG.id).length;
    const seenFree = telegram.sent(FREE_TG.id).length;
    await bot!.runAlerts();
    const alerts = telegram
      .sent(BOT_TG.id)
      .slice(seenBot)
      .map((m) => m.text);
    expect(alerts).toHaveLength(3);
    expect(alerts[0]).toBe(
      `Событие в портфеле: Сбербанк: рост кредитования (SBER)\nЦелевая цена изменена: 130 ₽\n${PUBLIC_URL}/ideas/${api.ids.portfolioIdea}`,
    );
    expect(alerts[1]).toMatch(
      /^Новая идея по фильтру «Потенциал от 20 %»: Газпром: дивиденды\nGAZP · Газпром\nЦель: 135 ₽ \(потенциал 35 %\), горизонт 180 дн\.\n/,
    );
    expect(alerts[2]).toMatch(
      /^Кластерная покупка инсайдеров: SBER \(Сбербанк\)\n3 сделки, .+: Иванов И\. И\., Петров П\. П\., Сидоров С\. С\. купили акции на 900\s000 ₽\n/,
    );
    expect(alerts[2]).toContain(`${PUBLIC_URL}/insider-radar/deals?ticker=SBER&cluster=1`);
    expect(telegram.sent(FREE_TG.id).length).toBe(seenFree);

    // Run again, and twice at once (two bots): nothing is sent twice.
    await bot!.runAlerts();
    const other = {
      api: createApiClient({ apiUrl: api.url, secret: BOT_SECRET }),
      telegram: new Api(TOKEN, { apiRoot: telegram.apiRoot }),
      log,
    };
    await Promise.all([runAlertsJob(other), runAlertsJob(other), bot!.runAlerts()]);
    expect(telegram.sent(BOT_TG.id).length).toBe(seenBot + 3);

    // A new event while two jobs run at once: sent exactly once.
    await api.db.execute(
      `INSERT INTO portfolio_updates (portfolio_id, idea_id, event, event_txt) SELECT id, ${api.ids.portfolioIdea}, 'target_reached', 'Цель достигнута' FROM portfolios WHERE user_id = ${api.ids.botUser}`,
    );
    await Promise.all([runAlertsJob(other), runAlertsJob(other)]);
    expect(
      telegram
        .sent(BOT_TG.id)
        .slice(seenBot + 3)
        .map((m) => m.text.split('\n')[1]),
    ).toEqual(['Цель достигнута']);
    const [counts] = await rows<{ sent: number; other: number }>(
      api.db,
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status <> 'sent')::int AS other FROM telegram_alerts`,
    );
    expect(counts).toEqual({ sent: 4, other: 0 });
  });

  it('/stop stops the alerts, /start resumes them from now; a user who blocked the bot is stopped', async () => {
    const seen = telegram.sent(BOT_TG.id).length;
    telegram.push(textUpdate(BOT_TG, '/stop'));
    expect((await replies(BOT_TG, seen))[0]!.text).toBe('Уведомления остановлены. Включить их снова: /start');
    await api.db.execute(
      `INSERT INTO portfolio_updates (portfolio_id, idea_id, event, event_txt) SELECT id, ${api.ids.portfolioIdea}, 'idea_closed', 'Идея закрыта с прибылью' FROM portfolios WHERE user_id = ${api.ids.botUser}`,
    );
    await bot!.runAlerts();
    expect(telegram.sent(BOT_TG.id).length).toBe(seen + 1);

    telegram.push(textUpdate(BOT_TG, '/start'));
    expect((await replies(BOT_TG, seen + 1))[0]!.text).toBe('Уведомления снова включены. Настроить их: /settings');
    await bot!.runAlerts();
    // What happened during the pause is not sent afterwards.
    expect(telegram.sent(BOT_TG.id).length).toBe(seen + 2);

    // The user blocks the bot: Telegram answers 403, the alert fails for good and the link stops.
    await api.db.execute(
      `INSERT INTO portfolio_updates (portfolio_id, idea_id, event, event_txt) SELECT id, ${api.ids.portfolioIdea}, 'target_changed', 'Целевая цена изменена: 140 ₽' FROM portfolios WHERE user_id = ${api.ids.botUser}`,
    );
    telegram.refusals.set(String(BOT_TG.id), {
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    });
    await bot!.runAlerts();
    telegram.refusals.clear();
    const [state] = await rows<{ status: string; stopped: boolean }>(
      api.db,
      `SELECT a.status, l.stopped_at IS NOT NULL AS stopped FROM telegram_alerts a JOIN telegram_links l ON l.user_id = a.user_id ORDER BY a.id DESC LIMIT 1`,
    );
    expect(state).toEqual({ status: 'failed', stopped: true });
  });

  it('webhook mode: setWebhook with a secret token; updates posted to it are answered, a wrong token is refused', async () => {
    await bot!.stop();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/telegram/webhook`;
    bot = await startBot(
      config(api, telegram, {
        BOT_WEBHOOK_URL: url,
        BOT_WEBHOOK_SECRET: 'hook-secret_1',
        BOT_PORT: String(port),
        BOT_HOST: '127.0.0.1',
      }),
      log,
    );
    expect(bot.mode).toBe('webhook');
    expect(telegram.webhook).toEqual({ url, secret: 'hook-secret_1' });

    const seen = telegram.sent(BOT_TG.id).length;
    expect(await telegram.deliver(textUpdate(BOT_TG, '/start'))).toBe(200);
    expect((await replies(BOT_TG, seen))[0]!.text).toBe('Уведомления снова включены. Настроить их: /settings');
    expect(await telegram.deliver(textUpdate(BOT_TG, '/settings'))).toBe(200);
    expect((await replies(BOT_TG, seen + 1))[0]!.text).toContain('Уведомления бота (Ирина Ботова):');

    expect(await telegram.deliver(textUpdate(BOT_TG, '/help'), 'wrong-secret')).toBe(401);
    expect(await telegram.deliver(textUpdate(BOT_TG, '/help'), null)).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    expect(telegram.sent(BOT_TG.id).length).toBe(seen + 2);

    // Alerts go out in webhook mode too.
    await api.db.execute(
      `INSERT INTO portfolio_updates (portfolio_id, idea_id, event, event_txt) SELECT id, ${api.ids.portfolioIdea}, 'target_changed', 'Целевая цена изменена: 150 ₽' FROM portfolios WHERE user_id = ${api.ids.botUser}`,
    );
    await bot.runAlerts();
    expect(telegram.sent(BOT_TG.id).at(-1)!.text).toContain('Целевая цена изменена: 150 ₽');
  });
});
