import { searchResponseSchema } from '@investradar/ui/domain';
import { operation } from '../../http/openapi';
import * as z from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { ApiError } from '../../lib/errors';
import { createTokenBuckets, DEFAULT_SEARCH_LIMIT, type TokenBucketRule } from '../../lib/rate-limit';
import type { SearchService } from './search.service';

/** How long a refused search is held before its 429 goes out. */
const TOO_FAST_DELAY_MS = 250;

/** 429 text of a client searching faster than a person types. */
export const SEARCH_TOO_FAST = 'Слишком много запросов, попробуйте позже';

export function registerSearchRoutes(
  app: FastifyInstance,
  deps: { searchService: SearchService; limit?: TokenBucketRule },
) {
  // A search that misses the cache costs the database several statements (on PGlite, the server's own
  // event loop): one address may not queue them faster than this.
  const buckets = createTokenBuckets(deps.limit ?? DEFAULT_SEARCH_LIMIT);
  app.get(
    '/api/search',
    {
      schema: operation({
        tags: ['Поиск'],
        summary: 'Поиск акций и инсайдеров',
        querystring: z.object({ query: z.optional(z.string()) }),
        ok: { 200: searchResponseSchema },
        errors: [429],
      }),
    },
    async (request, reply) => {
      const { allowed, retryAfterMs } = buckets.take(request.ip);
      if (!allowed) {
        // Held a moment before it goes out: a client flooding over one connection waits for each answer,
        // so this caps it at a few requests per connection per second instead of thousands of 429s.
        await delay(TOO_FAST_DELAY_MS);
        const error = new ApiError(429, SEARCH_TOO_FAST);
        error.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
        throw error;
      }
      const raw = (request.query as Record<string, unknown>).query;
      // ?query=a&query=b arrives as a list: the first value is the query.
      const query = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
      return reply.type('application/json; charset=utf-8').send(await deps.searchService.searchJson(query));
    },
  );
}
