import { useRef, useState } from 'react';
import {
  encodeSurvey,
  initialSurveyState,
  surveyReducer,
  type SurveyEvent,
  type SurveyMode,
  type SurveyState,
} from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import type { SurveyData } from './surveyLoader';
import { useAccount, useApi } from '../session/AppContext';

/** The domain's events plus one of the app: the server refused the answers with its own messages. */
type AppSurveyEvent = SurveyEvent | { type: 'saveRejected'; message: string };

function reduce(state: SurveyState, event: AppSurveyEvent): SurveyState {
  if (event.type !== 'saveRejected') return surveyReducer(state, event);
  const failed = surveyReducer(state, { type: 'saveFailed' });
  return failed === state ? state : { ...failed, alert: event.message };
}

/** The first message of a 422's errors map (the server applies the spec's rules in their order). */
function rejection(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.body || typeof error.body !== 'object')
    return null;
  const errors = (error.body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object') return null;
  const first = Object.values(errors as Record<string, unknown>).flat()[0];
  return typeof first === 'string' && first ? first : null;
}

export { loadSurvey, type SurveyData } from './surveyLoader';

export type Survey = {
  state: SurveyState;
  onEvent: (event: SurveyEvent) => void;
  /** The option lists could not be read: nothing to answer. */
  optionsFailed: boolean;
};

function startFrom(mode: SurveyMode, data: SurveyData): SurveyState {
  let state = initialSurveyState(mode);
  if (!data.options) return reduce(state, { type: 'optionsFailed' });
  state = reduce(state, { type: 'optionsLoaded', options: data.options });
  return reduce(state, data.saved ? { type: 'answersLoaded', saved: data.saved } : { type: 'answersFailed' });
}

/**
 * Drives the questionnaire (docs/product/flows.md) over the API, from the data loadSurvey read: posts
 * encodeSurvey(answers) when a save makes it busy; a second save while busy is ignored by the
 * reducer. After a successful save the account no longer asks for the survey (do_show_survey → false).
 */
export function useSurvey(mode: SurveyMode, data: SurveyData): Survey {
  const api = useApi();
  const { store } = useAccount();
  const [state, setState] = useState(() => startFrom(mode, data));
  // The latest state for event handlers, so a save reads the answers it validated.
  const current = useRef(state);

  function apply(event: AppSurveyEvent): SurveyState {
    const before = current.current;
    const next = reduce(before, event);
    current.current = next;
    setState(next);
    return next;
  }

  async function save(answers: SurveyState['answers']) {
    try {
      await api.saveSurvey(encodeSurvey(answers));
      apply({ type: 'saveSucceeded' });
      const user = store.getState().user;
      if (user) store.setUser({ ...user, do_show_survey: false });
    } catch (error) {
      const message = rejection(error);
      apply(message ? { type: 'saveRejected', message } : { type: 'saveFailed' });
    }
  }

  function onEvent(event: SurveyEvent) {
    const wasBusy = current.current.busy;
    const next = apply(event);
    if (event.type === 'save' && next.busy && !wasBusy) void save(next.answers);
  }

  return { state, onEvent, optionsFailed: data.options === null };
}
