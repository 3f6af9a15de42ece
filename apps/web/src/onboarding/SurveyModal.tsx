import { Suspense, use, useEffect, useState } from 'react';
import { SurveyDialog } from '@investradar/ui';
import { useApi } from '../session/AppContext';
import { loadSurvey, useSurvey, type SurveyData } from '../survey/useSurvey';

type SurveyModalProps = { onSkip: () => void; onUnavailable: () => void };

/**
 * The questionnaire in modal mode; opens once its option lists are in (read when the dialog is first
 * wanted, React suspending until then) and stays closed if they cannot be read. A save ends it
 * through the account (do_show_survey → false); a skip through onSkip.
 */
export default function SurveyModal(props: SurveyModalProps) {
  const api = useApi();
  // One read per dialog; the promise is kept across re-renders.
  const [request] = useState(() => loadSurvey(api, { background: true }));
  return (
    <Suspense fallback={null}>
      <SurveyModalWith request={request} {...props} />
    </Suspense>
  );
}

function SurveyModalWith({ request, onSkip, onUnavailable }: SurveyModalProps & { request: Promise<SurveyData> }) {
  const survey = useSurvey('modal', use(request));
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
