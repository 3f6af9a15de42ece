/** Russian interface texts of the contest screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as contestMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// BetDialog
export const betDialogTitle = 'Ставка на идею';
export const stakeLabel = 'Ставка, монет';
export const stakeHint = (min: number, max: string, balance: string, coins: string) =>
  `От ${min} до ${max}. На балансе ${balance} ${coins}.`;
export const payoutHint = (payout: string, coins: string) => `Если прогноз сбудется, вернется ${payout} ${coins}.`;
export const placingBet = 'Ставим...';
// CoinHistory, ContestPage
export const coinHistory = 'История начислений';
// CoinHistory
export const coinHistoryCaption = 'Начисления и списания монет';
export const loadingHistory = 'Загружаем историю…';
export const coins = 'Монеты';
export const historyPagination = 'Страницы истории';
// ContestPage
export const contestLead =
  'Ставьте монеты на инвестидеи: верите в идею или нет. За верный прогноз начисляется выигрыш.';
export const loadingBets = 'Загружаем ставки…';
export const balance = 'Баланс';
export const ratingPlace = 'Место в рейтинге';
export const placeOfTotal = (place: string, total: string) => `${place} из ${total}`;
export const noPlace = 'Нет места';
export const noPlaceHint = 'Сделайте первую ставку, чтобы попасть в рейтинг.';
export const placeAfterFirstClose = 'Место появится, когда закроется первая ставка.';
export const profit = 'Прибыль';
export const since = (date: string) => `с ${date}`;
export const exchangeForPrizes = 'Обменять на призы';
export const bets = 'Ставки';
export const idea = 'Идея';
export const bet = 'Ставка';
export const noBets = 'Вы еще не делали ставок.';
export const chooseIdea = 'Выбрать идею';
export const betsPagination = 'Страницы ставок';
// BetChoiceIcon
export const believe = 'Верю';
export const notBelieve = 'Не верю';
// Also in src/domain/messages.ts; kept here so the screen does not load the whole shared MESSAGES object.
export const prizeCancel = 'Отмена';
// Notices of the app
export const betAccepted = 'Ставка принята';
