import {
  betStorePayloadSchema,
  betStoredAnswerSchema,
  betsResponseSchema,
  coinHistoryResponseSchema,
  leagueRatingSchema,
  settlementAnswerSchema,
} from '@investradar/ui/domain';
import { operation, pageQuery, pathParams } from '../../http/openapi';
import * as z from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@investradar/ui/domain';
import type { Database } from '../../db/client';
import { requireAuth } from '../../http/security';
import { requireServerSecret } from '../../http/server-secret';
import { ApiError, parseId } from '../../lib/errors';
import { closeIdeaByOperator } from '../prices';
import { pageOf, type LeagueService } from './league.service';

/** Header of the operator's calls (compared with ADMIN_SECRET). */
export const ADMIN_SECRET_HEADER = 'x-admin-secret';

const OPERATOR_MESSAGES = {
  profitRequired: 'Укажите исход идеи: profit true или false',
  notOpen: 'Идея уже закрыта',
} as const;

export function registerLeagueRoutes(
  app: FastifyInstance,
  deps: { league: LeagueService; db: Database; adminSecret: string | undefined },
) {
  const { league, db, adminSecret } = deps;

  app.post(
    '/api/bets/store',
    {
      schema: operation({
        tags: ['Лига'],
        summary: 'Сделать ставку',
        body: betStorePayloadSchema,
        ok: { 200: betStoredAnswerSchema },
        errors: [401, 404, 419, 422],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return league.storeBet(user.id, request.body);
    },
  );

  app.get(
    '/api/bets',
    {
      schema: operation({
        tags: ['Лига'],
        summary: 'Мои ставки',
        querystring: pageQuery,
        ok: { 200: betsResponseSchema },
        errors: [401],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return league.bets(user.id, pageOf(request.query));
    },
  );

  app.get(
    '/api/coining',
    {
      schema: operation({
        tags: ['Лига'],
        summary: 'История монет',
        querystring: pageQuery,
        ok: { 200: coinHistoryResponseSchema },
        errors: [401],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return league.coining(user.id, pageOf(request.query));
    },
  );

  // The league table is public (the /konkurs-liga-… page).
  app.get(
    '/api/liga/rating',
    { schema: operation({ tags: ['Лига'], summary: 'Таблица лиги', ok: { 200: leagueRatingSchema } }) },
    async () => league.leaders(),
  );

  // ── The operator's commands (ADMIN_SECRET) ─────────────────────────────────────────────────────
  app.post(
    '/api/admin/ideas/:id/close',
    {
      schema: operation({
        tags: ['Администрирование'],
        summary: 'Закрыть идею и рассчитать ставки',
        description: 'Заголовок X-Admin-Secret; тело { profit: true | false }.',
        serverToServer: true,
        params: pathParams('id'),
        body: z.object({ profit: z.boolean() }),
        ok: { 200: settlementAnswerSchema },
        errors: [401, 403, 404, 422],
      }),
      config: { serverToServer: true },
    },
    async (request) => {
      requireServerSecret(request, ADMIN_SECRET_HEADER, adminSecret);
      const ideaId = parseId((request.params as Record<string, string | undefined>).id);
      const profit = (request.body as Record<string, unknown> | undefined)?.profit;
      if (typeof profit !== 'boolean')
        throw new ApiError(422, OPERATOR_MESSAGES.profitRequired, { profit: [OPERATOR_MESSAGES.profitRequired] });
      const closed = await closeIdeaByOperator(db, ideaId, profit);
      if (closed.status === 'missing') throw new ApiError(404, MESSAGES.ideaNotFound);
      if (closed.status === 'not_open') throw new ApiError(422, OPERATOR_MESSAGES.notOpen);
      const settlement = await league.settle();
      return { success: true, settlement };
    },
  );

  app.post(
    '/api/admin/league/settle',
    {
      schema: operation({
        tags: ['Администрирование'],
        summary: 'Рассчитать ставки лиги',
        description: 'Заголовок X-Admin-Secret.',
        serverToServer: true,
        ok: { 200: settlementAnswerSchema },
        errors: [401, 403, 404],
      }),
      config: { serverToServer: true },
    },
    async (request) => {
      requireServerSecret(request, ADMIN_SECRET_HEADER, adminSecret);
      return { success: true, settlement: await league.settle() };
    },
  );
}
