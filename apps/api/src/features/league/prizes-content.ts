// Texts of the prize shop that are not prizes (the prizes are rows of the `prizes` table): the FAQ, the
// special cards (ways to earn coins) and the exchange's error answers.
import { MESSAGES, PRIZE_ERROR_PRO_ONLY, type FaqItem, type PrizeSpecialCard } from '@investradar/ui/domain';
import { MAX_STAKE, MIN_STAKE, TELEGRAM_BONUS_COINS } from './league-rules';

export const PRIZES_FAQ: FaqItem[] = [
  {
    q: 'Как заработать монеты?',
    a: `Делайте ставки на инвестидеи: от ${MIN_STAKE} до ${MAX_STAKE} монет на идею. За верный прогноз ставка возвращается с выигрышем ×1,8. Пользователям PRO монеты начисляются ежемесячно.`,
  },
  {
    q: 'Сколько идет доставка?',
    a: 'Доставка по России бесплатная и обычно занимает от 5 до 14 дней. Адрес мы уточним после обмена.',
  },
  {
    q: 'Что будет, если PRO уже подключен?',
    a: 'Подписка продлится на срок приза, начиная с даты окончания текущего доступа.',
  },
  { q: 'Можно ли вернуть монеты после обмена?', a: 'Нет, обмен окончательный. Проверьте выбор перед подтверждением.' },
];

export const PRIZES_SPECIAL_CARDS: PrizeSpecialCard[] = [
  {
    id: 'bets',
    title: 'Делайте ставки на идеи',
    description: 'Верный прогноз приносит выигрыш в монетах. Чем смелее ставка, тем больше выигрыш.',
    href: '/ideas',
    link_label: 'К инвестидеям',
  },
  {
    id: 'pro',
    title: '5 000 монет каждый месяц',
    description: 'Пользователям PRO монеты начисляются ежемесячно вместе с продлением подписки.',
    href: '/subscription/plans',
    link_label: 'Подключить PRO',
  },
  {
    id: 'bot',
    title: `${TELEGRAM_BONUS_COINS} монет за запуск бота`,
    description: 'Запустите бота в мессенджере и получите подарок на баланс.',
    href: '/bot',
    link_label: 'Запустить бота',
  },
];

/** can-exchange failures: error_code, error_message (the dialog's title) and error_description. */
export const EXCHANGE_ERRORS = {
  notFound: {
    error_code: 'error_prize_not_found',
    error_message: MESSAGES.prizeNotFound,
    error_description: 'Этого приза больше нет в магазине.',
  },
  proOnly: {
    error_code: PRIZE_ERROR_PRO_ONLY,
    error_message: MESSAGES.prizeProOnly,
    error_description: MESSAGES.prizeProOnlyDescription,
  },
  notEnough: {
    error_code: 'error_not_enough_coins',
    error_message: MESSAGES.notEnoughCoins,
    error_description: MESSAGES.notEnoughCoinsDescription,
  },
  outOfStock: {
    error_code: 'error_out_of_stock',
    error_message: 'Приз закончился',
    error_description: 'Этот приз уже разобрали. Загляните позже или выберите другой.',
  },
  lifetime: {
    error_code: 'error_lifetime',
    error_message: 'У Вас PRO доступ навсегда',
    error_description: 'Продлевать нечего: выберите товар из магазина.',
  },
} as const;
export type ExchangeError = (typeof EXCHANGE_ERRORS)[keyof typeof EXCHANGE_ERRORS];

/** The merch order's delivery address form. */
export const ADDRESS_MESSAGES = {
  orderNotFound: 'Заказ не найден',
  notNeeded: 'Адрес для этого заказа уже указан или не нужен',
  saved: 'Адрес доставки сохранен',
} as const;
