/** Russian interface texts used by several screen areas (texts the API also uses live in src/domain/messages.ts). */
// Imported as a namespace (`import * as sharedMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const minLength = (min: number) => `Не короче ${min} символов`;
export const date = 'Дата';
export const operation = 'Операция';
export const amount = 'Сумма';
export const proByPromocode = 'PRO по промокоду';
export const register = 'Зарегистрироваться';
export const publicOffer = 'публичной оферты';
export const yourForecast = 'Ваш прогноз';
export const placeBet = 'Сделать ставку';
export const result = 'Результат';
export const place = 'Место';
export const target = 'Цель';
export const potential = 'Потенциал';
export const expectedFall = 'Ожидаемое снижение';
export const horizon = 'Горизонт';
export const found = (count: string) => `Найдено ${count}`;
/** A count the server stopped at (the radar counts up to 1 000 matches). */
export const foundMoreThan = (count: string) => `Найдено более ${count}`;
export const sorting = 'Сортировка';
export const insiderDeals = 'Сделки инсайдеров';
export const perMonth = ' в месяц';
export const until = (date: string) => `до ${date}`;
export const billingProblem = 'Проблема с оплатой подписки';
export const selectedSuffix = ' (выбрано)';
export const paymentTestModeTitle = 'Тестовый режим оплаты';
export const paymentTestModeText =
  'Платежи сейчас тестовые: деньги не списываются, оплата проходит только с тестовыми картами платежного партнера.';
