/** Russian interface texts of LeagueRules, keyed by what they are (the pages area's shared ones: ../messages.ts). */
// Imported as a namespace (`import * as leagueRulesMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const prizesExchangePrefix = 'Монеты обмениваются на призы в разделе ';
export const prizesExchangeSuffix =
  ': мерч с бесплатной доставкой по России и продление PRO доступа. Обмен окончательный, монеты за него не возвращаются.';
export const coinsNotMoneyPrefix =
  'Монеты — бонусные баллы конкурса, они не являются деньгами и не выводятся. Полные условия — в';
export const publicOfferLink = 'публичной оферте';
export const contestTitle = 'Конкурс прогнозов';
export const leaguePrefix = 'Лига ';
export const rulesSuffix = ': правила';
export const contestLead =
  'Соревнуйтесь с другими инвесторами в точности прогнозов: ставьте монеты на идеи, поднимайтесь в рейтинге лиги и меняйте выигрыш на призы.';
export const participate = 'Участвовать';
export const placeBet = 'Сделать ставку';
export const stepChooseIdea = 'Выберите идею';
export const stepChooseIdeaText = 'В ленте идей откройте любую открытую идею брокера или аналитика.';
export const stepPlaceBet = 'Сделайте ставку';
export const stepPlaceBetText =
  'На карточке или странице идеи нажмите «Сделать ставку», выберите «Верю», если считаете, что цена дойдет до цели в срок, или «Не верю», если нет, и укажите, сколько монет поставить. Кнопки «Верю» и «Не верю» на карточке — бесплатный голос, не ставка.';
export const stepWaitForClose = 'Дождитесь закрытия';
export const stepWaitForCloseText = (notClosed: string) =>
  `Пока идея открыта, в разделе «Мои ставки» написано «${notClosed}». Когда идея закрывается, ставка выигрывает или проигрывает.`;
export const stepExchangeCoins = 'Обменяйте монеты на призы';
export const stepExchangeCoinsText = 'Накопленные монеты меняются на мерч и продление PRO доступа.';
export const howToParticipate = 'Как участвовать';
export const winAndLoss = 'Выигрыш и проигрыш';
export const winText =
  'Ставка выигрывает, если идея закрылась так, как Вы прогнозировали: «Верю» — цель достигнута, «Не верю» — идея закрыта без достижения цели. Выигрыш зачисляется на баланс со знаком «+».';
export const lossText = 'Если прогноз не сбылся, ставка списывается: в истории она показана со знаком «−».';
export const oneBetPerIdea = 'На одну идею можно сделать одну ставку; изменить или отменить ее нельзя.';
export const whereCoinsComeFrom = 'Откуда берутся монеты';
export const coinsFreePlanPrefix = 'Бесплатный тариф — ';
export const coinsProSeparator = ' монет, PRO — ';
export const coinsMonthlySuffix = ' монет; пользователям PRO монеты начисляются ежемесячно.';
export const coinsBotGiftPrefix = 'За запуск бота в мессенджере — подарок ';
export const coinsBotGiftSuffix = ' монет.';
export const coinsFromWins = 'Выигрыши по ставкам. История начислений — в разделе «Мои ставки».';
export const connectProLink = 'Подключите PRO';
export const connectProSuffix = ', чтобы получать больше монет каждый месяц.';
export const leagueRating = 'Рейтинг лиги';
export const leagueRatingText =
  'Место в лиге определяется прибылью в монетах: сумма выигрышей минус проигранные ставки. Прибыль считается с 1 февраля 2021 года. При равной прибыли выше тот, у кого больше закрытых ставок.';
export const participant = 'Участник';
export const profitCoins = 'Прибыль, монет';
export const betsCount = 'Ставок';
export const guessed = 'Угадано';
export const leagueTable = 'Таблица лиги';
export const yourPlacePrefix = 'Ваше место: ';
export const ofTotal = (total: string) => ` из ${total}`;
export const leagueTableCaption = 'Лидеры лиги по прибыли в монетах';
export const leagueTableEmpty = 'Пока ни одна ставка не закрыта — таблица появится после первых результатов.';
export const menuPrizes = 'Призы';
export const menuBets = 'Мои ставки';
// Page head (PageMeta of the app)
export const leagueTitle = 'Лига инвестидей: правила и рейтинг';
export const leagueDescription =
  'Конкурс прогнозов Инвестрадара: ставьте монеты на идеи аналитиков, выигрывайте за верный прогноз и обменивайте монеты на PRO и призы.';
/** The {product} of /konkurs-liga-{product} as its rules name it («Лига инвестидей»). */
export const leagueProductTitle = 'инвестидей';
