import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import type { SurveyService } from './survey.service';

/** The questionnaire is for signed-in users only (docs/product/permissions.md): every call answers 401 to a visitor. */
export function registerSurveyRoutes(app: FastifyInstance, deps: { surveyService: SurveyService }) {
  const { surveyService } = deps;
  app.get('/api/welcome_survey/answers_options', async (request) => {
    requireAuth(request);
    return surveyService.options();
  });
  app.get('/api/welcome_survey', async (request) => surveyService.saved(requireAuth(request).user.id));
  app.post('/api/welcome_survey', async (request) => surveyService.save(requireAuth(request).user.id, request.body));
}
