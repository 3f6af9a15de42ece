import {
  cancelPayloadSchema,
  cancelResponseSchema,
  promocodePayloadSchema,
  promocodeResponseSchema,
  purchasesResponseSchema,
  upgradePayloadSchema,
  upgradeResponseSchema,
} from '@investradar/ui/domain';
import { operation, pageQuery, pathParams } from '../../http/openapi';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import { parseId } from '../../lib/errors';
import type { SubscriptionsService } from './subscriptions.service';

type Params = Record<string, string | undefined>;

export function registerSubscriptionRoutes(app: FastifyInstance, deps: { subscriptions: SubscriptionsService }) {
  const { subscriptions } = deps;

  app.post(
    '/api/subscription/:id/cancel',
    {
      schema: operation({
        tags: ['Оплата'],
        summary: 'Отменить подписку',
        params: pathParams('id'),
        body: cancelPayloadSchema,
        ok: { 200: cancelResponseSchema },
        errors: [401, 404, 419, 422],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return subscriptions.cancel(user, parseId((request.params as Params).id), request.body);
    },
  );

  app.post(
    '/api/subscription/:id/upgrade',
    {
      schema: operation({
        tags: ['Оплата'],
        summary: 'Перейти на другой тариф',
        params: pathParams('id'),
        body: upgradePayloadSchema,
        ok: { 200: upgradeResponseSchema },
        errors: [401, 404, 409, 419, 422],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return subscriptions.upgrade(user, parseId((request.params as Params).id), request.body);
    },
  );

  app.post(
    '/api/promocode/activate',
    {
      schema: operation({
        tags: ['Оплата'],
        summary: 'Активировать промокод',
        body: promocodePayloadSchema,
        ok: { 200: promocodeResponseSchema },
        errors: [401, 419, 422, 429],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return subscriptions.activatePromocode(user, request.body, { ip: request.ip });
    },
  );

  app.get(
    '/api/account/purchases',
    {
      schema: operation({
        tags: ['Оплата'],
        summary: 'Мои покупки',
        querystring: pageQuery,
        ok: { 200: purchasesResponseSchema },
        errors: [401],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      // A missing or malformed page is the first one, as the other paged lists read it.
      const raw = (request.query as Params).page ?? '1';
      return subscriptions.purchases(user, /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1);
    },
  );
}
