import { useEffect } from 'react';
import { SurveyDialog } from '@investradar/ui';
import { useSurvey } from '../survey/useSurvey';

/**
 * The questionnaire in modal mode; opens once its option lists are in and stays closed if they
 * cannot be read. A save ends it through the account (do_show_survey → false); a skip through onSkip.
 */
export default function SurveyModal({ onSkip, onUnavailable }: { onSkip: () => void; onUnavailable: () => void }) {
  const survey = useSurvey('modal', { background: true });
  const { state, optionsFailed } = survey;

  useEffect(() => {
    if (optionsFailed) onUnavailable();
  }, [optionsFailed, onUnavailable]);

  return (
    <SurveyDialog
      open={state.phase === 'ready' && !optionsFailed}
      state={state}
      onEvent={(event) => {
        survey.onEvent(event);
        if (event.type === 'skip') onSkip();
      }}
    />
  );
}
