import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import { parseId } from '../../lib/errors';
import type { SubscriptionsService } from './subscriptions.service';

type Params = Record<string, string | undefined>;

export function registerSubscriptionRoutes(app: FastifyInstance, deps: { subscriptions: SubscriptionsService }) {
  const { subscriptions } = deps;

  app.post('/api/subscription/:id/cancel', async (request) => {
    const { user } = requireAuth(request);
    return subscriptions.cancel(user, parseId((request.params as Params).id), request.body);
  });

  app.post('/api/subscription/:id/upgrade', async (request) => {
    const { user } = requireAuth(request);
    return subscriptions.upgrade(user, parseId((request.params as Params).id), request.body);
  });

  app.post('/api/promocode/activate', async (request) => {
    const { user } = requireAuth(request);
    return subscriptions.activatePromocode(user, request.body, { ip: request.ip });
  });

  app.get('/api/account/purchases', async (request) => {
    const { user } = requireAuth(request);
    // A missing or malformed page is the first one, as the other paged lists read it.
    const raw = (request.query as Params).page ?? '1';
    return subscriptions.purchases(user, /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1);
  });
}
