import { describe, expect, it } from 'vitest';
import type { SurveyOptions } from '../schemas/survey';
import {
  brokerColumns,
  decodeSavedSurvey,
  emptySurveyAnswers,
  encodeSurvey,
  initialSurveyState,
  loginRedirectPath,
  surveyReducer,
  surveySubmitLabel,
  type SurveyEvent,
  type SurveyState,
} from './survey';

const options: SurveyOptions = {
  which_actives_you_use: [
    { key: 'stocks', title: 'Акции' },
    { key: 'bonds', title: 'Облигации' },
    { key: 'etf', title: 'Фонды' },
  ],
  annual_return_target_currency: [
    { key: 'rub', title: 'Рубли' },
    { key: 'usd', title: 'Доллары' },
  ],
  brokers_where_you_have_accounts: [
    { key: 'tinkoff', title: 'Т-Инвестиции' },
    { key: 'sber', title: 'СберИнвестиции' },
    { key: 'vtb', title: 'ВТБ Мои Инвестиции' },
  ],
  when_invest_start: [
    { key: '2015', title: 'До 2016' },
    { key: '2019', title: '2019' },
    { key: '2024', title: '2024' },
  ],
};

const run = (events: SurveyEvent[], from: SurveyState) => events.reduce(surveyReducer, from);
const readyPage = () =>
  run([{ type: 'optionsLoaded', options }, { type: 'answersFailed' }], initialSurveyState('page'));

describe('welcome-survey encoding (docs/product/entities.md, docs/product/calls.md)', () => {
  it('single values go out as one-item lists', () => {
    expect(
      encodeSurvey({
        when_invest_start: '2019',
        which_actives_you_use: ['stocks', 'etf'],
        brokers_where_you_have_accounts: ['sber'],
        annual_return_target_currency: 'usd',
        annual_return_target_value: 30,
      }),
    ).toEqual({
      when_invest_start: ['2019'],
      which_actives_you_use: ['stocks', 'etf'],
      brokers_where_you_have_accounts: ['sber'],
      annual_return_target_currency: ['usd'],
      annual_return_target_value: [30],
    });
  });
  it("defaults: currency 'rub', target 0", () => {
    expect(emptySurveyAnswers).toMatchObject({ annual_return_target_currency: 'rub', annual_return_target_value: 0 });
    expect(
      encodeSurvey({ ...emptySurveyAnswers, annual_return_target_currency: '', annual_return_target_value: 'x' }),
    ).toMatchObject({
      when_invest_start: [''],
      annual_return_target_currency: ['rub'],
      annual_return_target_value: [0],
    });
  });
  it('«the first key is used for single-choice, all keys for multi-choice»', () => {
    expect(
      decodeSavedSurvey({
        when_invest_start: { values: { '2019': '2019', '2024': '2024' } },
        which_actives_you_use: { values: { stocks: 'Акции', bonds: 'Облигации' } },
        brokers_where_you_have_accounts: { values: { vtb: 1 } },
        annual_return_target_currency: { values: { usd: 'Доллары', rub: 'Рубли' } },
        annual_return_target_value: { values: { '40': 40 } },
      }),
    ).toEqual({
      when_invest_start: '2019',
      which_actives_you_use: ['stocks', 'bonds'],
      brokers_where_you_have_accounts: ['vtb'],
      annual_return_target_currency: 'usd',
      annual_return_target_value: 40,
    });
  });
  it('missing answers take the defaults', () => {
    expect(decodeSavedSurvey({})).toEqual(emptySurveyAnswers);
    expect(decodeSavedSurvey(null)).toEqual(emptySurveyAnswers);
    expect(decodeSavedSurvey({ annual_return_target_value: { values: { abc: 1 } } }).annual_return_target_value).toBe(
      0,
    );
  });
});

describe('brokers in two columns — «if the split yields three chunks the third is merged into the second»', () => {
  it.each([
    [0, [0, 0]],
    [1, [1, 0]],
    [2, [1, 1]],
    [3, [1, 2]],
    [4, [2, 2]],
    [5, [2, 3]],
    [9, [4, 5]],
  ])('%d brokers → %j', (count, sizes) => {
    const list = Array.from({ length: count }, (_, i) => i);
    const [left, right] = brokerColumns(list);
    expect([left.length, right.length]).toEqual(sizes);
    expect([...left, ...right]).toEqual(list);
  });
});

describe('questionnaire flow (docs/product/flows.md)', () => {
  it('loads option lists, then saved answers, and pre-fills; then ready + data-complete', () => {
    let state = initialSurveyState('modal');
    expect(state.phase).toBe('loadingOptions');
    state = surveyReducer(state, { type: 'optionsLoaded', options });
    expect(state.phase).toBe('loadingAnswers');
    expect(state.dataComplete).toBe(false);
    state = surveyReducer(state, {
      type: 'answersLoaded',
      saved: {
        when_invest_start: { values: { '2019': '' } },
        which_actives_you_use: { values: { stocks: '', crypto: '' } },
        brokers_where_you_have_accounts: { values: { sber: '' } },
        annual_return_target_currency: { values: { usd: '' } },
        annual_return_target_value: { values: { '20': '' } },
      },
    });
    expect(state).toMatchObject({ phase: 'ready', dataComplete: true });
    // A saved key that is no longer an option is dropped.
    expect(state.answers).toEqual({
      when_invest_start: '2019',
      which_actives_you_use: ['stocks'],
      brokers_where_you_have_accounts: ['sber'],
      annual_return_target_currency: 'usd',
      annual_return_target_value: 20,
    });
  });

  it('saved single answers outside the options fall back to defaults', () => {
    const state = run(
      [
        { type: 'optionsLoaded', options },
        {
          type: 'answersLoaded',
          saved: {
            when_invest_start: { values: { '1990': '' } },
            annual_return_target_currency: { values: { eur: '' } },
          },
        },
      ],
      initialSurveyState('page'),
    );
    expect(state.answers).toMatchObject({ when_invest_start: null, annual_return_target_currency: 'rub' });
  });

  it('«ready … whether or not the saved-answers call succeeded»', () => {
    expect(readyPage()).toMatchObject({ phase: 'ready', dataComplete: true, answers: emptySurveyAnswers });
  });

  it('an options failure still finishes loading, with empty lists', () => {
    const state = surveyReducer(initialSurveyState('page'), { type: 'optionsFailed' });
    expect(state).toMatchObject({ phase: 'ready', dataComplete: true });
    expect(state.options?.when_invest_start).toEqual([]);
  });

  it('validation alerts in the spec order and makes no call', () => {
    let state = surveyReducer(readyPage(), { type: 'save' });
    expect(state).toMatchObject({ busy: false, alert: 'Пожалуйста укажите год когда вы начали инвестировать?' });
    state = run([{ type: 'setStartYear', key: '2019' }, { type: 'save' }], state);
    expect(state.alert).toBe('Пожалуйста укажите какие активы используете в портфеле?');
    state = run([{ type: 'toggle', field: 'which_actives_you_use', key: 'stocks' }, { type: 'save' }], state);
    expect(state.alert).toBe('Пожалуйста укажите цель по годовой доходности портфеля?');
    state = run([{ type: 'setTarget', value: 30 }, { type: 'save' }], state);
    expect(state.alert).toBe('Пожалуйста укажите брокера(ов) у которого у Вас есть счет(а)?');
    state = run(
      [
        { type: 'dismissAlert' },
        { type: 'toggle', field: 'brokers_where_you_have_accounts', key: 'vtb' },
        { type: 'save' },
      ],
      state,
    );
    expect(state).toMatchObject({ busy: true, alert: null });
    expect(encodeSurvey(state.answers)).toEqual({
      when_invest_start: ['2019'],
      which_actives_you_use: ['stocks'],
      brokers_where_you_have_accounts: ['vtb'],
      annual_return_target_currency: ['rub'],
      annual_return_target_value: [30],
    });
  });

  const filled = (mode: 'page' | 'modal') =>
    run(
      [
        { type: 'optionsLoaded', options },
        { type: 'answersFailed' },
        { type: 'setStartYear', key: '2015' },
        { type: 'toggle', field: 'which_actives_you_use', key: 'bonds' },
        { type: 'toggle', field: 'brokers_where_you_have_accounts', key: 'tinkoff' },
        { type: 'setCurrency', key: 'usd' },
        { type: 'setTarget', value: 50 },
      ],
      initialSurveyState(mode),
    );

  it('busy flag: a second save is ignored while busy; the label reads «Сохраняем...»', () => {
    const saving = surveyReducer(filled('page'), { type: 'save' });
    expect(saving.busy).toBe(true);
    expect(surveySubmitLabel(saving)).toBe('Сохраняем...');
    expect(surveyReducer(saving, { type: 'save' })).toBe(saving);
    expect(surveySubmitLabel(filled('page'))).toBe('Сохранить');
    expect(surveySubmitLabel(filled('modal'))).toBe('Перейти к инвестидеям');
  });

  it("page mode: success alerts 'Успешно сохранено!' then hides", () => {
    const done = run([{ type: 'save' }, { type: 'saveSucceeded' }], filled('page'));
    expect(done).toMatchObject({ busy: false, alert: 'Успешно сохранено!', hidden: true });
  });

  it('modal mode: success hides without an alert', () => {
    expect(run([{ type: 'save' }, { type: 'saveSucceeded' }], filled('modal'))).toMatchObject({
      busy: false,
      alert: null,
      hidden: true,
    });
  });

  it('«busy flag cleared on error»', () => {
    expect(run([{ type: 'save' }, { type: 'saveFailed' }], filled('page'))).toMatchObject({
      busy: false,
      hidden: false,
      alert: 'Произошла ошибка. Попробуйте операцию позже.',
    });
  });

  it('skip closes without saving', () => {
    expect(surveyReducer(filled('modal'), { type: 'skip' })).toMatchObject({ hidden: true, busy: false });
  });

  it('slider: 0 to 100 in steps of 10', () => {
    const at = (value: number) =>
      surveyReducer(readyPage(), { type: 'setTarget', value }).answers.annual_return_target_value;
    expect([at(-5), at(0), at(34), at(35), at(100), at(250)]).toEqual([0, 0, 30, 40, 100, 100]);
  });

  it('toggling twice removes the choice', () => {
    const state = run(
      [
        { type: 'toggle', field: 'which_actives_you_use', key: 'etf' },
        { type: 'toggle', field: 'which_actives_you_use', key: 'etf' },
      ],
      readyPage(),
    );
    expect(state.answers.which_actives_you_use).toEqual([]);
  });

  it('events out of their phase change nothing', () => {
    const loading = initialSurveyState('page');
    for (const event of [
      { type: 'answersLoaded', saved: {} },
      { type: 'answersFailed' },
      { type: 'save' },
      { type: 'saveSucceeded' },
      { type: 'saveFailed' },
    ] as SurveyEvent[]) {
      expect(surveyReducer(loading, event), event.type).toBe(loading);
    }
    const ready = readyPage();
    expect(surveyReducer(ready, { type: 'optionsLoaded', options })).toBe(ready);
    expect(surveyReducer(ready, { type: 'optionsFailed' })).toBe(ready);
  });
});

describe('a guest is redirected to /auth/login with redirect_url holding the current full route, URL-encoded', () => {
  it('encodes path and query', () => {
    expect(loginRedirectPath('/account/profile?tab=1&x=a b')).toBe(
      '/auth/login?redirect_url=%2Faccount%2Fprofile%3Ftab%3D1%26x%3Da%20b',
    );
  });
});
