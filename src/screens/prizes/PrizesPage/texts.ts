import { formatCoins } from '../../../domain';

export const PRIZES_TEXT = {
  title: 'Призы',
  lead: 'Обменивайте монеты на подписку PRO и фирменные товары.',
  balance: 'Ваш баланс',
  coinHistory: 'История начислений',
  subscriptions: 'Подписка за монеты',
  special: 'Как получить больше монет',
  goods: 'Товары',
  faq: 'Вопросы и ответы',
  exchange: 'Обменять',
  shortfall: (missing: number) => `Не хватает ${formatCoins(missing)}`,
  price: 'Стоимость',
} as const;
