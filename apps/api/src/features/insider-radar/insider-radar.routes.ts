import {
  insiderAnswerSchema,
  radarClustersAnswerSchema,
  radarDealsAnswerSchema,
  radarDealsQuerySchema,
} from '@investradar/ui/domain';
import { operation, pathParams, xlsxFile } from '../../http/openapi';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/errors';
import type { InsiderRadarService } from './insider-radar.service';

type Params = Record<string, string | undefined>;

/** The insider radar (issue #14). Visitors may call it too: what they see is the service's to decide. */
export function registerInsiderRadarRoutes(app: FastifyInstance, deps: { insiderRadar: InsiderRadarService }) {
  const { insiderRadar } = deps;
  const viewer = (request: { auth: { user: Parameters<InsiderRadarService['deals']>[0] } | null }) =>
    request.auth?.user ?? null;

  app.get(
    '/api/insider-radar/deals',
    {
      schema: operation({
        tags: ['Инсайдеры'],
        summary: 'Сделки инсайдеров',
        description: 'Посетитель и бесплатный аккаунт видят часть сделок; фильтры — в строке запроса.',
        querystring: radarDealsQuerySchema,
        ok: { 200: radarDealsAnswerSchema },
      }),
    },
    async (request) => insiderRadar.deals(viewer(request), request.query),
  );
  app.get(
    '/api/insider-radar/buybacks',
    {
      schema: operation({
        tags: ['Инсайдеры'],
        summary: 'Выкупы акций компаниями',
        querystring: radarDealsQuerySchema,
        ok: { 200: radarDealsAnswerSchema },
      }),
    },
    async (request) => insiderRadar.buybacks(viewer(request), request.query),
  );
  app.get(
    '/api/insider-radar/clusters',
    {
      schema: operation({
        tags: ['Инсайдеры'],
        summary: 'Кластеры сделок инсайдеров',
        ok: { 200: radarClustersAnswerSchema },
        errors: [403],
      }),
    },
    async (request) => insiderRadar.clusters(viewer(request), request.query),
  );
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  for (const page of ['deals', 'buybacks'] as const) {
    app.get(
      `/api/insider-radar/${page}/export`,
      {
        schema: operation({
          tags: ['Инсайдеры'],
          summary: page === 'deals' ? 'Сделки инсайдеров в Excel' : 'Выкупы в Excel',
          querystring: radarDealsQuerySchema,
          ok: { 200: xlsxFile('Книга Excel') },
          errors: [401, 403],
        }),
      },
      async (request, reply) => {
        const workbook = await insiderRadar.exportDeals(viewer(request), request.query, page);
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="investradar-${page}.xlsx"`)
          .send(workbook);
      },
    );
  }
  app.get(
    '/api/insiders/:id',
    {
      schema: operation({
        tags: ['Инсайдеры'],
        summary: 'Инсайдер и его сделки',
        params: pathParams('id'),
        ok: { 200: insiderAnswerSchema },
        errors: [404],
      }),
    },
    async (request) => insiderRadar.insider(viewer(request), parseId((request.params as Params).id)),
  );
}
