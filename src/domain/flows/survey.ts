import { DEFAULT_TARGET_CURRENCY, RETURN_TARGET_SLIDER } from '../constants';
import { MESSAGES } from '../messages';
import { pure } from '../pure';
import type { SavedSurvey, SurveyOption, SurveyOptions, SurveyPayload } from '../schemas/survey';
import { validateSurvey, type SurveyFormAnswers } from '../validation/forms';

/** Defaults: no choices, currency 'rub', target 0 (docs/product/entities.md, docs/product/limits.md). */
export const emptySurveyAnswers: SurveyFormAnswers = /* @__PURE__ */ pure(() => ({
  when_invest_start: null,
  which_actives_you_use: [],
  brokers_where_you_have_accounts: [],
  annual_return_target_currency: DEFAULT_TARGET_CURRENCY,
  annual_return_target_value: RETURN_TARGET_SLIDER.initial,
}));

/** docs/product/entities.md, docs/product/calls.md: single values go out as one-item lists. */
export function encodeSurvey(answers: SurveyFormAnswers): SurveyPayload {
  return {
    when_invest_start: [answers.when_invest_start ?? ''],
    which_actives_you_use: [...answers.which_actives_you_use],
    brokers_where_you_have_accounts: [...answers.brokers_where_you_have_accounts],
    annual_return_target_currency: [answers.annual_return_target_currency || DEFAULT_TARGET_CURRENCY],
    annual_return_target_value: [Number(answers.annual_return_target_value) || 0],
  };
}

const keysOf = (answer: { values: Record<string, unknown> } | undefined): string[] =>
  answer ? Object.keys(answer.values) : [];

/**
 * docs/product/entities.md: saved answers come per question as a values object keyed by option key; the first key is
 * used for single choice, all keys for multi choice; defaults currency 'rub' and target 0.
 */
export function decodeSavedSurvey(saved: SavedSurvey | null | undefined): SurveyFormAnswers {
  if (!saved) return { ...emptySurveyAnswers };
  const target = Number(keysOf(saved.annual_return_target_value)[0]);
  return {
    when_invest_start: keysOf(saved.when_invest_start)[0] ?? null,
    which_actives_you_use: keysOf(saved.which_actives_you_use),
    brokers_where_you_have_accounts: keysOf(saved.brokers_where_you_have_accounts),
    annual_return_target_currency: keysOf(saved.annual_return_target_currency)[0] ?? DEFAULT_TARGET_CURRENCY,
    annual_return_target_value: Number.isFinite(target) ? target : RETURN_TARGET_SLIDER.initial,
  };
}

/**
 * docs/product/screens.md: brokers in two columns; if the split yields three chunks the third is merged into the
 * second (chunks of ⌊n/2⌋, so an odd count puts the extra broker in the second column).
 */
export function brokerColumns<T>(options: readonly T[]): [T[], T[]] {
  if (options.length === 0) return [[], []];
  const size = Math.max(1, Math.floor(options.length / 2));
  const chunks: T[][] = [];
  for (let i = 0; i < options.length; i += size) chunks.push(options.slice(i, i + size));
  const first = chunks[0] ?? [];
  const second = chunks.slice(1).flat();
  return [first, second];
}

export type SurveyMode = 'modal' | 'page';
export type SurveyPhase = 'loadingOptions' | 'loadingAnswers' | 'ready';

export interface SurveyState {
  mode: SurveyMode;
  phase: SurveyPhase;
  options: SurveyOptions | null;
  answers: SurveyFormAnswers;
  /** Saving: POST /api/welcome_survey with encodeSurvey(answers) is under way. */
  busy: boolean;
  /** Alert to show (validation message, save success in page mode). */
  alert: string | null;
  /** `data-complete` has been emitted (loading finished). */
  dataComplete: boolean;
  /** `hide` has been emitted (saved, or skipped). */
  hidden: boolean;
}

export type SurveyEvent =
  | { type: 'optionsLoaded'; options: SurveyOptions }
  | { type: 'optionsFailed' }
  | { type: 'answersLoaded'; saved: SavedSurvey }
  | { type: 'answersFailed' }
  | { type: 'toggle'; field: 'which_actives_you_use' | 'brokers_where_you_have_accounts'; key: string }
  | { type: 'setStartYear'; key: string }
  | { type: 'setCurrency'; key: string }
  | { type: 'setTarget'; value: number }
  | { type: 'save' }
  | { type: 'saveSucceeded' }
  | { type: 'saveFailed' }
  | { type: 'skip' }
  | { type: 'dismissAlert' };

export function initialSurveyState(mode: SurveyMode): SurveyState {
  return {
    mode,
    phase: 'loadingOptions',
    options: null,
    answers: { ...emptySurveyAnswers },
    busy: false,
    alert: null,
    dataComplete: false,
    hidden: false,
  };
}

const emptyOptions: SurveyOptions = {
  which_actives_you_use: [],
  annual_return_target_currency: [],
  brokers_where_you_have_accounts: [],
  when_invest_start: [],
};

/** Keeps only keys that exist among the options (saved answers may refer to retired options). */
function known(keys: readonly string[], options: readonly SurveyOption[]): string[] {
  return keys.filter((key) => options.some((option) => option.key === key));
}

function ready(state: SurveyState, answers: SurveyFormAnswers): SurveyState {
  return { ...state, phase: 'ready', answers, dataComplete: true };
}

/**
 * docs/product/flows.md questionnaire: on open it loads option lists, then saved answers, and pre-fills; when
 * loading finishes, whether or not the saved-answers call succeeded, it becomes ready and emits
 * data-complete. Saving sets a busy flag; a second save is ignored while busy. After success,
 * page mode shows an alert and then emits hide. Skip closes without saving.
 */
export function surveyReducer(state: SurveyState, event: SurveyEvent): SurveyState {
  switch (event.type) {
    case 'optionsLoaded':
      if (state.phase !== 'loadingOptions') return state;
      return { ...state, phase: 'loadingAnswers', options: event.options };
    case 'optionsFailed':
      // Without option lists nothing can be answered; the form still finishes loading (empty).
      if (state.phase !== 'loadingOptions') return state;
      return ready({ ...state, options: emptyOptions }, state.answers);
    case 'answersLoaded': {
      if (state.phase !== 'loadingAnswers' || !state.options) return state;
      const decoded = decodeSavedSurvey(event.saved);
      const options = state.options;
      const startYear = decoded.when_invest_start;
      const currency = decoded.annual_return_target_currency;
      return ready(state, {
        when_invest_start:
          startYear !== null && known([startYear], options.when_invest_start).length > 0 ? startYear : null,
        which_actives_you_use: known(decoded.which_actives_you_use, options.which_actives_you_use),
        brokers_where_you_have_accounts: known(
          decoded.brokers_where_you_have_accounts,
          options.brokers_where_you_have_accounts,
        ),
        annual_return_target_currency:
          known([currency], options.annual_return_target_currency).length > 0 ? currency : DEFAULT_TARGET_CURRENCY,
        annual_return_target_value: decoded.annual_return_target_value,
      });
    }
    case 'answersFailed':
      if (state.phase !== 'loadingAnswers') return state;
      return ready(state, state.answers);
    case 'toggle': {
      const list = state.answers[event.field];
      const next = list.includes(event.key) ? list.filter((key) => key !== event.key) : [...list, event.key];
      return { ...state, answers: { ...state.answers, [event.field]: next } };
    }
    case 'setStartYear':
      return { ...state, answers: { ...state.answers, when_invest_start: event.key } };
    case 'setCurrency':
      return { ...state, answers: { ...state.answers, annual_return_target_currency: event.key } };
    case 'setTarget': {
      const { min, max, step } = RETURN_TARGET_SLIDER;
      const value = Math.min(max, Math.max(min, Math.round(event.value / step) * step));
      return { ...state, answers: { ...state.answers, annual_return_target_value: value } };
    }
    case 'save': {
      if (state.busy || state.phase !== 'ready') return state;
      const result = validateSurvey(state.answers);
      if (!result.ok) return { ...state, alert: Object.values(result.errors).flat()[0] ?? MESSAGES.genericError };
      return { ...state, busy: true, alert: null };
    }
    case 'saveSucceeded':
      if (!state.busy) return state;
      return state.mode === 'page'
        ? { ...state, busy: false, alert: MESSAGES.saved, hidden: true }
        : { ...state, busy: false, hidden: true };
    case 'saveFailed':
      if (!state.busy) return state;
      return { ...state, busy: false, alert: MESSAGES.genericError };
    case 'skip':
      return { ...state, hidden: true };
    case 'dismissAlert':
      return { ...state, alert: null };
  }
}

/** The button text: 'Сохранить', 'Сохраняем...' while busy; the modal's 'Перейти к инвестидеям'. */
export function surveySubmitLabel(state: Pick<SurveyState, 'mode' | 'busy'>): string {
  if (state.mode === 'modal') return MESSAGES.surveyGoToIdeas;
  return state.busy ? MESSAGES.surveySaving : MESSAGES.surveySave;
}

/** docs/product/screens.md: a guest is sent to /auth/login with redirect_url holding the current full route, URL-encoded. */
export function loginRedirectPath(currentFullPath: string): string {
  return `/auth/login?redirect_url=${encodeURIComponent(currentFullPath)}`;
}
