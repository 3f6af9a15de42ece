import {
  canExchangeResponseSchema,
  exchangeResponseSchema,
  okAnswerSchema,
  prizeExchangePayloadSchema,
  prizeOrdersResponseSchema,
  prizesResponseSchema,
} from '@investradar/ui/domain';
import { operation, pathParams } from '../../http/openapi';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import { parseId } from '../../lib/errors';
import type { PrizesService } from './prizes.service';

export function registerPrizesRoutes(app: FastifyInstance, deps: { prizes: PrizesService }) {
  const { prizes } = deps;

  // The shop is public: a visitor sees what coins buy.
  app.get(
    '/api/liga/prizes',
    { schema: operation({ tags: ['Лига'], summary: 'Призы за монеты', ok: { 200: prizesResponseSchema } }) },
    async () => prizes.catalogue(),
  );

  app.post(
    '/api/liga/can-exchange',
    {
      schema: operation({
        tags: ['Лига'],
        summary: 'Можно ли обменять монеты на приз',
        body: prizeExchangePayloadSchema,
        ok: { 200: canExchangeResponseSchema },
        errors: [401, 419, 422],
      }),
    },
    async (request) => prizes.canExchange(requireAuth(request).user, request.body),
  );

  app.post(
    '/api/liga/exchange-coins',
    {
      schema: operation({
        tags: ['Лига'],
        summary: 'Обменять монеты на приз',
        body: prizeExchangePayloadSchema,
        ok: { 200: exchangeResponseSchema },
        errors: [401, 419, 422],
      }),
    },
    async (request) => prizes.exchange(requireAuth(request).user, request.body),
  );

  app.get(
    '/api/liga/orders',
    {
      schema: operation({
        tags: ['Лига'],
        summary: 'Мои заказы призов',
        ok: { 200: prizeOrdersResponseSchema },
        errors: [401],
      }),
    },
    async (request) => prizes.orders(requireAuth(request).user),
  );

  app.post(
    '/api/liga/orders/:id/address',
    {
      schema: operation({
        tags: ['Лига'],
        summary: 'Адрес доставки приза',
        params: pathParams('id'),
        ok: { 200: okAnswerSchema },
        errors: [401, 404, 419, 422],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return prizes.setAddress(user, parseId((request.params as Record<string, string | undefined>).id), request.body);
    },
  );
}
