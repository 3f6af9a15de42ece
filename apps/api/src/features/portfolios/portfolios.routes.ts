import {
  markAsViewedPayloadSchema,
  markAsViewedResponseSchema,
  portfolioIdeasResultSchema,
  portfolioResponseSchema,
  portfolioUpdatesResponseSchema,
} from '@investradar/ui/domain';
import { operation, pathParams } from '../../http/openapi';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import { parseId } from '../../lib/errors';
import type { PortfoliosService } from './portfolios.service';

type Params = Record<string, string | undefined>;

export function registerPortfolioRoutes(app: FastifyInstance, deps: { portfoliosService: PortfoliosService }) {
  const { portfoliosService } = deps;

  app.get(
    '/api/portfolios/:id',
    {
      schema: operation({
        tags: ['Портфели'],
        summary: 'Портфель идей',
        params: pathParams('id'),
        ok: { 200: portfolioResponseSchema },
        errors: [401, 404],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return portfoliosService.get(user, parseId((request.params as Params).id));
    },
  );

  app.get(
    '/api/portfolios/:id/updates',
    {
      schema: operation({
        tags: ['Портфели'],
        summary: 'Изменения идей портфеля',
        params: pathParams('id'),
        ok: { 200: portfolioUpdatesResponseSchema },
        errors: [401, 404],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return portfoliosService.updates(user, parseId((request.params as Params).id));
    },
  );

  app.post(
    '/api/portfolios/:portfolioId/add/:ideaId',
    {
      schema: operation({
        tags: ['Портфели'],
        summary: 'Добавить идею в портфель',
        params: pathParams('portfolioId', 'ideaId'),
        ok: { 200: portfolioIdeasResultSchema },
        errors: [401, 403, 404, 419],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      const params = request.params as Params;
      return portfoliosService.add(user, parseId(params.portfolioId), parseId(params.ideaId));
    },
  );

  app.post(
    '/api/portfolios/:portfolioId/remove/:ideaId',
    {
      schema: operation({
        tags: ['Портфели'],
        summary: 'Убрать идею из портфеля',
        params: pathParams('portfolioId', 'ideaId'),
        ok: { 200: portfolioIdeasResultSchema },
        errors: [401, 404, 419],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      const params = request.params as Params;
      return portfoliosService.remove(user, parseId(params.portfolioId), parseId(params.ideaId));
    },
  );

  app.post(
    '/api/portfolios/:id/mark-as-viewed',
    {
      schema: operation({
        tags: ['Портфели'],
        summary: 'Отметить изменения просмотренными',
        params: pathParams('id'),
        body: markAsViewedPayloadSchema,
        ok: { 200: markAsViewedResponseSchema },
        errors: [401, 404, 419, 422],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return portfoliosService.markViewed(user, parseId((request.params as Params).id), request.body);
    },
  );
}
