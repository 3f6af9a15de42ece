import {
  accountResponseSchema,
  formResultSchema,
  okAnswerSchema,
  updateEmailPayloadSchema,
  updateNamePayloadSchema,
  updateNotificationsPayloadSchema,
  updatePasswordPayloadSchema,
} from '@investradar/ui/domain';
import { operation, redirect } from '../../http/openapi';
import * as z from 'zod/mini';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { sendKeptJson } from '../../http/cached-answer';
import { requireAuth } from '../../http/security';
import type { KnownDevices } from '../../http/known-device';
import type { AuthThrottle } from '../../http/throttle';
import type { AccountService, ReauthGuard } from './account.service';

export const ACCOUNT_PATH = '/api/account';

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { accountService: AccountService; throttle: AuthThrottle; devices: KnownDevices },
) {
  const { accountService, throttle, devices } = deps;

  /** Re-authentication counted by the login counters; email changes limited per account and address. */
  const reauthGuard = (request: FastifyRequest, user: { id: number; email: string | null }): ReauthGuard => {
    const device = devices.knownFor(request, user.email);
    return {
      beforePasswordCheck: () => throttle.beforeReauth(request.ip, user.email ?? undefined, device),
      passwordAccepted: () => throttle.reauthSucceeded(request.ip, user.email ?? undefined, device),
      beforeEmailChange: (targetEmail) => throttle.beforeEmailChange(user.id, targetEmail),
    };
  };

  // The hottest call of the app (every page load and tab focus). Once the app-wide hooks have found
  // the session (http/security.ts), an answer kept in memory goes out from this route's own onRequest
  // hook, without a promise and without the rest of the lifecycle before the handler; what is not in
  // memory is loaded by the handler. Both send the same bytes with an ETag (http/cached-answer.ts),
  // compressed forms made once per kept answer, so the compression plugin is off here.
  function answerFromMemory(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const kept = accountService.peekViewJson(request.auth?.user ?? null);
    if (kept) sendKeptJson(request, reply, kept);
    else done();
  }

  /** Everyone gets results.user; a visitor gets the guest account (isGuest is derived from its type). */
  // The view's versions: the session check's read of this request serves it (read-cache.ts, requestArrivals).
  app.get(
    ACCOUNT_PATH,
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Текущий аккаунт',
        description:
          'Аккаунт вошедшего пользователя или гостевой аккаунт посетителя (isGuest); выдаёт cookie XSRF-TOKEN. Ответ с ETag.',
        ok: { 200: accountResponseSchema },
      }),
      onRequest: answerFromMemory,
      compress: false,
    },
    (request, reply) =>
      accountService.viewJson(request.auth?.user ?? null).then((body) => sendKeptJson(request, reply, body)),
  );

  app.post(
    '/api/account/update-name',
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Сменить имя',
        body: updateNamePayloadSchema,
        ok: { 200: formResultSchema },
        errors: [401, 419, 422],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return accountService.updateName(user.id, request.body);
    },
  );

  app.post(
    '/api/account/update-email',
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Сменить email (с паролем)',
        body: updateEmailPayloadSchema,
        ok: { 200: formResultSchema },
        errors: [401, 419, 422, 429],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return accountService.updateEmail(user, request.body, reauthGuard(request, user));
    },
  );

  app.post(
    '/api/account/update-pwd',
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Сменить пароль',
        body: updatePasswordPayloadSchema,
        ok: { 200: formResultSchema },
        errors: [401, 419, 422, 429],
      }),
    },
    async (request) => {
      const { user, sessionIdHash } = requireAuth(request);
      return accountService.updatePassword(user, sessionIdHash, request.body, reauthGuard(request, user));
    },
  );

  app.post(
    '/api/account/update-notifications',
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Настройки рассылок',
        body: updateNotificationsPayloadSchema,
        ok: { 200: formResultSchema },
        errors: [401, 419, 422],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return accountService.updateNotifications(user.id, request.body);
    },
  );

  app.post(
    '/api/account/finish-onboarding',
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Завершить знакомство с приложением',
        ok: { 200: okAnswerSchema },
        errors: [401, 419],
      }),
    },
    async (request) => accountService.finishOnboarding(requireAuth(request).user.id),
  );

  app.post(
    '/api/account/viewed-bonus-modal',
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Окно бонуса просмотрено',
        ok: { 200: okAnswerSchema },
        errors: [401, 419],
      }),
    },
    async (request) => accountService.viewedBonusModal(requireAuth(request).user.id),
  );

  /** The link from the verification email: a page load, so it answers with a redirect into the app. */
  app.get(
    '/api/account/verify-email',
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Подтвердить email по ссылке из письма',
        description: 'Переход по ссылке из письма: перенаправление в настройки с email_verified=1 или 0.',
        querystring: z.object({ token: z.optional(z.string()) }),
        ok: { 303: redirect('Перенаправление в /account/settings') },
      }),
    },
    async (request, reply) => {
      const verified = await accountService.verifyEmail((request.query as Record<string, unknown>).token);
      return reply.redirect(
        verified ? '/account/settings?email_verified=1' : '/account/settings?email_verified=0',
        303,
      );
    },
  );
}
