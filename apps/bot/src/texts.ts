// Every text the bot writes, in Russian. The bonus wording follows the site's bonus popup (the domain's
// MESSAGES.bonusText: «Запустите бота в мессенджере и получите в подарок 500 монет.»); what the
// bot sends follows the site's page /bot (apps/api/content/pages/bot.md). The spec itself names the
// bot's plan («12-month bot 1068», «Premium bot: bot PRO») but gives no Russian text for the bot.
import type { AlertKind, Settings } from './api-client';

export const ALERT_KIND_TITLES: Record<AlertKind, string> = {
  portfolio: 'События портфеля',
  ideas: 'Новые идеи по сохраненным фильтрам',
  insiders: 'Кластерные покупки инсайдеров по бумагам портфеля',
};

const ABOUT =
  'Бот присылает новые идеи, сделки инсайдеров и события Вашего портфеля сразу, как они появляются, — не нужно заходить на сайт.';

export const TEXTS = {
  welcome:
    `Здравствуйте! Это бот Инвестрадара.\n${ABOUT}\n\n` +
    'Чтобы привязать аккаунт, откройте ссылку «Запустить бота» в личном кабинете на сайте: за запуск бота — 500 монет в подарок.',
  help:
    `${ABOUT}\n\n` +
    'Команды:\n' +
    '/start — привязать аккаунт (по ссылке с сайта) или снова включить уведомления\n' +
    '/settings — какие уведомления включены\n' +
    '/stop — остановить уведомления\n' +
    '/help — эта справка\n\n' +
    'Уведомления входят в тариф «Бот» (PRO с ботом).',
  linked: (name: string) => `Аккаунт «${name}» привязан.`,
  bonusGranted: (coins: number) => `Бонус за подключение Telegram-бота: +${coins} монет.`,
  bonusAlready: 'Бонус за подключение бота уже получен.',
  unknownCode: 'Ссылка недействительна. Откройте ссылку «Запустить бота» в личном кабинете на сайте еще раз.',
  alertsOn: 'Уведомления включены. Настроить их: /settings',
  alertsNeedPlan:
    'Уведомления доступны на тарифе «Бот» (PRO с ботом). Оформить его можно на сайте в разделе «Подписка».',
  resumed: 'Уведомления снова включены. Настроить их: /settings',
  notLinked: 'Аккаунт не привязан. Откройте ссылку «Запустить бота» в личном кабинете на сайте.',
  stopped: 'Уведомления остановлены. Включить их снова: /start',
  alreadyStopped: 'Уведомления уже остановлены. Включить их снова: /start',
  settingsTitle: 'Уведомления бота',
  settingsStopped: 'Сейчас уведомления остановлены: /start включит их снова.',
  settingsHint: 'Нажмите на строку, чтобы включить или выключить уведомления.',
  on: 'включено',
  off: 'выключено',
  toggled: 'Сохранено',
  error: 'Произошла ошибка. Попробуйте операцию позже.',
} as const;

export function settingsText(settings: Settings): string {
  const lines = [`${TEXTS.settingsTitle} (${settings.name}):`];
  for (const kind of Object.keys(ALERT_KIND_TITLES) as AlertKind[]) {
    lines.push(
      `${settings.alerts[kind] ? '✅' : '⬜️'} ${ALERT_KIND_TITLES[kind]} — ${settings.alerts[kind] ? TEXTS.on : TEXTS.off}`,
    );
  }
  if (!settings.alerts_allowed) lines.push('', TEXTS.alertsNeedPlan);
  else if (settings.stopped) lines.push('', TEXTS.settingsStopped);
  else lines.push('', TEXTS.settingsHint);
  return lines.join('\n');
}
