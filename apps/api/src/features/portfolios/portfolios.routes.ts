import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import { parseId } from '../../lib/errors';
import type { PortfoliosService } from './portfolios.service';

type Params = Record<string, string | undefined>;

export function registerPortfolioRoutes(app: FastifyInstance, deps: { portfoliosService: PortfoliosService }) {
  const { portfoliosService } = deps;

  app.get('/api/portfolios/:id', async (request) => {
    const { user } = requireAuth(request);
    return portfoliosService.get(user, parseId((request.params as Params).id));
  });

  app.get('/api/portfolios/:id/updates', async (request) => {
    const { user } = requireAuth(request);
    return portfoliosService.updates(user, parseId((request.params as Params).id));
  });

  app.post('/api/portfolios/:portfolioId/add/:ideaId', async (request) => {
    const { user } = requireAuth(request);
    const params = request.params as Params;
    return portfoliosService.add(user, parseId(params.portfolioId), parseId(params.ideaId));
  });

  app.post('/api/portfolios/:portfolioId/remove/:ideaId', async (request) => {
    const { user } = requireAuth(request);
    const params = request.params as Params;
    return portfoliosService.remove(user, parseId(params.portfolioId), parseId(params.ideaId));
  });

  app.post('/api/portfolios/:id/mark-as-viewed', async (request) => {
    const { user } = requireAuth(request);
    return portfoliosService.markViewed(user, parseId((request.params as Params).id), request.body);
  });
}
