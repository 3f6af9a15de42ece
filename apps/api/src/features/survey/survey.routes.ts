import { formResultSchema, savedSurveySchema, surveyOptionsSchema, surveyPayloadSchema } from '@investradar/ui/domain';
import { operation } from '../../http/openapi';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import type { SurveyService } from './survey.service';

/** The questionnaire is for signed-in users only (docs/product/permissions.md): every call answers 401 to a visitor. */
export function registerSurveyRoutes(app: FastifyInstance, deps: { surveyService: SurveyService }) {
  const { surveyService } = deps;
  app.get(
    '/api/welcome_survey/answers_options',
    {
      schema: operation({
        tags: ['Конфигурация'],
        summary: 'Варианты ответов анкеты',
        ok: { 200: surveyOptionsSchema },
        errors: [401],
      }),
    },
    async (request) => {
      requireAuth(request);
      return surveyService.options();
    },
  );
  app.get(
    '/api/welcome_survey',
    {
      schema: operation({
        tags: ['Конфигурация'],
        summary: 'Сохранённая анкета',
        ok: { 200: savedSurveySchema },
        errors: [401],
      }),
    },
    async (request) => surveyService.saved(requireAuth(request).user.id),
  );
  app.post(
    '/api/welcome_survey',
    {
      schema: operation({
        tags: ['Конфигурация'],
        summary: 'Сохранить анкету',
        body: surveyPayloadSchema,
        ok: { 200: formResultSchema },
        errors: [401, 419, 422],
      }),
    },
    async (request) => surveyService.save(requireAuth(request).user.id, request.body),
  );
}
