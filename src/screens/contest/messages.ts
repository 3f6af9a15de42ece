/** Russian interface texts of the contest screens, keyed by what they are; the components read them from here. */
export const contestMessages = {
  // BetDialog
  betDialogTitle: 'Ставка на идею',
  stakeLabel: 'Ставка, монет',
  stakeHint: (min: number, max: string, balance: string, coins: string) => `От ${min} до ${max}. На балансе ${balance} ${coins}.`,
  payoutHint: (payout: string, coins: string) => `Если прогноз сбудется, вернется ${payout} ${coins}.`,
  placingBet: 'Ставим...',
  // CoinHistory, ContestPage
  coinHistory: 'История начислений',
  // CoinHistory
  coinHistoryCaption: 'Начисления и списания монет',
  loadingHistory: 'Загружаем историю…',
  coins: 'Монеты',
  historyPagination: 'Страницы истории',
  // ContestPage
  contestLead: 'Ставьте монеты на инвестидеи: верите в идею или нет. За верный прогноз начисляется выигрыш.',
  loadingBets: 'Загружаем ставки…',
  balance: 'Баланс',
  ratingPlace: 'Место в рейтинге',
  placeOfTotal: (place: string, total: string) => `${place} из ${total}`,
  noPlace: 'Нет места',
  noPlaceHint: 'Сделайте первую ставку, чтобы попасть в рейтинг.',
  profit: 'Прибыль',
  since: (date: string) => `с ${date}`,
  exchangeForPrizes: 'Обменять на призы',
  bets: 'Ставки',
  idea: 'Идея',
  bet: 'Ставка',
  noBets: 'Вы еще не делали ставок.',
  chooseIdea: 'Выбрать идею',
  betsPagination: 'Страницы ставок',
  // BetChoiceIcon
  believe: 'Верю',
  notBelieve: 'Не верю',
  // Also in src/domain/messages.ts; kept here so the screen does not load the whole shared MESSAGES object.
  prizeCancel: 'Отмена',
} as const;
