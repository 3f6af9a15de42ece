import {
  forecastersResponseSchema,
  guestVotesSyncPayloadSchema,
  guestVotesSyncResultSchema,
  ideaDetailsResponseSchema,
  ideaVotePayloadSchema,
  ideaVoteResultSchema,
  ideasResponseSchema,
  okAnswerSchema,
  savedFilterAddedSchema,
  savedFilterPayloadSchema,
  savedFiltersAnswerSchema,
  stockPricesResponseSchema,
  stockResponseSchema,
} from '@investradar/ui/domain';
import { operation, pathParams, xlsxFile } from '../../http/openapi';
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

  app.get(
    '/api/ideas',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Лента идей',
        description:
          'Фильтры, сортировка и страница — в строке запроса; недоступные тарифу фильтры перечислены в meta.ignored_filters.',
        ok: { 200: ideasResponseSchema },
      }),
    },
    async (request) => ideasService.list(request.auth?.user ?? null, request.query),
  );

  app.get(
    '/api/ideas/:id',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Идея',
        params: pathParams('id'),
        ok: { 200: ideaDetailsResponseSchema },
        errors: [404],
      }),
    },
    async (request) => ideasService.get(request.auth?.user ?? null, parseId((request.params as Params).id)),
  );

  app.get(
    '/api/stocks/:ticker',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Акция и её идеи',
        params: pathParams('ticker'),
        ok: { 200: stockResponseSchema },
        errors: [404],
      }),
    },
    async (request) => ideasService.stock(request.auth?.user ?? null, (request.params as Params).ticker ?? ''),
  );

  app.get(
    '/api/stocks/:ticker/prices',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Цены акции',
        params: pathParams('ticker'),
        ok: { 200: stockPricesResponseSchema },
        errors: [404],
      }),
    },
    async (request) => ideasService.prices((request.params as Params).ticker ?? '', request.query),
  );

  app.get(
    '/api/forecasters',
    { schema: operation({ tags: ['Идеи'], summary: 'Рейтинг прогнозистов', ok: { 200: forecastersResponseSchema } }) },
    async (request) => forecastersService.list(request.auth?.user ?? null, request.query),
  );

  app.post(
    '/api/ideas/:id/vote',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Голос за идею',
        params: pathParams('id'),
        body: ideaVotePayloadSchema,
        ok: { 200: ideaVoteResultSchema },
        errors: [401, 404, 419, 422],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return ideasService.vote(user, parseId((request.params as Params).id), request.body);
    },
  );

  app.post(
    '/api/ideas/votes/sync',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Перенести голоса гостя в аккаунт',
        body: guestVotesSyncPayloadSchema,
        ok: { 200: guestVotesSyncResultSchema },
        errors: [401, 419, 422],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return ideasService.syncGuestVotes(user, request.body);
    },
  );

  app.get(
    '/api/ideas/filters',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Сохранённые фильтры',
        ok: { 200: savedFiltersAnswerSchema },
        errors: [401, 403],
      }),
    },
    async (request) => savedFiltersService.list(requireAuth(request).user),
  );

  app.post(
    '/api/ideas/filters',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Сохранить фильтр',
        body: savedFilterPayloadSchema,
        ok: { 201: savedFilterAddedSchema },
        errors: [401, 403, 419, 422],
      }),
    },
    async (request, reply) => {
      const answer = await savedFiltersService.add(requireAuth(request).user, request.body);
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    '/api/ideas/filters/:id',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Удалить сохранённый фильтр',
        params: pathParams('id'),
        ok: { 200: okAnswerSchema },
        errors: [401, 403, 404, 419],
      }),
    },
    async (request) => savedFiltersService.remove(requireAuth(request).user, parseId((request.params as Params).id)),
  );

  app.get(
    '/api/ideas/export',
    {
      schema: operation({
        tags: ['Идеи'],
        summary: 'Лента идей в Excel',
        ok: { 200: xlsxFile('Книга Excel с идеями') },
        errors: [401, 403],
      }),
    },
    async (request, reply) => {
      const { buffer, filename } = await exportService.workbook(request.auth?.user ?? null, request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(buffer);
    },
  );
}
