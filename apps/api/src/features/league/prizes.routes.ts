import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import { parseId } from '../../lib/errors';
import type { PrizesService } from './prizes.service';

export function registerPrizesRoutes(app: FastifyInstance, deps: { prizes: PrizesService }) {
  const { prizes } = deps;

  // The shop is public: a visitor sees what coins buy.
  app.get('/api/liga/prizes', async () => prizes.catalogue());

  app.post('/api/liga/can-exchange', async (request) => prizes.canExchange(requireAuth(request).user, request.body));

  app.post('/api/liga/exchange-coins', async (request) => prizes.exchange(requireAuth(request).user, request.body));

  app.get('/api/liga/orders', async (request) => prizes.orders(requireAuth(request).user));

  app.post('/api/liga/orders/:id/address', async (request) => {
    const { user } = requireAuth(request);
    return prizes.setAddress(user, parseId((request.params as Record<string, string | undefined>).id), request.body);
  });
}
