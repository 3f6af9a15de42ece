import type { SavedSurvey, SurveyEvent, SurveyOptions, SurveyState } from '../domain';
import { initialSurveyState, surveyReducer } from '../domain';

// Investor questionnaire fixtures: the option lists of GET /api/welcome_survey/answers_options and
// saved answers of GET /api/welcome_survey.

export const surveyOptions: SurveyOptions = {
  which_actives_you_use: [
    { key: 'shares_ru', title: 'Российские акции' },
    { key: 'shares_foreign', title: 'Иностранные акции' },
    { key: 'bonds', title: 'Облигации' },
    { key: 'funds', title: 'Фонды (БПИФ, ETF)' },
    { key: 'currency', title: 'Валюта' },
    { key: 'metals', title: 'Драгоценные металлы' },
    { key: 'derivatives', title: 'Фьючерсы и опционы' },
    { key: 'crypto', title: 'Криптовалюта' },
  ],
  annual_return_target_currency: [
    { key: 'rub', title: 'в рублях' },
    { key: 'usd', title: 'в долларах' },
  ],
  // Eleven brokers: halves of five give three chunks, so the eleventh joins the second column.
  brokers_where_you_have_accounts: [
    { key: 'tbank', title: 'Т-Инвестиции' },
    { key: 'sber', title: 'СберИнвестиции' },
    { key: 'vtb', title: 'ВТБ Мои Инвестиции' },
    { key: 'alfa', title: 'Альфа-Инвестиции' },
    { key: 'bcs', title: 'БКС Мир инвестиций' },
    { key: 'finam', title: 'Финам' },
    { key: 'gazprombank', title: 'Газпромбанк Инвестиции' },
    { key: 'psb', title: 'ПСБ Инвестиции' },
    { key: 'aton', title: 'Атон' },
    { key: 'freedom', title: 'Цифра брокер' },
    { key: 'other', title: 'Другой брокер' },
  ],
  when_invest_start: [
    { key: 'not_yet', title: 'Еще не начал' },
    { key: '2026', title: 'В 2026 году' },
    { key: '2025', title: 'В 2025 году' },
    { key: '2024', title: 'В 2024 году' },
    { key: '2022-2023', title: 'В 2022–2023 годах' },
    { key: '2018-2021', title: 'В 2018–2021 годах' },
    { key: 'before_2018', title: 'До 2018 года' },
  ],
};

/** Saved answers as the API sends them: values objects keyed by option key. */
export const savedSurvey: SavedSurvey = {
  when_invest_start: { values: { '2018-2021': '2018-2021' } },
  which_actives_you_use: { values: { shares_ru: 'shares_ru', bonds: 'bonds', funds: 'funds' } },
  brokers_where_you_have_accounts: { values: { tbank: 'tbank', finam: 'finam' } },
  annual_return_target_currency: { values: { rub: 'rub' } },
  annual_return_target_value: { values: { '20': '20' } },
};

/** States the app reaches by driving the domain reducer. */
const run = (state: SurveyState, ...events: SurveyEvent[]) => events.reduce(surveyReducer, state);
const pageLoaded = run(initialSurveyState('page'), { type: 'optionsLoaded', options: surveyOptions });
const empty = run(pageLoaded, { type: 'answersFailed' });
const prefilled = run(pageLoaded, { type: 'answersLoaded', saved: savedSurvey });
const withYear = run(empty, { type: 'setStartYear', key: '2024' });
const withAssets = run(withYear, { type: 'toggle', field: 'which_actives_you_use', key: 'shares_ru' });
const withTarget = run(withAssets, { type: 'setTarget', value: 30 });
export const surveyStates = {
  loading: initialSurveyState('page'),
  empty,
  prefilled,
  saving: run(prefilled, { type: 'save' }),
  saved: run(prefilled, { type: 'save' }, { type: 'saveSucceeded' }),
  saveFailed: run(prefilled, { type: 'save' }, { type: 'saveFailed' }),
  alertStartYear: run(empty, { type: 'save' }),
  alertAssets: run(withYear, { type: 'save' }),
  alertTarget: run(withAssets, { type: 'save' }),
  alertBroker: run(withTarget, { type: 'save' }),
  modal: surveyReducer(surveyReducer(initialSurveyState('modal'), { type: 'optionsLoaded', options: surveyOptions }), {
    type: 'answersFailed',
  }),
} satisfies Record<string, SurveyState>;
