import type { SavedSurvey, SurveyOptions } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import type { Api } from '../api/endpoints';

// The profile route's loader, apart from the hook: routes.tsx (the entry chunk) imports it, and the
// hook's questionnaire logic (validators, zod) must stay in the page's chunk.

/** What the questionnaire starts from: the option lists (null: unreadable) and the saved answers (null: unreadable). */
export type SurveyData = { options: SurveyOptions | null; saved: SavedSurvey | null };

/**
 * Reads the option lists, then the saved answers (docs/product/calls.md: a failed read of the answers still lets the
 * form become ready). For the page it runs in the route's loader, where a 401 of the options reaches
 * the router (session/routerContext.ts); `background` (the dialog) swallows every failure: the dialog
 * then stays closed.
 */
export async function loadSurvey(api: Api, { background = false } = {}): Promise<SurveyData> {
  let options: SurveyOptions;
  try {
    options = await api.surveyOptions({ background });
  } catch (error) {
    if (!background && error instanceof ApiError && error.status === 401) throw error;
    return { options: null, saved: null };
  }
  const saved = await api.surveyAnswers().catch(() => null);
  return { options, saved };
}
