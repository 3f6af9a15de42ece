import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/security';
import { parseId } from '../lib/errors';
import type { ForecastersService } from '../services/forecasters';
import type { IdeasService } from '../services/ideas';

type Params = Record<string, string | undefined>;

export function registerIdeasRoutes(app: FastifyInstance, deps: { ideasService: IdeasService; forecastersService: ForecastersService }) {
  const { ideasService, forecastersService } = deps;

  app.get('/api/ideas', async (request) => ideasService.list(request.auth?.user ?? null, request.query));

  app.get('/api/ideas/:id', async (request) => ideasService.get(request.auth?.user ?? null, parseId((request.params as Params).id)));

  app.get('/api/stocks/:ticker', async (request) => ideasService.stock(request.auth?.user ?? null, (request.params as Params).ticker ?? ''));

  app.get('/api/forecasters', async (request) => forecastersService.list(request.auth?.user ?? null, request.query));

  app.post('/api/ideas/:id/vote', async (request) => {
    const { user } = requireAuth(request);
    return ideasService.vote(user, parseId((request.params as Params).id), request.body);
  });

  app.post('/api/ideas/votes/sync', async (request) => {
    const { user } = requireAuth(request);
    return ideasService.syncGuestVotes(user, request.body);
  });
}
