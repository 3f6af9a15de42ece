import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { InvestorQuestionnaire, profileHead } from '@investradar/ui';
import { MESSAGES } from '@investradar/ui/domain';
import { useNotify } from '../notify/Notifications';
import { useSurvey, type SurveyData } from '../survey/useSurvey';
import { PageMeta } from '../layout/PageMeta';

/**
 * /account/profile: the investor questionnaire in page mode ('Сохранить', 'Сохраняем...' while
 * saving, the success alert). Rendered under RequireAccount: a guest is sent to /auth/login with
 * redirect_url holding this route (docs/product/screens.md).
 */
export function ProfileRoute() {
  const survey = useSurvey('page', useLoaderData<SurveyData>());
  const notify = useNotify();
  const failed = survey.optionsFailed;
  useEffect(() => {
    if (failed) notify(MESSAGES.genericError, 'danger');
  }, [failed, notify]);
  return (
    <>
      <PageMeta {...profileHead} noindex />
      <InvestorQuestionnaire state={survey.state} onEvent={survey.onEvent} />
    </>
  );
}
