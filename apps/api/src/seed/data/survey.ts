import type { SurveyQuestionKey } from '@investradar/ui/domain';

/** Questionnaire questions (docs/product/screens.md): kind decides how answers are validated and stored. */
export const SURVEY_QUESTIONS: ReadonlyArray<{ key: SurveyQuestionKey | 'annual_return_target_value'; title: string; kind: 'multi' | 'single' | 'number' }> = [
  { key: 'which_actives_you_use', title: 'Какие активы Вы используете в портфеле?', kind: 'multi' },
  { key: 'annual_return_target_currency', title: 'Валюта цели по годовой доходности', kind: 'single' },
  { key: 'annual_return_target_value', title: 'Цель по годовой доходности портфеля', kind: 'number' },
  { key: 'brokers_where_you_have_accounts', title: 'У каких брокеров у Вас есть счета?', kind: 'multi' },
  { key: 'when_invest_start', title: 'Когда Вы начали инвестировать?', kind: 'single' },
];

export const ASSET_OPTIONS: ReadonlyArray<readonly [key: string, title: string]> = [
  ['stocks', 'Акции'],
  ['bonds', 'Облигации'],
  ['funds', 'Фонды (БПИФ, ПИФ)'],
  ['currency', 'Валюта'],
  ['metals', 'Драгоценные металлы'],
  ['derivatives', 'Фьючерсы и опционы'],
  ['deposits', 'Вклады и депозиты'],
  ['real_estate', 'Недвижимость'],
  ['crypto', 'Цифровые активы'],
];

export const CURRENCY_OPTIONS: ReadonlyArray<readonly [key: string, title: string]> = [
  ['rub', 'Рубли'],
  ['usd', 'Доллары'],
  ['eur', 'Евро'],
  ['cny', 'Юани'],
];

/** Years from the current one back to 2010, then «earlier». */
export function startYearOptions(now = new Date()): Array<readonly [key: string, title: string]> {
  const years: Array<readonly [string, string]> = [];
  for (let year = now.getUTCFullYear(); year >= 2010; year -= 1) years.push([String(year), `${year} год`]);
  years.push(['earlier', 'Раньше 2010 года']);
  return years;
}
