import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import { parseId } from '../../lib/errors';
import type { ForecastersService } from './forecasters.service';
import type { IdeasService } from './ideas.service';
import type { IdeasExportService } from './ideas-export.service';
import type { SavedFiltersService } from './saved-filters.service';

type Params = Record<string, string | undefined>;

export interface IdeasRoutesDeps {
  ideasService: IdeasService;
  forecastersService: ForecastersService;
  savedFiltersService: SavedFiltersService;
  exportService: IdeasExportService;
}

export function registerIdeasRoutes(app: FastifyInstance, deps: IdeasRoutesDeps) {
  const { ideasService, forecastersService, savedFiltersService, exportService } = deps;

  app.get('/api/ideas', async (request) => ideasService.list(request.auth?.user ?? null, request.query));

  app.get('/api/ideas/:id', async (request) =>
    ideasService.get(request.auth?.user ?? null, parseId((request.params as Params).id)),
  );

  app.get('/api/stocks/:ticker', async (request) =>
    ideasService.stock(request.auth?.user ?? null, (request.params as Params).ticker ?? ''),
  );

  app.get('/api/stocks/:ticker/prices', async (request) =>
    ideasService.prices((request.params as Params).ticker ?? '', request.query),
  );

  app.get('/api/forecasters', async (request) => forecastersService.list(request.auth?.user ?? null, request.query));

  app.post('/api/ideas/:id/vote', async (request) => {
    const { user } = requireAuth(request);
    return ideasService.vote(user, parseId((request.params as Params).id), request.body);
  });

  app.post('/api/ideas/votes/sync', async (request) => {
    const { user } = requireAuth(request);
    return ideasService.syncGuestVotes(user, request.body);
  });

  app.get('/api/ideas/filters', async (request) => savedFiltersService.list(requireAuth(request).user));

  app.post('/api/ideas/filters', async (request, reply) => {
    const answer = await savedFiltersService.add(requireAuth(request).user, request.body);
    return reply.status(201).send(answer);
  });

  app.delete('/api/ideas/filters/:id', async (request) =>
    savedFiltersService.remove(requireAuth(request).user, parseId((request.params as Params).id)),
  );

  app.get('/api/ideas/export', async (request, reply) => {
    const { buffer, filename } = await exportService.workbook(request.auth?.user ?? null, request.query);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(buffer);
  });
}
