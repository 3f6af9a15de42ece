import type { FastifyInstance } from 'fastify';
import type { SearchService } from '../services/search';

export function registerSearchRoutes(app: FastifyInstance, deps: { searchService: SearchService }) {
  app.get('/api/search', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).query;
    // ?query=a&query=b arrives as a list: the first value is the query.
    const query = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
    return reply.type('application/json; charset=utf-8').send(await deps.searchService.searchJson(query));
  });
}
