import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/errors';
import type { InsiderRadarService } from './insider-radar.service';

type Params = Record<string, string | undefined>;

/** The insider radar (issue #14). Visitors may call it too: what they see is the service's to decide. */
export function registerInsiderRadarRoutes(app: FastifyInstance, deps: { insiderRadar: InsiderRadarService }) {
  const { insiderRadar } = deps;
  const viewer = (request: { auth: { user: Parameters<InsiderRadarService['deals']>[0] } | null }) =>
    request.auth?.user ?? null;

  app.get('/api/insider-radar/deals', async (request) => insiderRadar.deals(viewer(request), request.query));
  app.get('/api/insider-radar/buybacks', async (request) => insiderRadar.buybacks(viewer(request), request.query));
  app.get('/api/insider-radar/clusters', async (request) => insiderRadar.clusters(viewer(request), request.query));
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  for (const page of ['deals', 'buybacks'] as const) {
    app.get(`/api/insider-radar/${page}/export`, async (request, reply) => {
      const workbook = await insiderRadar.exportDeals(viewer(request), request.query, page);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="investradar-${page}.xlsx"`)
        .send(workbook);
    });
  }
  app.get('/api/insiders/:id', async (request) =>
    insiderRadar.insider(viewer(request), parseId((request.params as Params).id)),
  );
}
