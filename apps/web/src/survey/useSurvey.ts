import { useEffect, useRef, useState } from 'react';
import {
  encodeSurvey,
  initialSurveyState,
  surveyReducer,
  type SurveyEvent,
  type SurveyMode,
  type SurveyState,
} from '@investradar/ui/domain';
import { ApiError } from '../api/client';
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
  if (!(error instanceof ApiError) || error.status !== 422 || !error.body || typeof error.body !== 'object') return null;
  const errors = (error.body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object') return null;
  const first = Object.values(errors as Record<string, unknown>).flat()[0];
  return typeof first === 'string' && first ? first : null;
}

export type Survey = {
  state: SurveyState;
  onEvent: (event: SurveyEvent) => void;
  /** The option lists could not be read (and the user was not sent elsewhere): nothing to answer. */
  optionsFailed: boolean;
};

/**
 * Drives the questionnaire (spec §4) over the API: loads the option lists, then the saved answers
 * (a failure of the latter still makes the form ready), and posts encodeSurvey(answers) when a save
 * makes it busy; a second save while busy is ignored by the reducer. After a successful save the
 * account no longer asks for the survey (do_show_survey → false).
 *
 * `background` (the dialog): a 401/404 of the option lists keeps the dialog closed instead of moving
 * the user to the login page or /404.
 */
export function useSurvey(mode: SurveyMode, { enabled = true, background = false } = {}): Survey {
  const api = useApi();
  const { store } = useAccount();
  const [state, setState] = useState(() => initialSurveyState(mode));
  const [optionsFailed, setOptionsFailed] = useState(false);
  // The latest state for event handlers, so a save reads the answers it validated.
  const current = useRef(state);

  function apply(event: AppSurveyEvent): SurveyState {
    const before = current.current;
    const next = reduce(before, event);
    current.current = next;
    setState(next);
    return next;
  }

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const run = (event: SurveyEvent) => {
      if (!cancelled) apply(event);
    };
    api.surveyOptions({ background }).then(
      (options) => {
        run({ type: 'optionsLoaded', options });
        if (cancelled) return;
        api.surveyAnswers().then(
          (saved) => run({ type: 'answersLoaded', saved }),
          () => run({ type: 'answersFailed' }),
        );
      },
      (error: unknown) => {
        // A 401/404 of the page's call has already moved the user on.
        if (!cancelled && !(error instanceof ApiError && error.redirected)) setOptionsFailed(true);
        run({ type: 'optionsFailed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, enabled, background]);

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

  return { state, onEvent, optionsFailed };
}
